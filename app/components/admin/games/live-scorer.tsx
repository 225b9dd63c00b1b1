// The courtside phone's live scoring (docs/league-rules.md#live-games): the
// running score, then per team who scored (optional: a strip of chips) and big
// +1 / +2 / +3 / Undo buttons, all on one phone screen (portrait: the teams
// one above the other; landscape or wider: side by side), so the scorer never
// scrolls between baskets. Below them what is not sent yet and the scoring so
// far: what grows or changes after a tap is under the buttons, never above.
// Each team is a plain form too, so a phone without scripts still scores (one
// tap per page load, answered by a redirect back to #live-scorer).
import { useEffect, useRef, type FormEvent } from "react";
import { liveScore, LIVE_POINTS, LIVE_SCORER_ID, type LivePoints } from "~/domain/live/game";
import type { LiveFeedView } from "~/views/live";
import { LiveTimeline } from "~/components/live/live-timeline";
import { useHydrated } from "~/components/use-hydrated";
import { useLiveScorer, type SendStatus } from "./use-live-scorer";

export interface ScorerTeam {
  teamId: string | null;
  name: string;
  abbreviation?: string | null;
  players: {
    playerId: string;
    /** 'Jim Cougill': the timeline's and the chip's tooltip. */
    name: string;
    /** 'Cougill', or 'J. Cougill' beside a teammate of that name (teammateNames). */
    chipName: string;
    jerseyNumber: number | null;
  }[];
}

function statusText(status: SendStatus, unsent: number): string {
  if (status.kind === "refused") return status.message;
  if (unsent === 0) return "Every tap is sent.";
  const taps = unsent === 1 ? "1 tap" : `${unsent} taps`;
  if (status.kind === "waiting") return `${taps} not sent yet. ${status.reason}`;
  return `Sending ${taps}…`;
}

