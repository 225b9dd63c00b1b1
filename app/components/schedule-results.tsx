import { GameCardList } from "~/components/game-card";
import type { GameCardData } from "~/domain/game-card";
import type { MonthGroup } from "~/domain/schedule-page";

/**
 * Results folded by month, newest month open. Native <details>, so it opens
 * and closes without JavaScript.
 */
export function ScheduleResults({ months }: { months: MonthGroup<GameCardData>[] }) {
  return (
    <div className="schedule-months">
      {months.map((m, index) => (
        <details key={m.key} className="schedule-month" open={index === 0}>
          <summary>
            <span className="schedule-month-label">{m.label}</span>
            <span className="muted small">
              {m.items.length} {m.items.length === 1 ? "game" : "games"}
            </span>
          </summary>
          <GameCardList games={m.items} />
        </details>
      ))}
    </div>
  );
}
