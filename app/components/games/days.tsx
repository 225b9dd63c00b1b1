import { GameCardList } from "~/components/games/card";
import type { GameDayView } from "~/views/schedule";

/**
 * Game cards under day headers, the way a scoreboard reads on a phone: the
 * day first, then its games. Headers are h3s: every list sits under an h2.
 */
export function GameDays({ days }: { days: GameDayView[] }) {
  return (
    <div className="game-days">
      {days.map((d) => (
        <div key={d.key} className="game-day">
          <h3 className="game-day-title">{d.label}</h3>
          <GameCardList games={d.items} />
        </div>
      ))}
    </div>
  );
}
