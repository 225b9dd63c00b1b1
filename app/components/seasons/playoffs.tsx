import { Link } from "~/components/link";
import type { BracketRoundView } from "~/views/playoffs";
import { GameCardList } from "~/components/games/card";

/** Playoff results as a plain list by round (every round at once; no JavaScript needed). */
export function SeasonPlayoffs({
  rounds,
  champion,
}: {
  rounds: BracketRoundView[];
  champion: { id: string; name: string } | null;
}) {
  return (
    <div className="season-playoffs">
      {champion ? (
        <p className="season-champion card">
          <span className="muted small">Champion</span>{" "}
          <Link to={`/teams/${champion.id}`}>{champion.name}</Link>
        </p>
      ) : null}
      {rounds.map((round) => (
        <section key={round.round} aria-labelledby={`round-${round.round}`}>
          <h3 id={`round-${round.round}`}>{round.label}</h3>
          {round.groups.map((group) =>
            group.conference ? (
              <section
                key={group.label}
                className="bracket-group"
                aria-label={`${round.label}, ${group.label}`}
              >
                <h4 className="bracket-group-label">{group.label}</h4>
                <GameCardList games={group.games} />
              </section>
            ) : (
              <GameCardList key={group.label} games={group.games} />
            ),
          )}
        </section>
      ))}
    </div>
  );
}