export function LiveScorer({
  gameId,
  feed,
  tapId,
  away,
  home,
}: {
  gameId: string;
  feed: LiveFeedView;
  /** The id a script-less tap is stored under (one per page drawn). */
  tapId: string;
  away: ScorerTeam;
  home: ScorerTeam;
}) {
  const hydrated = useHydrated();
  const scorer = useLiveScorer(gameId, feed);
  const score = liveScore(scorer.state.baskets, home.teamId);
  const unsent = scorer.unsent.length;
  const section = useRef<HTMLElement>(null);

  // Opened without #live-scorer (a reload, a bookmark, the game page's pencil)
  // and its buttons below the screen (a phone on its side, under the page's
  // header): brought up once, as the fragment would have, and never again.
  useEffect(() => {
    const el = section.current;
    if (!el || window.location.hash !== "" || window.scrollY > 0) return;
    const teams = el.querySelector(".scorer-teams");
    if (teams && teams.getBoundingClientRect().bottom > window.innerHeight) {
      el.scrollIntoView({ block: "start" });
    }
  }, []);

  // The phone turned (upright to its side, or back) while scoring: the page
  // keeps its scroll position while everything above the scorer changes
  // height, which slid the score under the sticky header. The scorer is put
  // back under the header, as the address's #live-scorer placed it; only when
  // its buttons were on the screen (not when the admin is at the form below).
  useEffect(() => {
    const turned = window.matchMedia("(orientation: landscape)");
    const realign = () => {
      const el = section.current;
      const teams = el?.querySelector(".scorer-teams")?.getBoundingClientRect();
      if (!el || !teams || teams.bottom <= 0 || teams.top >= window.innerHeight) return;
      el.scrollIntoView({ block: "start" });
    };
    turned.addEventListener("change", realign);
    return () => turned.removeEventListener("change", realign);
  }, []);

  const onSubmit = (team: ScorerTeam) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (!submitter || !team.teamId) return;
    const [, what] = submitter.value.split(":");
    if (what === "undo") {
      scorer.undo(team.teamId);
      return;
    }
    const playerId = String(new FormData(form).get("player") ?? "");
    const player = team.players.find((p) => p.playerId === playerId);
    scorer.score(
      team.teamId,
      Number(what) as LivePoints,
      player ? { id: player.playerId, name: player.name } : null,
    );
    // Who scored is asked again for every basket: Team again, at the strip's start.
    form.querySelector<HTMLInputElement>('input[name="player"][value=""]')!.checked = true;
    form.querySelector(".scorer-chips")?.scrollTo({ left: 0 });
  };

  return (
    // The page opens on it (#live-scorer: after Start, from Score live, after a
    // tap without scripts), the page's header above it out of the way.
    <section
      ref={section}
      id={LIVE_SCORER_ID}
      className="live-scorer"
      aria-labelledby="live-scorer-title"
    >
      <h2 id="live-scorer-title" className="section-title scorer-title">
        <span className="live-badge">LIVE</span> Scoring
      </h2>
      <p className="live-scoreline" aria-live="polite">
        <span className="scorer-side">
          <span className="scorer-side-name">{away.name}</span> <strong>{score.away}</strong>
        </span>
        <span className="scorer-side">
          <span className="scorer-side-name">{home.name}</span> <strong>{score.home}</strong>
        </span>
      </p>
      <div className="scorer-teams">
        {[away, home].map((team, index) => (
          <form
            key={team.teamId ?? index}
            method="post"
            action={`/admin/games/${gameId}/live`}
            className="scorer-team"
            onSubmit={hydrated ? onSubmit(team) : undefined}
          >
            <input type="hidden" name="intent" value="tap" />
            <input type="hidden" name="tapId" value={`${tapId}-${index}`} />
            <h3>{team.name}</h3>
            <fieldset className="scorer-players">
              <legend>Who scored? (optional)</legend>
              {/* One strip of chips, two rows high, scrolled sideways: a whole
                  roster never pushes the buttons off the screen. */}
              <div className="scorer-chips">
                <label>
                  <input type="radio" name="player" value="" defaultChecked /> Team
                </label>
                {/* Named by what it shows ('#38 J. Cougill', WCAG 2.5.3): the full name is its tooltip. */}
                {team.players.map((p) => (
                  <label key={p.playerId} title={p.name}>
                    <input type="radio" name="player" value={p.playerId} />
                    {p.jerseyNumber !== null ? `#${p.jerseyNumber} ` : ""}
                    {p.chipName}
                  </label>
                ))}
              </div>
            </fieldset>
            {/* Each button's name starts with what it shows ('+2 Saints', 'Undo …'), so
                a voice command of the visible text finds it (WCAG 2.5.3). */}
            <div className="scorer-buttons">
              {LIVE_POINTS.map((points) => (
                <button
                  key={points}
                  type="submit"
                  name="tap"
                  value={`${team.teamId}:${points}`}
                  className="button scorer-button"
                  aria-label={`+${points} ${team.name}`}
                >
                  +{points}
                </button>
              ))}
              <button
                type="submit"
                name="tap"
                value={`${team.teamId}:undo`}
                className="button-secondary scorer-button"
                aria-label={`Undo ${team.name}'s last basket`}
              >
                Undo
              </button>
            </div>
          </form>
        ))}
      </div>
      {/* Under the buttons: a longer message (a tap not sent) moves nothing the scorer taps. */}
      <div className="scorer-status">
        {hydrated ? (
          <p
            className={unsent > 0 || scorer.status.kind === "refused" ? "notice warn" : "muted"}
            role="status"
          >
            {statusText(scorer.status, unsent)}
          </p>
        ) : null}
      </div>
      <h3>Scoring so far</h3>
      <LiveTimeline
        baskets={scorer.state.baskets}
        teams={{
          away: { teamId: away.teamId, name: away.name, abbreviation: away.abbreviation ?? null },
          home: { teamId: home.teamId, name: home.name, abbreviation: home.abbreviation ?? null },
        }}
        pending={scorer.unsentIds}
      />
      <div className="live-actions">
        {unsent > 0 ? (
          <span className="button disabled" aria-disabled="true">
            Finish (waiting for {unsent === 1 ? "1 tap" : `${unsent} taps`})
          </span>
        ) : (
          <a href={`/admin/games/${gameId}?finish=1#result`} className="button">
            Finish
          </a>
        )}
        <form method="post" action={`/admin/games/${gameId}/live`}>
          <input type="hidden" name="intent" value="abandon" />
          <button
            type="submit"
            className="button-secondary"
            onClick={(event) => {
              if (
                !confirm(
                  "Abandon live scoring? The live score is dropped and the game is back to upcoming.",
                )
              ) {
                event.preventDefault();
              }
            }}
          >
            Abandon
          </button>
        </form>
      </div>
    </section>
  );
}
