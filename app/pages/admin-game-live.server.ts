// POST /admin/games/{id}/live: Start (only once confirmed), the scorer's
// taps, Abandon (docs/league-rules.md#live-games). The phone's script posts
// its queued taps as a JSON list and reads a JSON answer; without a script,
// each button is a plain form post (its id made when the page was drawn, so a
// double submit counts once) answered by a redirect back to the game's admin
// page, opened on its scorer (#live-scorer), as after Start.
import { redirect } from "react-router";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import { loadGameForEntry } from "~/data/game-results.server";
import {
  abandonLiveGame,
  LiveRefused,
  recordLiveTaps,
  startLiveGame,
} from "~/data/live-events.server";
import type { Database } from "~/db/connection.server";
import {
  liveScorerPath,
  parseLiveTaps,
  UNDO_OTHER_TEAM,
  type LiveRefusalCode,
  type LiveTap,
} from "~/domain/live/game";
import { isStartConfirmed, START_NOT_CONFIRMED } from "~/domain/live/start";

export type LiveAnswer = "json" | "page";

class BadTaps extends Error {}

function refusalCode(error: LiveRefused): LiveRefusalCode {
  if (error.message === UNDO_OTHER_TEAM) return "other-team";
  if (/ is closed: /.test(error.message)) return "closed";
  if (/result/.test(error.message)) return "decided";
  if (/teams/.test(error.message)) return "no-teams";
  return "not-live";
}

/** The taps of a post: the script's JSON list, or one button of the plain form. */
function postedTaps(form: FormData): string {
  if (form.get("intent") === "taps") return String(form.get("taps") ?? "");
  const [teamId, what] = String(form.get("tap") ?? "").split(":");
  const player = String(form.get("player") ?? "");
  const tap = {
    id: String(form.get("tapId") ?? ""),
    teamId,
    ...(what === "undo"
      ? { kind: "undo" }
      : { kind: "score", points: Number(what), playerId: player === "" ? null : player }),
  };
  return JSON.stringify([tap]);
}

async function readTaps(db: Database, gameId: string, form: FormData): Promise<LiveTap[]> {
  const entry = await loadGameForEntry(db, gameId);
  if (!entry) throw new LiveRefused("This game no longer exists.", 404);
  const { game, players } = entry;
  if (!game.homeTeamId || !game.awayTeamId) {
    throw new LiveRefused("This game is not being scored live.", 409);
  }
  const teamOf = new Map(players.map((p) => [p.playerId, p.teamId]));
  const parsed = parseLiveTaps(
    postedTaps(form),
    { homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId },
    (playerId) => teamOf.get(playerId),
  );
  if (!parsed.ok) throw new BadTaps(parsed.message);
  return parsed.taps;
}

export async function handleLiveAction(
  db: Database,
  gameId: string,
  viewer: Viewer,
  form: FormData,
  answer: LiveAnswer,
): Promise<Response> {
  const back = `/admin/games/${gameId}`;
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "start") {
      // Only the confirmation step's Yes starts a game: a stray or stale post must not.
      if (!isStartConfirmed(form)) {
        return answer === "json"
          ? Response.json({ message: START_NOT_CONFIRMED }, { status: 400 })
          : new Response(START_NOT_CONFIRMED, {
              status: 400,
              headers: { "Content-Type": "text/plain; charset=utf-8" },
            });
      }
      await startLiveGame(db, gameId, viewer.email, now());
      return answer === "json" ? Response.json({ ok: true }) : redirect(liveScorerPath(gameId));
    }
    if (intent === "abandon") {
      await abandonLiveGame(db, gameId, viewer.email, now());
      return answer === "json" ? Response.json({ ok: true }) : redirect(`${back}?abandoned=1`);
    }
    if (intent !== "taps" && intent !== "tap") {
      throw new BadTaps("Start, a tap or Abandon: nothing else is sent here.");
    }
    const taps = await readTaps(db, gameId, form);
    const { stored } = await recordLiveTaps(db, gameId, taps, viewer.email, now());
    return answer === "json"
      ? Response.json({ acked: taps.map((t) => t.id), stored })
      : redirect(liveScorerPath(gameId));
  } catch (error) {
    if (error instanceof BadTaps) {
      return answer === "json"
        ? Response.json({ message: error.message }, { status: 400 })
        : redirect(`${back}?refused=bad-tap`, 303);
    }
    if (error instanceof LiveRefused) {
      if (error.status === 404) throw new Response("Game not found", { status: 404 });
      return answer === "json"
        ? Response.json({ message: error.message }, { status: error.status })
        : redirect(`${back}?refused=${refusalCode(error)}`, 303);
    }
    throw error;
  }
}
