// Closing a season (/admin/seasons/{season}, docs/league-rules.md#seasons):
// the champion (prefilled from the final's winner) and Close season, which
// asks its question first (?confirm=close), off while games have no result
// (listed with links); a closed season shows its champion and Reopen. Plain
// forms: work without JavaScript.
import { Form } from "react-router";
import { Link } from "~/components/link";
import { NO_CHAMPION } from "~/domain/season/close";
import type { SeasonClosing } from "~/views/seasons";

export function SeasonClose({ seasonId, closing }: { seasonId: number; closing: SeasonClosing }) {
  if (closing.closedAt) {
    return (
      <section className="season-close" aria-labelledby="season-close-title">
        <h2 className="section-title" id="season-close-title">
          Season closed
        </h2>
        <p>
          Closed on {closing.closedAt}
          {closing.champion ? `. Champions: ${closing.champion}` : ". No champion"}. Its results,
          rosters, captains and playoffs can no longer change; reopening it clears its champion.
        </p>
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="reopen-season"
            className="button button-secondary"
          >
            Reopen season {seasonId}
          </button>
        </Form>
      </section>
    );
  }
  // Nothing to close before the season has games (its checklist says what comes first).
  if (closing.games === 0) return null;
  const blocked = closing.unresolved > 0;
  return (
    <section className="season-close" aria-labelledby="season-close-title">
      <h2 className="section-title" id="season-close-title">
        Close the season
      </h2>
      {blocked ? (
        <>
          <p className="small">
            {closing.unresolved} {closing.unresolved === 1 ? "game has" : "games have"} no result
            yet: the season can close once every game has its result.
          </p>
          <UnresolvedGames
            title="Played, no result yet"
            games={closing.unresolvedGames.filter((g) => g.played)}
            open
          />
          <UnresolvedGames
            title="Still to play"
            games={closing.unresolvedGames.filter((g) => !g.played)}
          />
        </>
      ) : (
        <p className="small">
          Every game has its result. Closing makes the season's results, rosters, captains and
          playoffs read-only; you can reopen it.
        </p>
      )}
      {/* A GET form: Close first asks its question at the top of the page (?confirm=close). */}
      <Form method="get" className="season-close-form">
        <div className="field">
          <label htmlFor="season-champion">Champion</label>
          <select
            id="season-champion"
            name="champion"
            defaultValue={closing.proposedChampion ?? ""}
            required
          >
            <option value="">Choose the champion</option>
            {closing.choices.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
            <option value={NO_CHAMPION}>No champion</option>
          </select>
        </div>
        <button
          type="submit"
          name="confirm"
          value="close"
          className="button button-secondary"
          disabled={blocked}
          aria-describedby={blocked ? "season-close-blocked" : undefined}
        >
          Close season {seasonId}
        </button>
        {blocked ? (
          <p className="small" id="season-close-blocked">
            Close is off until every game has its result.
          </p>
        ) : null}
      </Form>
    </section>
  );
}

/** One group of the games keeping the season open, folded (the first group open). */
function UnresolvedGames({
  title,
  games,
  open = false,
}: {
  title: string;
  games: SeasonClosing["unresolvedGames"];
  open?: boolean;
}) {
  if (games.length === 0) return null;
  return (
    <details className="season-close-group" open={open}>
      <summary>
        {title} ({games.length})
      </summary>
      <ul className="season-close-games">
        {games.map((g) => (
          <li key={g.id}>
            <Link to={`/admin/games/${g.id}`}>{g.label}</Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
