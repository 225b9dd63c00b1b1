// /admin/games on a phone: the season's games as a stacked list under day
// headers instead of a wide table (nothing scrolls sideways), each with one
// button at least 44 px tall, and a team picker (a GET form: ?team=ID) that
// works without JavaScript.
import { Form } from "react-router";
import { Link } from "~/components/link";
import { liveScorerPath } from "~/domain/live/game";
import type { AdminGameDayView, AdminGameView } from "~/views/admin";
import { gameStateText } from "./card";

/** The one thing a row leads to: the live scorer, the result form, or the schedule form. */
function rowAction(game: AdminGameView): { label: string; to: string } {
  const page = `/admin/games/${game.id}`;
  if (game.state === "live") return { label: "Score live", to: liveScorerPath(game.id) };
  if (game.state === "final") return { label: "Edit result", to: page };
  if (game.state === "postponed") return { label: "Reschedule", to: `${page}/schedule` };
  return { label: "Enter result", to: page };
}

function GameRow({ game }: { game: AdminGameView }) {
  const action = rowAction(game);
  const state = gameStateText(game);
  return (
    <li className="admin-game-row">
      <div className="admin-game-row-text">
        <span className="admin-game-matchup">
          {game.matchup}
          {game.playoff ? <span className="muted small"> · playoffs</span> : null}
        </span>
        <span className="admin-game-facts">
          {game.time} · {game.gym}
        </span>
        {state ? <span className="admin-game-state">{state}</span> : null}
      </div>
      <Link
        to={action.to}
        className={game.state === "live" ? "button" : "button button-secondary"}
        aria-label={`${action.label}: ${game.matchup}, ${game.day}, ${game.time}`}
      >
        {action.label}
      </Link>
    </li>
  );
}

function GameRows({ games }: { games: AdminGameView[] }) {
  return (
    <ul className="admin-game-rows">
      {games.map((game) => (
        <GameRow key={game.id} game={game} />
      ))}
    </ul>
  );
}

function dayTitle(day: AdminGameDayView): string {
  return day.today ? `Today, ${day.label}` : day.label;
}

/**
 * A played day, folded (a native <details>, no script needed) like the
 * schedule's months: the page stays short on a phone, and the count says
 * where a result is still missing.
 */
function FoldedDay({ day, open }: { day: AdminGameDayView; open: boolean }) {
  const missing = day.games.filter((g) => g.state === "no-result").length;
  return (
    <details className="admin-games-day" open={open}>
      <summary>
        <span className="admin-games-day-title">{dayTitle(day)}</span>
        <span className="muted small">
          {day.games.length} {day.games.length === 1 ? "game" : "games"}
          {missing > 0 ? ` · ${missing} without a result` : null}
        </span>
      </summary>
      <GameRows games={day.games} />
    </details>
  );
}

/**
 * A list of days under its title: open under day headings (the days to
 * come), or folded but for the first (the played days; all open when one
 * team's games are shown, a game a day).
 */
export function AdminGameDays({
  title,
  days,
  fold,
}: {
  title: string;
  days: AdminGameDayView[];
  fold: boolean;
}) {
  if (days.length === 0) return null;
  const id = `admin-games-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section className="admin-games-section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {days.map((day, index) =>
        fold ? (
          <FoldedDay key={day.label} day={day} open={index === 0} />
        ) : (
          <div key={day.label} className="admin-games-day">
            <h3 className="admin-games-day-title">{dayTitle(day)}</h3>
            <GameRows games={day.games} />
          </div>
        ),
      )}
    </section>
  );
}

/** Which season's games, and which team's: a plain GET form, so it works without JavaScript. */
export function AdminGamesPicker({
  seasons,
  seasonId,
  teams,
  teamId,
}: {
  seasons: { id: number; name: string }[];
  seasonId: number | null;
  teams: { id: string; name: string }[];
  teamId: string | null;
}) {
  if (seasons.length === 0) return null;
  return (
    <Form method="get" action="/admin/games" className="admin-games-picker">
      <label htmlFor="admin-games-season">Season</label>
      <select
        id="admin-games-season"
        name="season"
        key={`season-${seasonId ?? ""}`}
        defaultValue={seasonId ?? ""}
      >
        {seasons.map((s) => (
          <option key={s.id} value={s.id}>
            {s.id}: {s.name}
          </option>
        ))}
      </select>
      {teams.length > 0 ? (
        <>
          <label htmlFor="admin-games-team">Team</label>
          <select
            id="admin-games-team"
            name="team"
            key={`team-${teamId ?? ""}`}
            defaultValue={teamId ?? ""}
          >
            <option value="">All teams</option>
            {teams.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <button type="submit" className="button button-secondary">
        Show
      </button>
    </Form>
  );
}
