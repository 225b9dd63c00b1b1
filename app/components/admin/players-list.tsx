// /admin/players' two lists ('In Season N' and 'Previous Seasons') and the
// name search above them (a GET form, so it works without JavaScript).
import { Form, Link } from "react-router";

export interface AdminPlayerItem {
  id: string;
  name: string;
  /** In Season: the team, or that he is signed up without one. Previous: his last season. */
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
  detailLabel,
  players,
  emptyText,
}: {
  id: string;
  title: string;
  detailLabel: string;
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
        <div className="table-scroll" tabIndex={0} role="region" aria-label={title}>
          <table className="table players-table">
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">{detailLabel}</th>
                <th scope="col">
                  <span className="visually-hidden">Edit</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {players.map((p) => (
                <tr key={p.id}>
                  <th scope="row">{p.name}</th>
                  <td>{p.detail}</td>
                  <td>
                    <Link
                      to={`/admin/players/${p.id}`}
                      className="players-edit-link"
                      aria-label={`Edit ${p.name}`}
                    >
                      Edit
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
