// How many have signed up for the season, new and returning
// (docs/league-rules.md#signups-and-fees). Apart from signup.ts and its zod
// schemas, so the read-only list of signups brings no form-validation code to
// the browser (docs/architecture.md#paint-first).
export interface SignupCounts {
  total: number;
  new: number;
  returning: number;
}

export function countSignups(rows: readonly { status: "new" | "returning" }[]): SignupCounts {
  const fresh = rows.filter((r) => r.status === "new").length;
  return { total: rows.length, new: fresh, returning: rows.length - fresh };
}

/** '1 player' / '12 players'. */
export function playersCount(n: number): string {
  return `${n} ${n === 1 ? "player" : "players"}`;
}
