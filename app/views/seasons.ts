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
