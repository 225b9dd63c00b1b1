// A season's draft schedule as kept between Generate and Publish
// (docs/league-rules.md#schedules): what the search found is stored with the
// draft, so a page load never searches again and Publish writes exactly the
// games the admin looked at.
import type { DraftOutcome, ScheduleResult, ScheduleTeam } from "./schedule-types";

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
