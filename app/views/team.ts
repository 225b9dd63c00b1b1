// What a team page renders.

export interface RosterRow {
  id: string;
  name: string;
  jerseyNumber: number | null;
  height: string | null;
  isCaptain: boolean;
}
