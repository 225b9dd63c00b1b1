// The original site's records mapped to our rows, one kind at a time:
// players (league copy merged with the players collection), games with their
// playoff tags, stat lines, signups, comments and prayer intentions.
import { decideWinner } from "~/domain/games/state";
import { type Located, parsePlayoffTags, Reader, LegacyImportError } from "./legacy-fields";
import type { StoredPlayerFields } from "~/domain/people/form";
import {
  checkStoredPlayer,
  emailClashProblem,
  type PlayerFieldName,
  playerRuleProblem,
} from "~/domain/people/fields";
import type { Game, GameStat, GameStatus, GameType, StatStatus } from "~/domain/types";

export type ImportedPlayer = StoredPlayerFields & { id: string };

export interface ImportedSignup {
  id: string;
  seasonId: number;
  playerId: string;
  status: "new" | "returning";
  paid: boolean;
  createdAt: Date;
}

export interface ImportedComment {
  id: string;
  gameId: string;
  playerId: string;
  replyToId: string | null;
  text: string;
  status: string;
  likes: number;
  createdAt: Date;
}

export interface ImportedPrayer {
  id: string;
  name: string | null;
  message: string;
  status: "new" | "prayed";
  createdAt: Date;
}

/**
 * The same record in two places (the league document's copy and its own
 * collection): one document, the second source's fields winning.
 */
export function mergeSources(
  first: Located[],
  second: Located[],
  key: (r: Reader) => string,
): Located[] {
  const out = new Map<string, Located>();
  for (const at of [...first, ...second]) {
    const k = key(new Reader(at));
    const prev = out.get(k);
    if (!prev) {
      out.set(k, at);
      continue;
    }
    const fields = Object.fromEntries(Object.entries(at.doc).filter(([, v]) => v !== undefined));
    out.set(k, {
      doc: { ...prev.doc, ...fields },
      id: at.id ?? prev.id,
      label: `${at.label} (with ${prev.label})`,
    });
  }
  return [...out.values()];
}

/** Where a player field is in the original's documents: the spellings mapPlayers reads. */
const LEGACY_SPELLINGS: Record<PlayerFieldName, readonly string[]> = {
  firstName: ["firstName", "first_name"],
  lastName: ["lastName", "last_name"],
  email: ["email", "Email"],
  phone: ["phone"],
  age: ["age"],
  heightFeet: ["height.feet"],
  heightInches: ["height.inches"],
  jerseyNumber: ["jerseyNumber", "jersey_number"],
  jerseySize: ["jerseySize", "jersey_size"],
};

/**
 * Players: camelCase spellings (the players collection) win over the league
 * copy's snake_case. Each must pass the player field rules for the fields he
 * has (app/domain/people/fields.ts; old records may lack phone, age, height
 * and jersey); emails are stored normalized, and two players whose emails are
 * the same once normalized are refused, naming both.
 */
export function mapPlayers(docs: Located[]): {
  players: ImportedPlayer[];
  /** The league copy's team_id: the player's team in the current season. */
  teamOf: Map<string, string>;
} {
  const players: ImportedPlayer[] = [];
  const teamOf = new Map<string, string>();
  const byEmail = new Map<string, ImportedPlayer>();
  /** Each player's email as the file has it, for the message naming two who clash. */
  const rawEmailOf = new Map<string, string>();
  for (const at of docs) {
    const r: Reader = new Reader(at);
    const id = r.docId();
    const rawEmail = r.requiredText("email", "Email");
    const height = r.object("height");
    const birthday = r.object("birthday");
    const read = {
      firstName: r.requiredText("firstName", "first_name"),
      lastName: r.requiredText("lastName", "last_name"),
      email: rawEmail,
      phone: r.text(["phone"]),
      heightFeet: height?.int(["feet"], { min: 0 }) ?? null,
      heightInches: height?.int(["inches"], { min: 0 }) ?? null,
      age: r.int(["age"], { min: 0 }),
      jerseyNumber: r.int(["jerseyNumber", "jersey_number"], { min: 0 }),
      jerseySize: r.text(["jerseySize", "jersey_size"]),
    };
    const checked = checkStoredPlayer(read);
    if (!checked.ok) {
      const spellings = LEGACY_SPELLINGS[checked.field];
      const field = spellings.find((name) => r.has(name)) ?? spellings[0]!;
      r.fail(field, playerRuleProblem(checked, read));
    }
    const player: ImportedPlayer = {
      id,
      ...checked.values,
      imageUrl: r.text(["imageURL", "imageUrl", "image_url"]),
      birthdayYear: birthday?.int(["year"], { min: 1900 }) ?? null,
      birthdayMonth: birthday?.int(["month"], { min: 1 }) ?? null,
      birthdayDay: birthday?.int(["day"], { min: 1 }) ?? null,
    };
    const other = byEmail.get(player.email);
    if (other) {
      r.fail(
        "email",
        emailClashProblem(
          { ...other, email: rawEmailOf.get(other.id) ?? other.email },
          { ...player, email: rawEmail },
        ),
      );
    }
    byEmail.set(player.email, player);
    rawEmailOf.set(id, rawEmail);
    players.push(player);
    const teamId = r.id(["team_id", "teamId"]);
    if (teamId) teamOf.set(id, teamId);
  }
  return { players, teamOf };
}

