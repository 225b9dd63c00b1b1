// /admin/players' two lists ('In Season N' and 'Previous Seasons') and the
// name search above them (a GET form, so it works without JavaScript).
import { Form } from "react-router";
import { Link } from "~/components/link";

export interface AdminPlayerItem {
  id: string;
  name: string;
  /** In Season: the team, or that he is signed up without one. Previous: his last season played. */
  detail: string;
}

export function PlayersSearch({ q }: { q: string }) {
  return (
    <Form method="get" role="search" className="players-search" aria-label="Find a player">
      <div className="field">
        <label htmlFor="players-q">Find a player</label>
        <div className="field-with-button">
          <input
            id="players-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            placeholder="First or last name"
            autoComplete="off"
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </div>
      {q ? (
        <p className="small">
          <Link to="/admin/players">Show all players</Link>
        </p>
      ) : null}
    </Form>
  );
}

export function PlayersSection({
  id,
  title,
  players,
  emptyText,
}: {
  id: string;
  title: string;
  players: AdminPlayerItem[];
  emptyText: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId}>
      <h2 className="section-title" id={headingId}>
        {title}
      </h2>
      <p className="muted small">
        {players.length} {players.length === 1 ? "player" : "players"}
      </p>
      {players.length === 0 ? (
        <p className="empty">{emptyText}</p>
      ) : (
        // A list, not a table: on a phone the Edit link stays in view without scrolling sideways.
        <ul className="players-list">
          {players.map((p) => (
            <li key={p.id}>
              <span className="players-list-who">
                <span className="players-list-name">{p.name}</span>{" "}
                <span className="muted small">{p.detail}</span>
              </span>
              <Link
                to={`/admin/players/${p.id}`}
                className="button button-secondary players-edit-link"
                aria-label={`Edit ${p.name}`}
              >
                Edit
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
