import { GameDays } from "~/components/games/days";
import { monthGamesText } from "~/domain/schedule/page";
import type { ScheduleResultsView } from "~/views/schedule";

/**
 * Results folded by month, newest month first; the one with the latest game
 * played is open (never a month holding only a postponed game). Native
 * <details>, so it opens and closes without JavaScript.
 */
export function ScheduleResults({ results }: { results: ScheduleResultsView }) {
  return (
    <div className="schedule-months">
      {results.months.map((m) => (
        <details key={m.key} className="schedule-month" open={m.key === results.openMonth}>
          <summary>
            <span className="schedule-month-label">{m.label}</span>
            <span className="muted small">{monthGamesText(m.items.flatMap((d) => d.items))}</span>
          </summary>
          <GameDays days={m.items} />
        </details>
      ))}
    </div>
  );
}
