// What /admin/seasons/{season} offers next: the checklist's next step as one
// button, and the question asked before an action with consequences
// (docs/league-rules.md#seasons). Pure: the loader passes the facts. The
// questions' words and keys are app/domain/season/questions.ts's, the ones the
// writes ask again under the season's lock.
import type { ChecklistAction, ConfirmQuestion } from "~/views/season-steps";
import type { ChecklistStep } from "~/domain/season/checklist";
import { NO_CHAMPION } from "~/domain/season/close";
import {
  closeQuestion,
  closeSignupsQuestion,
  makeCurrentModel,
  makeCurrentQuestion,
  openSignupsQuestion,
  type LeagueSeason,
} from "~/domain/season/questions";
import type { SeasonState } from "~/domain/season/state";

/** The next step's button. */
export function nextStepAction(
  step: ChecklistStep,
  facts: {
    seasonId: number;
    drafted: boolean;
    otherSignupsOpen: boolean;
    /** Make current would be refused now (a season before it is still being played). */
    makeCurrentRefused: boolean;
    currentId: number | null;
  },
): ChecklistAction {
  const id = facts.seasonId;
  switch (step.key) {
    case "teams":
      return { kind: "link", to: "#teams", label: "Choose the teams" };
    case "signups":
      return facts.otherSignupsOpen
        ? { kind: "link", to: "?confirm=open-signups", label: "Open signups" }
        : { kind: "post", intent: "open-registration", label: "Open signups" };
    case "draft":
      return { kind: "link", to: `/admin/seasons/${id}/draft`, label: "Run the draft" };
    case "schedule":
      return { kind: "link", to: `/admin/seasons/${id}/schedule`, label: "Make the schedule" };
    case "publish":
      return {
        kind: "link",
        to: `/admin/seasons/${id}/schedule`,
        label: "Review and publish the schedule",
      };
    case "make-current":
      // Refused while the season before it is being played: its results come first.
      return facts.makeCurrentRefused && facts.currentId !== null
        ? {
            kind: "link",
            to: `/admin/games?season=${facts.currentId}`,
            label: `Enter season ${facts.currentId}'s results`,
          }
        : { kind: "link", to: "?confirm=make-current", label: "Make current" };
    case "play":
      return { kind: "link", to: `/admin/games?season=${id}`, label: "Enter results" };
    case "close":
      return { kind: "link", to: "#season-close-title", label: "Close the season" };
  }
}

export interface QuestionFacts {
  season: { id: number; name: string; state: SeasonState; registrationOpen: boolean };
  /** The league's seasons, as read for the page. */
  seasons: LeagueSeason[];
  otherSignupsOpen: { id: number; name: string } | null;
  /** Why Make current would be refused now: then it is not asked. */
  makeCurrentRefusal: string | null;
  games: number;
  unresolved: number;
  choices: { id: string; name: string }[];
  /** Players signed up for the season (closing its signups says they stay). */
  signups: number;
}

/** The question the address asks for (?confirm=…), when it still applies. */
export function confirmQuestion(asked: URLSearchParams, f: QuestionFacts): ConfirmQuestion | null {
  const { id, name, state } = f.season;
  switch (asked.get("confirm")) {
    case "make-current": {
      if (state === "current" || state === "closed" || f.makeCurrentRefusal) return null;
      const model = makeCurrentModel(f.seasons, id);
      return model ? makeCurrentQuestion(model) : null;
    }
    case "close": {
      if (state === "closed" || f.games === 0 || f.unresolved > 0) return null;
      const champion = asked.get("champion") ?? "";
      const team = f.choices.find((t) => t.id === champion);
      if (!team && champion !== NO_CHAMPION) return null;
      return closeQuestion({
        season: id,
        champion: team ? { id: team.id, name: team.name } : null,
        games: f.games,
        signupsClose: f.season.registrationOpen,
      });
    }
    case "open-signups": {
      const other = f.otherSignupsOpen;
      if (!other || f.season.registrationOpen || state === "closed" || state === "completed") {
        return null;
      }
      return openSignupsQuestion({ season: { id, name }, closes: other });
    }
    case "close-signups": {
      if (!f.season.registrationOpen) return null;
      return closeSignupsQuestion({ season: { id, name }, signedUp: f.signups });
    }
    default:
      return null;
  }
}