const GAME_TYPES: readonly GameType[] = ["regular_season", "playoff"];
const GAME_STATUSES: readonly GameStatus[] = ["scheduled", "completed", "postponed"];

export function mapGames(docs: Located[], teamIds: Set<string>, notes: string[]): Game[] {
  const games: Game[] = [];
  const labels = new Map<string, Reader>();
  for (const at of docs) {
    const r: Reader = new Reader(at);
    const id = r.docId();
    const team = (field: string) => {
      const teamId = r.id([field]);
      if (teamId !== null && !teamIds.has(teamId))
        r.fail(field, `team "${teamId}" is not among the teams`);
      return teamId;
    };
    const homeTeamId = team("home_team_id");
    const awayTeamId = team("away_team_id");
    let winnerId = team("winner");
    if (winnerId !== null && winnerId !== homeTeamId && winnerId !== awayTeamId) {
      r.fail("winner", `"${winnerId}" is neither team of this game`);
    }
    const tags = parsePlayoffTags(r.strings(["playoff_tags", "playoffTags"]));
    for (const tag of tags.unknown)
      notes.push(`${r.label}: ignored the unknown playoff tag "${tag}".`);
    const type = r.oneOf(
      ["type"],
      GAME_TYPES,
      tags.round || tags.feeders.length ? "playoff" : "regular_season",
    );
    const status = r.oneOf(["status"], GAME_STATUSES, winnerId ? "completed" : "scheduled");
    if (winnerId !== null && status !== "completed") {
      r.fail(
        "status",
        `the game has a winner but its status is "${status}": only a completed game has a winner`,
      );
    }
    const score = r.object("score");
    const decided = winnerId !== null || status === "completed";
    let homeScore = decided ? (score?.int(["home"], { min: 0 }) ?? null) : null;
    let awayScore = decided ? (score?.int(["away"], { min: 0 }) ?? null) : null;
    if (status === "completed" && winnerId === null) {
      if (homeScore === null || awayScore === null || !homeTeamId || !awayTeamId) {
        r.fail("winner", "a completed game needs both teams, its score and a winner");
      }
      winnerId = decideWinner(homeTeamId, awayTeamId, homeScore, awayScore);
      notes.push(`${r.label}: completed without a winner; the winner is ${winnerId} by the score.`);
    }
    if (winnerId !== null && (homeScore === null || awayScore === null)) {
      homeScore ??= 0;
      awayScore ??= 0;
    }
    const referees = r.value("referees");
    games.push({
      id,
      seasonId: r.requiredInt("season", 1),
      type,
      status,
      startsAt: r.requiredTime("date"),
      location: r.requiredText("location"),
      homeTeamId,
      awayTeamId,
      homePlaceholder: r.text(["home_team_placeholder"]),
      awayPlaceholder: r.text(["away_team_placeholder"]),
      homeScore,
      awayScore,
      winnerId,
      referees: Array.isArray(referees)
        ? r.strings(["referees"]).join(", ") || null
        : r.text(["referees"]),
      playoffRound: tags.round,
      playoffConference: tags.conference,
      matchup: tags.matchup,
      feederGameIds: tags.feeders,
      playoffRoundOrder: r.int(["playoff_round_order", "playoffRoundOrder"]),
    });
    labels.set(id, r);
  }
  const ids = new Set(games.map((g) => g.id));
  for (const game of games) {
    for (const feeder of game.feederGameIds) {
      if (!ids.has(feeder)) {
        labels
          .get(game.id)
          ?.fail("playoff_tags", `winner_${feeder} names a game that is not in the file`);
      }
    }
  }
  return games;
}

const STAT_STATUSES: readonly StatStatus[] = ["played", "dnp", "forfeit", "no-stats"];

