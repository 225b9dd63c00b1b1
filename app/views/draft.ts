// What /draft renders: the board and the players still to be drafted.

export interface BoardPickView {
  pickNumber: number;
  teamId: string;
  teamName: string;
  player: { id: string; name: string } | null;
  onTheClock: boolean;
  /** 'Sat, May 17 · 9:30 AM' in the league zone; null when the pick has no slot. */
  scheduled: string | null;
}

/** Per-game averages as shown: '12.3', or null when he played no game that season. */
export interface AveragesView {
  games: number;
  ppg: string;
  rpg: string;
  apg: string;
}

export interface PlayerRowView {
  id: string;
  name: string;
  height: string | null;
  /** Core players are kept by their team and are not drafted. */
  core: boolean;
  teamAbbreviation: string | null;
  last: AveragesView | null;
  current: AveragesView | null;
}
