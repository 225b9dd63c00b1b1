// /admin/games/{id}: the result form's data, and Save / Erase; for a game
// being scored live, the scorer's buttons and a result form prefilled from
// the live score (docs/league-rules.md#live-games).
import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import {
  eraseGameResult,
  GameSaveRefused,
  loadGameForEntry,
  saveGameResult,
} from "~/data/game-results.server";
import { listTeams } from "~/data/teams.server";
import type { Database } from "~/db/connection.server";
import {
  boxScoreMismatches,
  parseGameEntry,
  SAVE_ANYWAY_LABEL,
  statField,
} from "~/domain/games/entry";
import { isCompleted, sideName, tracksBlocksSteals } from "~/domain/games/state";
import { STAT_KEYS, trackedStatKeys } from "~/domain/league";
import { formatGameDay, formatGameTime } from "~/domain/time/league-time";
import { foundOr404 } from "~/http.server";
import { fullName, teammateNames } from "~/domain/people/name";
import { refusal, type FormReply } from "~/form-reply";
import { liveScore, pointsByPlayer } from "~/domain/live/game";
import { liveStartQuestion } from "~/domain/live/start";
import { liveFeed } from "./live.server";

export async function loadGameEntryPage(db: Database, gameId: string, at: Date = now()) {
  const [entry, teams] = await Promise.all([loadGameForEntry(db, gameId), listTeams(db)]);
  const { game, blocksStealsAfter, players, lines } = foundOr404(entry, "Game not found");
  const names = new Map(teams.map((t) => [t.id, t.name]));
  const abbreviations = new Map(teams.map((t) => [t.id, t.abbreviation]));
  const tracked = tracksBlocksSteals(game.startsAt, blocksStealsAfter);
  const statKeys = trackedStatKeys(tracked);
  const saved = new Map(lines.map((l) => [l.playerId, l]));
  const feed = game.status === "live" ? await liveFeed(db, [game], game.id) : null;
  const liveState = feed?.games[0]?.state ?? null;
  const livePoints = liveState ? pointsByPlayer(liveState.baskets) : new Map<string, number>();
  const liveTally = liveState ? liveScore(liveState.baskets, game.homeTeamId) : null;
  /** A box's first value: the saved line, else (live) the points he was credited with. */
  const prefill = (playerId: string, key: string, line: (typeof lines)[number] | undefined) => {
    if (line) return line.status === "played" ? String(line[key as keyof typeof line]) : "";
    const points = livePoints.get(playerId);
    return key === "points" && points !== undefined ? String(points) : "";
  };
  const side = (which: "home" | "away") => {
    const teamId = which === "home" ? game.homeTeamId : game.awayTeamId;
    const roster = players.filter((p) => p.teamId === teamId);
    const chipNames = teammateNames(roster);
    return {
      teamId,
      name: sideName(game, which, (id) => names.get(id)),
      abbreviation: teamId ? (abbreviations.get(teamId) ?? null) : null,
      players: roster.map((p, index) => {
        const line = saved.get(p.playerId);
        const values: Record<string, string> = {};
        for (const key of statKeys) {
          values[statField(p.playerId, key)] = prefill(p.playerId, key, line);
        }
        return { ...p, name: fullName(p), chipName: chipNames[index]!, values };
      }),
    };
  };
  const flags = new Set(lines.map((l) => l.status));
  return {
    game: {
      id: game.id,
      status: game.status,
      date: `${formatGameDay(game.startsAt)}, ${formatGameTime(game.startsAt)}`,
      homeScore: game.homeScore ?? liveTally?.home ?? null,
      awayScore: game.awayScore ?? liveTally?.away ?? null,
      decided: isCompleted(game),
      playoff: game.type === "playoff",
      // The form is drawn again when the game changes or (live) a basket is added.
      version: `${game.updatedAt.toISOString()}:${liveState?.seq ?? 0}`,
      canStart: game.winnerId === null && game.homeTeamId !== null && game.awayTeamId !== null,
      /** What Start live scoring asks first (how early, more than an hour before tip-off). */
      startQuestion: liveStartQuestion(game.startsAt, at),
    },
    live: feed ? { feed, tapId: randomUUID() } : null,
    away: side("away"),
    home: side("home"),
    statKeys,
    forfeit: flags.has("forfeit"),
    noStats: flags.has("no-stats") && !flags.has("played"),
    statsIncomplete: (game as { statsIncomplete?: boolean }).statsIncomplete ?? false,
  };
}

