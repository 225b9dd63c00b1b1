// A season's draft schedule as kept between Generate and Publish
// (docs/league-rules.md#schedules): what the search found is stored with the
// draft, so a page load never searches again and Publish writes exactly the
// games the admin looked at.
import type { DraftOutcome, ScheduleResult, ScheduleTeam } from "./schedule-types";
import { MONTH_NAMES } from "./time";

export const DRAFT_CHANGED =
  "The draft schedule changed since this page was opened: look at it again, then publish.";
export const DRAFT_TEAMS_CHANGED =
  "The season's teams changed since this draft was made: Generate or Reshuffle makes it again for them.";
export const DRAFT_WITHOUT_GAMES =
  "This draft has no schedule to publish: Reshuffle or Generate one first.";

/**
 * What a draft keeps of a search for `teams`: its games and report, or a
 * refusal worth another seed. Null for a refusal no seed changes: that is
 * an answer to the form, and no draft is kept for it.
 */
export function draftOutcome(result: ScheduleResult, teams: ScheduleTeam[]): DraftOutcome | null {
  if (result.ok) return { ok: true, teams, games: result.games, report: result.report };
  return result.anotherSeedMayHelp ? { ok: false, teams, reason: result.reason } : null;
}

/** Whether the season's teams (or their conferences) are no longer those the draft was made for. */
export function draftTeamsChanged(draft: ScheduleTeam[], season: ScheduleTeam[]): boolean {
  const key = (teams: ScheduleTeam[]) =>
    teams
      .map((t) => `${t.id}\u0000${t.conference}`)
      .sort()
      .join("\u0001");
  return key(draft) !== key(season);
}

/**
 * The months of a draft's games, in order, each with its label and count. The
 * page lists one month's games at a time: a season of 3,000 games on one page
 * was 700 KB of HTML that took the server a few tenths of a second to render.
 */
export function draftMonths(
  games: readonly { date: string }[],
): { key: string; label: string; games: number }[] {
  const months: { key: string; label: string; games: number }[] = [];
  for (const game of games) {
    const key = game.date.slice(0, 7);
    const last = months.at(-1);
    if (last?.key === key) last.games++;
    else {
      const [year, month] = key.split("-").map(Number) as [number, number];
      months.push({ key, label: `${MONTH_NAMES[month - 1]} ${year}`, games: 1 });
    }
  }
  return months;
}

/** The month to list: the one asked for ("2027-03") if the draft has games then, else its first. */
export function draftMonthShown(
  months: readonly { key: string }[],
  asked: string | null,
): string | null {
  return months.find((m) => m.key === asked)?.key ?? months[0]?.key ?? null;
}
