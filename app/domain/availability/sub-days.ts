// The sub list on /account (docs/league-rules.md#availability) shows the game
// days of the next four weeks; later ones wait behind "More dates", so a
// phone shows his email choices without scrolling past months of boxes. Days
// are the league's calendar days, "YYYY-MM-DD".

/** How far ahead the sub list shows days at first. */
export const SUB_DAYS_FIRST_WEEKS = 4;

/** The calendar day `days` after `day` ("2026-11-28" + 28 → "2026-12-26"). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * The days (sorted, from today on) split into those of the next
 * `weeks` weeks, today counted, and the later ones.
 */
export function splitSubDays<D extends { day: string }>(
  days: D[],
  today: string,
  weeks = SUB_DAYS_FIRST_WEEKS,
): { soon: D[]; later: D[] } {
  const end = addDays(today, weeks * 7);
  return {
    soon: days.filter((d) => d.day < end),
    later: days.filter((d) => d.day >= end),
  };
}
