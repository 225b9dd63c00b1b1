// Consequences said before they happen (docs/league-rules.md#seasons): an
// action that changes much at once (Publish, Make current, Close season,
// opening signups while another season's are open) first shows a question
// with what it will do, and its Yes carries a key of what the question
// showed. The write recomputes the key from what is stored, under the
// season's lock: a Yes to a question whose facts have since changed (another
// admin made a season current, a game was added) is stale and refused.

/** Why this Yes must be refused (none given, or given to other facts), or null. */
export function confirmationRefusal(
  given: FormDataEntryValue | null | undefined,
  key: string,
  question: string,
): string | null {
  if (typeof given !== "string" || given === "") {
    return `${question} needs a yes first: answer the question on the page.`;
  }
  if (given !== key) {
    return `${question}: what the question showed has changed since. Read it again and answer it.`;
  }
  return null;
}

/** The key a Make current's Yes carries: which season was current when asked. */
export const makeCurrentKey = (currentId: number | null) => String(currentId ?? "none");

/** The key a Close's Yes carries: how many games the season had, all with results. */
export const closeKey = (games: number) => String(games);

/** The key a Delete game's Yes carries: when, where and in which state the page showed it. */
export const gameKey = (game: { startsAt: Date; location: string; status?: string | null }) =>
  `${game.startsAt.toISOString()}@${game.location}:${game.status ?? "scheduled"}`;
