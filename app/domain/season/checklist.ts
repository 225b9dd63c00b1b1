// A season's checklist (/admin/seasons/{season}, docs/league-rules.md#seasons):
// Teams → Signups → Draft → Schedule → Publish → Make current → Play → Close
// (docs/league-rules.md#the-order-of-the-year), each step said in words, and
// which one comes next: the first step neither done nor under way. The draft
// comes before the schedule so that Publish reaches the players on the
// rosters; Make current comes after Publish and after the season before it
// has finished playing, as the season state machine requires. A volunteer who opens the page should know what to press, and
// the page shows exactly one primary button, that step's.
import type { SeasonState } from "./state";

export type ChecklistStepKey =
  "teams" | "signups" | "draft" | "schedule" | "publish" | "make-current" | "play" | "close";

/** Done; under way (signups open, games being played): not next, not done either; to do. */
export type ChecklistStepStatus = "done" | "under-way" | "to-do";

export interface ChecklistStep {
  key: ChecklistStepKey;
  label: string;
  status: ChecklistStepStatus;
  /** Where the step stands, in one short sentence. */
  words: string;
}

export interface ChecklistFacts {
  state: SeasonState;
  /** Teams playing the season. */
  teams: number;
  registrationOpen: boolean;
  signups: number;
  /** Signed up and neither drafted nor on a roster. */
  undrafted: number;
  /** Players on the season's rosters. */
  rostered: number;
  /** A kept schedule draft with games (not yet published). */
  drafted: boolean;
  /** Regular-season and playoff games stored. */
  games: number;
  gamesWithoutResult: number;
  /** "Sat, Jan 16 – Sun, Apr 18", when it has games. */
  gameDays: string | null;
  /** The champion's name once closed (null: none). */
  champion: string | null;
  /** The public pages follow it: the current season, closed or not. */
  followed: boolean;
  /** Why the state machine would refuse Make current now (null: it would not). */
  makeCurrentRefusal: string | null;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function seasonChecklist(f: ChecklistFacts): ChecklistStep[] {
  const over = f.state === "completed" || f.state === "closed";
  const current = f.state === "current";
  const steps: ChecklistStep[] = [
    {
      key: "teams",
      label: "Teams",
      status: f.teams >= 2 ? "done" : "to-do",
      words:
        f.teams === 0
          ? "No teams chosen yet."
          : f.teams === 1
            ? "1 team: a season needs at least two."
            : `${f.teams} teams.`,
    },
    {
      key: "signups",
      label: "Signups",
      status: f.registrationOpen
        ? "under-way"
        : f.signups > 0 || f.rostered > 0 || f.games > 0 || over || current
          ? "done"
          : "to-do",
      words: f.registrationOpen
        ? `Open: ${plural(f.signups, "player")} signed up.`
        : f.signups > 0 || f.state !== "upcoming"
          ? `Closed: ${plural(f.signups, "player")} signed up.`
          : "Not opened yet.",
    },
    {
      key: "draft",
      label: "Draft",
      // Once results come in the draft is behind the season (a late signup is
      // placed on a roster by hand), whoever is left undrafted.
      status:
        (f.rostered > 0 && (f.undrafted === 0 || f.games > f.gamesWithoutResult)) || over
          ? "done"
          : "to-do",
      words:
        f.signups === 0 && f.rostered === 0
          ? "No signups to draft yet."
          : f.undrafted > 0
            ? `${plural(f.rostered, "player")} on rosters; ${plural(f.undrafted, "signup")} not drafted yet.`
            : `${plural(f.rostered, "player")} on rosters.`,
    },
    {
      key: "schedule",
      label: "Schedule",
      status: f.games > 0 || f.drafted ? "done" : "to-do",
      words:
        f.games > 0
          ? "Made and published."
          : f.drafted
            ? "Drafted: review it, then publish it."
            : "Not made yet.",
    },
    {
      key: "publish",
      label: "Publish",
      status: f.games > 0 ? "done" : "to-do",
      words:
        f.games > 0
          ? `Published: ${plural(f.games, "game")}${f.gameDays ? `, ${f.gameDays}` : ""}.`
          : f.drafted
            ? "Not published yet: publishing emails the rostered players their schedule."
            : "Nothing to publish until the schedule is made.",
    },
    {
      key: "make-current",
      label: "Make current",
      status: current || over ? "done" : "to-do",
      words:
        current || f.followed
          ? "The current season: the public pages follow it."
          : over
            ? "Was current; a later season is now."
            : f.makeCurrentRefusal && f.games > 0
              ? f.makeCurrentRefusal
              : "Upcoming: the public pages follow another season.",
    },
    {
      key: "play",
      label: "Play",
      status:
        f.games > 0 && f.gamesWithoutResult === 0
          ? "done"
          : f.games > f.gamesWithoutResult
            ? "under-way"
            : "to-do",
      words:
        f.games === 0
          ? "No games yet."
          : `${f.games - f.gamesWithoutResult} of ${plural(f.games, "game")} have a result.`,
    },
    {
      key: "close",
      label: "Close",
      status: f.state === "closed" ? "done" : "to-do",
      words:
        f.state === "closed"
          ? `Closed. ${f.champion ? `Champions: ${f.champion}.` : "No champion."}`
          : "Open: results and rosters can still change.",
    },
  ];
  return steps;
}

/**
 * The step to take next: the first to do. A step under way (signups open,
 * games being played) is not in the way of the ones after it; Play under way
 * comes before Close. Null once the season is closed.
 */
export function nextChecklistStep(steps: readonly ChecklistStep[]): ChecklistStep | null {
  // A closed season refuses every change but Reopen: nothing to offer, even
  // for an imported one without teams or games.
  if (steps.find((s) => s.key === "close")?.status === "done") return null;
  const todo = steps.filter((s) => s.status === "to-do");
  // Games are played before the season closes, whatever else is left.
  const play = steps.find((s) => s.key === "play");
  const first = todo[0] ?? null;
  if (first?.key === "close" && play?.status === "under-way") return play;
  return first;
}
