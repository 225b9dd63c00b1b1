// What /admin/seasons shows of the season to start.
import type { Conference } from "~/domain/types";

export interface NextSeasonTeam {
  teamId: string;
  name: string;
  conference: Conference;
  /** Last season's captain, proposed again. */
  captainId: string | null;
  /** Whom the admin may pick: last season's roster of the team. */
  captainChoices: { id: string; name: string }[];
}

export interface NextSeasonView {
  id: number;
  from: { id: number; name: string };
  /** The proposed name, e.g. "Spring 2027". */
  name: string;
  teams: NextSeasonTeam[];
}

/** A season's closing on its admin page. */
export interface SeasonClosing {
  /** "Saturday, March 6, 2027" once closed. */
  closedAt: string | null;
  champion: string | null;
  /** The team the form proposes: the one named before, else the final's winner. */
  proposedChampion: string | null;
  choices: { id: string; name: string }[];
  /** All its games: a season without any has nothing to close. */
  games: number;
  /** Games without a result, each to link: `played` when its time has passed (it needs its result). */
  unresolved: number;
  unresolvedGames: { id: string; label: string; played: boolean }[];
}
