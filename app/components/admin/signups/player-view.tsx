// /admin/signups?player=ID: one player's contact and kit details, for the
// admins only (email, phone, height, jersey), with his signup for the season.
import { Link } from "~/components/link";
import { STATUS_LABEL } from "./table";
import type { SignupPlayerDetails } from "~/views/admin-signups";

const NOT_SET = "Not given";

export function SignupPlayerView({
  player,
  seasonId,
}: {
  player: SignupPlayerDetails;
  seasonId: number;
}) {
  if (!player.found) {
    return (
      <section className="card signups-player" aria-labelledby="signups-player-title">
        <h2 id="signups-player-title">Player not found</h2>
        <p>
          No player has the id <code>{player.id}</code>.
        </p>
        <p>
          <Link to="/admin/signups">Back to all signups</Link>
        </p>
      </section>
    );
  }
  const { signup } = player;
  return (
    <section className="card signups-player" aria-labelledby="signups-player-title">
      <h2 id="signups-player-title">{player.name}</h2>
      <dl className="account-details">
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${player.email}`}>{player.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{player.phone ? <a href={`tel:${player.phone}`}>{player.phone}</a> : NOT_SET}</dd>
        <dt>Height</dt>
        <dd>{player.height ?? NOT_SET}</dd>
        <dt>Jersey size</dt>
        <dd>{player.jerseySize ?? NOT_SET}</dd>
        <dt>Jersey number</dt>
        <dd>{player.jerseyNumber ?? NOT_SET}</dd>
        <dt>Age</dt>
        <dd>{player.age ?? NOT_SET}</dd>
        <dt>Season {seasonId}</dt>
        <dd>
          {signup ? (
            <>
              {STATUS_LABEL[signup.status]} player, signed up{" "}
              <time dateTime={signup.at}>{signup.date}</time>,{" "}
              {signup.paid ? "paid" : "not paid yet"}
            </>
          ) : (
            "Not signed up"
          )}
        </dd>
      </dl>
      <p className="signups-player-links">
        <Link to={`/admin/players/${player.id}`}>Edit player</Link>
        <Link to={`/players/${player.id}`}>Player page</Link>
        <Link to="/admin/signups">Close</Link>
      </p>
    </section>
  );
}
