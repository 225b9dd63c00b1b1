// A team's form (issue 33): a bar per decided game, its height the margin, a
// win above the line and a loss below it (told by position, not by colour), in
// the team's colour made readable on the page; the streak and the last five in
// words.
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
        <ChartFigure figure={form.chart} />
      ) : (
        <p className="empty">No games decided yet.</p>
      )}
    </div>
  );
}
