// Season leaders as the home and season pages render them.

export interface LeaderView {
  playerId: string;
  name: string;
  teamAbbreviation: string;
  label: string;
  value: number;
}
