// /admin/games/{id}: the result form's data, and Save / Erase.
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
import { database } from "~/db/index.server";
import { parseGameEntry, statField } from "~/domain/game-entry";
import { sideName, tracksBlocksSteals } from "~/domain/game-state";
import { trackedStatKeys } from "~/domain/league";
import { formatGameDay, formatGameTime } from "~/domain/time";
import { foundOr404 } from "~/http.server";
import { fullName } from "~/domain/player-name";

export async function loadGameEntryPage(gameId: string) {
  const db = await database();
  const [entry, teams] = await Promise.all([loadGameForEntry(db, gameId), listTeams(db)]);
  const { game, blocksStealsAfter, players, lines } = foundOr404(entry, "Game not found");
  const names = new Map(teams.map((t) => [t.id, t.name]));
  const tracked = tracksBlocksSteals(game.startsAt, blocksStealsAfter);
  const statKeys = trackedStatKeys(tracked);
  const saved = new Map(lines.map((l) => [l.playerId, l]));
  const side = (which: "home" | "away") => {
    const teamId = which === "home" ? game.homeTeamId : game.awayTeamId;
    return {
      teamId,
      name: sideName(game, which, (id) => names.get(id)),
      players: players
        .filter((p) => p.teamId === teamId)
        .map((p) => {
          const line = saved.get(p.playerId);
          const values: Record<string, string> = {};
          for (const key of statKeys) {
            values[statField(p.playerId, key)] = line?.status === "played" ? String(line[key]) : "";
          }
          return { ...p, name: fullName(p), values };
        }),
    };
  };
  const flags = new Set(lines.map((l) => l.status));
  return {
    game: {
      id: game.id,
      status: game.status,
      date: `${formatGameDay(game.startsAt)}, ${formatGameTime(game.startsAt)}`,
      homeScore: game.homeScore,
      awayScore: game.awayScore,
      decided: game.winnerId !== null,
      playoff: game.type === "playoff",
      version: game.updatedAt.toISOString(),
    },
    away: side("away"),
    home: side("home"),
    statKeys,
    forfeit: flags.has("forfeit"),
    noStats: flags.has("no-stats") && !flags.has("played"),
  };
}

export type GameEntryPage = Awaited<ReturnType<typeof loadGameEntryPage>>;

export type GameEntryReply = { errors: Record<string, string>; formError: string | null };

export async function handleGameEntry(request: Request, gameId: string, viewer: Viewer) {
  const form = Object.fromEntries(
    [...(await request.formData()).entries()].map(([k, v]) => [k, String(v)]),
  );
  const db = await database();
  try {
    if (form.intent === "erase") {
      const { keptAdvance } = await eraseGameResult(db, gameId, viewer.email, now());
      return redirect(`/admin/games/${gameId}?erased=${keptAdvance ? "kept-advance" : "1"}`);
    }
    const entry = foundOr404(await loadGameForEntry(db, gameId), "Game not found");
    const { game } = entry;
    if (!game.homeTeamId || !game.awayTeamId) {
      return data<GameEntryReply>(
        { errors: {}, formError: "Both teams must be set before a result can be saved." },
        400,
      );
    }
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
      return data<GameEntryReply>(
        { errors: parsed.errors, formError: "Nothing was saved: fix the boxes marked below." },
        400,
      );
    }
    await saveGameResult(db, gameId, parsed.result, viewer.email, now());
    return redirect(`/admin/games/${gameId}?saved=1`);
  } catch (error) {
    if (error instanceof GameSaveRefused) {
      return data<GameEntryReply>({ errors: {}, formError: error.message }, 409);
    }
    throw error;
  }
}
