// What the admin dashboard (/admin) and its game list (/admin/games) render.
import type { AdminGameState } from "~/domain/games/day";

export interface AuditRow {
  id: number;
  who: string;
  when: string;
  /** ISO time for the <time> element. */
  at: string;
  what: string;
  href: string | null;
}

/** A game as the admin's game lists show it (/admin's Game day, /admin/games). */
export interface AdminGameView {
  id: string;
  /** 'Hawks at Shamrocks': away side first, as the league writes its games. */
  matchup: string;
  /** 'Sat, Nov 28' */
  day: string;
  /** '8:00 AM' */
  time: string;
  gym: string;
  playoff: boolean;
  state: AdminGameState;
  /** 'away–home' of a live game (its running score) or a final; else null. */
  score: string | null;
  /** Both teams are known, so the game's page offers Start live scoring. */
  canScore: boolean;
}

/** One day's games: /admin's Game day, or a day under its header on /admin/games. */
export interface AdminGameDayView {
  /** 'Sat, Nov 28' */
  label: string;
  today: boolean;
  games: AdminGameView[];
}
