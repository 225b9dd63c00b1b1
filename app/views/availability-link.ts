// The game as the signed-link pages of availability emails show it
// (app/pages/availability-links.server.ts, app/components/availability/link-page.tsx).
export interface LinkGame {
  gameId: string;
  matchup: string;
  day: string;
  time: string;
  place: string;
}