export function mapGameStats(docs: Located[], games: Game[], playerIds: Set<string>): GameStat[] {
  const gamesById = new Map(games.map((g) => [g.id, g]));
  return docs.map((at) => {
    const r: Reader = new Reader(at);
    const gameId = r.requiredId("game_id", "gameId");
    const game = gamesById.get(gameId);
    if (!game) r.fail("game_id", `game "${gameId}" is not among the games`);
    const playerId = r.requiredId("player_id", "playerId");
    if (!playerIds.has(playerId))
      r.fail("player_id", `player "${playerId}" is not among the players`);
    const teamId = r.requiredId("team_id", "teamId");
    if (teamId !== game.homeTeamId && teamId !== game.awayTeamId) {
      r.fail("team_id", `"${teamId}" is neither team of game ${gameId}`);
    }
    const stat = (name: string) => r.int([name], { min: 0 }) ?? 0;
    return {
      gameId,
      playerId,
      teamId,
      points: stat("points"),
      rebounds: stat("rebounds"),
      assists: stat("assists"),
      blocks: stat("blocks"),
      steals: stat("steals"),
      status: r.oneOf(["status"], STAT_STATUSES, "played"),
    };
  });
}

/** Signups; a player signed up twice for one season keeps one signup (the first, paid if any was). */
export function mapSignups(
  docs: Located[],
  playerIds: Set<string>,
  notes: string[],
): ImportedSignup[] {
  const bySeasonPlayer = new Map<string, ImportedSignup>();
  for (const at of docs) {
    const r: Reader = new Reader(at);
    const playerId = r.requiredId("player_id", "playerId");
    if (!playerIds.has(playerId))
      r.fail("player_id", `player "${playerId}" is not among the players`);
    const signup: ImportedSignup = {
      id: r.docId(),
      seasonId: r.requiredInt("season", 1),
      playerId,
      status: r.oneOf(["status"], ["new", "returning"] as const),
      paid: r.bool(["paid"], false),
      createdAt: r.requiredTime("created_at", "createdAt"),
    };
    const key = `${signup.seasonId}:${playerId}`;
    const earlier = bySeasonPlayer.get(key);
    if (!earlier) {
      bySeasonPlayer.set(key, signup);
      continue;
    }
    notes.push(
      `${r.label}: player ${playerId} signed up twice for season ${signup.seasonId}; kept one signup.`,
    );
    const first = earlier.createdAt <= signup.createdAt ? earlier : signup;
    bySeasonPlayer.set(key, { ...first, paid: earlier.paid || signup.paid });
  }
  return [...bySeasonPlayer.values()];
}

export function mapComments(
  docs: Located[],
  gameIds: Set<string>,
  playerIds: Set<string>,
): ImportedComment[] {
  const comments = docs.map((at) => {
    const r: Reader = new Reader(at);
    const gameId = r.requiredId("gameID", "gameId", "game_id");
    if (!gameIds.has(gameId)) r.fail("gameID", `game "${gameId}" is not among the games`);
    const playerId = r.requiredId("playerID", "playerId", "player_id");
    if (!playerIds.has(playerId))
      r.fail("playerID", `player "${playerId}" is not among the players`);
    const likes = r.value("likes");
    const text = r.value("text");
    if (typeof text !== "string") r.fail("text", "required text is missing");
    return {
      reader: r,
      row: {
        id: r.docId(),
        gameId,
        playerId,
        replyToId: r.id(["replyTo", "reply_to"]),
        text,
        status: r.text(["status"]) ?? "published",
        likes: Array.isArray(likes) ? likes.length : (r.int(["likes"], { min: 0 }) ?? 0),
        createdAt: r.requiredTime("timestamp", "created_at"),
      },
    };
  });
  const ids = new Set<string>();
  for (const { reader, row } of comments) {
    if (ids.has(row.id)) reader.fail("id", `a second comment with id ${row.id}`);
    ids.add(row.id);
  }
  for (const { reader, row } of comments) {
    if (row.replyToId !== null && !ids.has(row.replyToId)) {
      reader.fail("replyTo", `comment "${row.replyToId}" is not among the comments`);
    }
  }
  return comments.map((c) => c.row);
}

export function mapPrayers(docs: Located[]): ImportedPrayer[] {
  return docs.map((at) => {
    const r: Reader = new Reader(at);
    const message = r.value("message");
    if (typeof message !== "string" || message.trim() === "")
      r.fail("message", "required text is missing");
    return {
      id: r.docId(),
      name: r.typedName(["name"], "the name"),
      message,
      status: r.oneOf(["status"], ["new", "prayed"] as const, "new"),
      createdAt: r.requiredTime("created_at", "createdAt", "timestamp"),
    };
  });
}

/** Ids must be unique within a kind of record. */
export function requireUnique(docs: Located[], what: string): void {
  const seen = new Set<string>();
  for (const at of docs) {
    const id = new Reader(at).docId();
    if (seen.has(id))
      throw new LegacyImportError(`Bad record ${at.label}: a second ${what} with id ${id}.`);
    seen.add(id);
  }
}
