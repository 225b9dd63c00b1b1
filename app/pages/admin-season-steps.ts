// What /admin/seasons/{season} offers next: the checklist's next step as one
// button, and the question asked before an action with consequences
// (docs/league-rules.md#seasons). Pure: the loader passes the facts.
import type { ChecklistAction, ConfirmQuestion } from "~/views/season-steps";
import type { ChecklistStep } from "~/domain/season/checklist";
import { closeKey, makeCurrentKey } from "~/domain/confirmation";
import { NO_CHAMPION } from "~/domain/season/close";
import type { SeasonState } from "~/domain/season/state";

/** The next step's button. */
export function nextStepAction(
  step: ChecklistStep,
  facts: { seasonId: number; drafted: boolean; latest: boolean; otherSignupsOpen: boolean },
): ChecklistAction {
  const id = facts.seasonId;
  switch (step.key) {
    case "teams":
      return { kind: "link", to: "#teams", label: "Choose the teams" };
    case "signups":
      return facts.otherSignupsOpen
        ? { kind: "link", to: "?confirm=open-signups", label: "Open signups" }
        : { kind: "post", intent: "open-registration", label: "Open signups" };
    case "schedule":
      return {
        kind: "link",
        to: `/admin/seasons/${id}/schedule`,
        label: facts.drafted ? "Review and publish the schedule" : "Make the schedule",
      };
    case "draft":
      // The draft board follows the latest season; an older one's rosters are set team by team.
      return facts.latest
        ? { kind: "link", to: "/draft", label: "Open the draft board" }
        : { kind: "link", to: "#teams", label: "Set the rosters" };
    case "make-current":
      return { kind: "link", to: "?confirm=make-current", label: "Make current" };
    case "play":
      return { kind: "link", to: `/admin/games?season=${id}`, label: "Enter results" };
    case "close":
      return { kind: "link", to: "#season-close-title", label: "Close the season" };
  }
}

export interface QuestionFacts {
  season: { id: number; name: string; state: SeasonState; registrationOpen: boolean };
  /** The current season when it is another one. */
  current: { id: number; name: string; registrationOpen: boolean } | null;
  currentId: number | null;
  otherSignupsOpen: { id: number; name: string } | null;
  games: number;
  unresolved: number;
  choices: { id: string; name: string }[];
}

/** The question the address asks for (?confirm=…), when it still applies. */
export function confirmQuestion(asked: URLSearchParams, f: QuestionFacts): ConfirmQuestion | null {
  const { id, name, state } = f.season;
  switch (asked.get("confirm")) {
    case "make-current": {
      if (state === "current" || state === "closed") return null;
      const left = f.current;
      const completes = left !== null && left.id < id;
      const before = left
        ? ` Season ${left.id} (${left.name}) stops being current${completes ? `: it becomes completed and its teams can no longer change${left.registrationOpen ? ", and its signups close" : ""}` : ""}.`
        : "";
      return {
        title: `Make season ${id} current?`,
        text: `The home page, standings and schedule will follow ${name}.${before}`,
        intent: "make-current",
        fields: { shown: makeCurrentKey(f.currentId) },
        yes: `Yes, make season ${id} current`,
      };
    }
    case "close": {
      if (state === "closed" || f.games === 0 || f.unresolved > 0) return null;
      const champion = asked.get("champion") ?? "";
      const team = f.choices.find((t) => t.id === champion);
      if (!team && champion !== NO_CHAMPION) return null;
      return {
        title: `Close season ${id}?`,
        text: `${team ? `Champions: ${team.name}.` : "No champion."} All ${f.games} games have their result. Its results, rosters, captains and playoffs become read-only until an admin reopens it.`,
        intent: "close-season",
        fields: { champion, shown: closeKey(f.games) },
        yes: `Yes, close season ${id}`,
      };
    }
    case "open-signups": {
      const other = f.otherSignupsOpen;
      if (!other || f.season.registrationOpen || state === "closed" || state === "completed") {
        return null;
      }
      return openSignupsQuestion(id, name, other);
    }
    default:
      return null;
  }
}

/** Opening a season's signups while `other`'s are open: the Yes names the season it closes. */
export function openSignupsQuestion(
  id: number,
  name: string,
  other: { id: number; name: string },
): ConfirmQuestion {
  return {
    title: `Open season ${id}'s signups?`,
    text: `Signups are open for ${other.name} (season ${other.id}): opening these closes them, and new signups go to ${name}.`,
    intent: "open-registration",
    fields: { replacing: String(other.id) },
    yes: `Close season ${other.id}'s and open these`,
  };
}
