import { useRef } from "react";
import { useNavigate } from "react-router";
import { Link } from "~/components/link";
import { roundAfterSwipe } from "~/domain/playoffs/swipe";
import type { PlayoffRound } from "~/domain/types";
import type { BracketRoundView } from "~/views/playoffs";
import { GameCardList } from "~/components/games/card";

export interface PlayoffBracketProps {
  rounds: BracketRoundView[];
  round: PlayoffRound;
  roundHref: (round: PlayoffRound) => string;
}

/**
 * The playoff bracket one round at a time. Round buttons are links (they work
 * without JavaScript); on touch screens a swipe moves to the next or
 * previous round (roundAfterSwipe): React's handlers on a page that hydrates,
 * the enhance island's on one that does not (data-round-swipe).
 */
export function PlayoffBracket({ rounds, round, roundHref }: PlayoffBracketProps) {
  const navigate = useNavigate();
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const index = Math.max(
    0,
    rounds.findIndex((r) => r.round === round),
  );
  const current = rounds[index];
  if (!current) return null;

  return (
    <div
      className="bracket"
      data-testid="playoff-bracket"
      data-round-swipe=""
      onTouchStart={(e) => {
        const t = e.touches[0];
        touchStart.current = t ? { x: t.clientX, y: t.clientY } : null;
      }}
      onTouchEnd={(e) => {
        const start = touchStart.current;
        const t = e.changedTouches[0];
        touchStart.current = null;
        if (!start || !t) return;
        const to = roundAfterSwipe(index, rounds.length, t.clientX - start.x, t.clientY - start.y);
        const target = to === null ? undefined : rounds[to];
        if (target) {
          void navigate(roundHref(target.round), { replace: true, preventScrollReset: true });
        }
      }}
    >
      <nav className="toggle bracket-rounds" aria-label="Playoff round">
        {rounds.map((r) => (
          <Link
            key={r.round}
            to={roundHref(r.round)}
            replace
            preventScrollReset
            aria-current={r.round === current.round ? "true" : undefined}
          >
            {r.label}
          </Link>
        ))}
      </nav>
      <div className="bracket-round" aria-live="polite">
        <h3 className="visually-hidden">{current.label}</h3>
        {current.groups.map((g) => (
          <section key={g.label} className="bracket-group" aria-label={g.label}>
            <h4 className="bracket-group-label">{g.label}</h4>
            <GameCardList games={g.games} />
          </section>
        ))}
      </div>
    </div>
  );
}

/** The round to open first: the earliest one with a game still to play, else the last. */
export function defaultRound(rounds: BracketRoundView[]): PlayoffRound | undefined {
  const open = rounds.find((r) =>
    r.groups.some((g) =>
      g.games.some((game) => game.display === "upcoming" || game.display === "postponed"),
    ),
  );
  return (open ?? rounds.at(-1))?.round;
}