export type GameEntryPage = Awaited<ReturnType<typeof loadGameEntryPage>>;

/** Save or Erase, as the admin `viewer`; `form` is the posted form. */
export async function handleGameEntry(
  db: Database,
  gameId: string,
  viewer: Viewer,
  posted: FormData,
) {
  const form = Object.fromEntries([...posted.entries()].map(([k, v]) => [k, String(v)]));
  /** What was typed in this game's boxes, sent back with a refusal so the form keeps it. */
  let typed: Record<string, string> | undefined;
  try {
    if (form.intent === "erase") {
      const { keptAdvance } = await eraseGameResult(db, gameId, viewer.email, now());
      return redirect(`/admin/games/${gameId}?erased=${keptAdvance ? "kept-advance" : "1"}`);
    }
    const entry = foundOr404(await loadGameForEntry(db, gameId), "Game not found");
    const { game } = entry;
    if (!game.homeTeamId || !game.awayTeamId) {
      return data<FormReply>(
        { result: refusal("Both teams must be set before a result can be saved.") },
        400,
      );
    }
    typed = typedEntry(form, entry.players);
    const parsed = parseGameEntry(
      form,
      {
        homeTeamId: game.homeTeamId,
        awayTeamId: game.awayTeamId,
        startsAt: game.startsAt,
        blocksStealsAfter: entry.blocksStealsAfter,
      },
      entry.players,
    );
    if (!parsed.ok) {
      return data<FormReply>(
        {
          result: refusal("Nothing was saved: fix the boxes marked above.", {
            fieldErrors: parsed.errors,
            typed,
          }),
        },
        400,
      );
    }
    // A box score that does not add up is refused, unless the admin says the sheet is incomplete.
    const names = new Map((await listTeams(db)).map((t) => [t.id, t.name]));
    const mismatches = boxScoreMismatches(
      parsed.result,
      { homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId },
      (id) => names.get(id) ?? id,
    );
    if (mismatches.length > 0) {
      return data<FormReply>(
        {
          result: refusal(
            `${mismatches.join(" ")} Correct the points, or tick “${SAVE_ANYWAY_LABEL}”. Nothing was saved.`,
            { typed },
          ),
        },
        400,
      );
    }
    await saveGameResult(db, gameId, parsed.result, viewer.email, now());
    return redirect(`/admin/games/${gameId}?saved=1`);
  } catch (error) {
    if (error instanceof GameSaveRefused) {
      return data<FormReply>({ result: refusal(error.message, { typed }) }, 409);
    }
    throw error;
  }
}

/** The longest value sent back per box: far above any score or stat. */
const TYPED_MAX = 40;

/**
 * The form's own boxes as posted (the scores, the two flags, a box per
 * rostered player and stat), each cut to TYPED_MAX: a refusal stays small
 * whatever was posted.
 */
function typedEntry(
  form: Record<string, string>,
  players: { playerId: string }[],
): Record<string, string> {
  const names = ["awayScore", "homeScore", "forfeit", "noStats", "incomplete"];
  for (const { playerId } of players) {
    for (const key of STAT_KEYS) names.push(statField(playerId, key));
  }
  const typed: Record<string, string> = {};
  for (const name of names) {
    const value = form[name];
    if (value !== undefined) typed[name] = value.slice(0, TYPED_MAX);
  }
  return typed;
}
