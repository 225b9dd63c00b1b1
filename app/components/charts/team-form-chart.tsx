// A team's form (issue 33, issue 41): a bar per decided game, its height the
// margin, a win green above the line and a loss red below it (told by
// position as well as colour), the opponent under it, each a link to its
// game; the streak and the last five in words.
import type { TeamFormView } from "~/views/team";
import { ChartFigure } from "./chart-figure";

export function TeamFormChart({ form }: { form: TeamFormView }) {
  return (
    <div className="team-form">
      {form.streak || form.lastFive ? (
        <ul className="team-form-words">
          {form.streak ? <li>{form.streak}</li> : null}
          {form.lastFive ? <li>{form.lastFive}</li> : null}
        </ul>
      ) : null}
      {form.chart ? (
        <>
          <p className="small muted team-form-key">
            Wins above the line, losses below; under each bar, the opponent. A bar opens its game.
          </p>
          <ChartFigure figure={form.chart} />
        </>
      ) : (
        <p className="empty">No games decided yet.</p>
      )}
    </div>
  );
}
