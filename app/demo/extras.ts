// Signups, game comments and prayer intentions for the demo league.
import type { Game } from "../domain/types";
import { HOUR_MS, MINUTE_MS } from "./calendar";
import { COMMENT_THREADS, PRAYERS } from "./content/texts";
import { leagueDateParts } from "~/domain/time/league-time";
import type { IdMaker, Rng } from "./random";
import type { CommentRow, PrayerIntentionRow, Profile, Rosters, SignupRow } from "./types";

const DAY_MS = 24 * HOUR_MS;

/** A whole-minute instant between `from` and `to`. */
export function between(rng: Rng, from: Date, to: Date): Date {
  const span = Math.max(0, to.getTime() - from.getTime());
  const t = from.getTime() + Math.floor(rng.next() * span);
  return new Date(Math.floor(t / MINUTE_MS) * MINUTE_MS);
}

export function signupsFor(opts: {
  rng: Rng;
  ids: IdMaker;
  seasonId: number;
  players: Profile[];
  from: Date;
  to: Date;
  paidChance: number;
}): SignupRow[] {
  return opts.players.map((p) => ({
    id: opts.ids.next(),
    seasonId: opts.seasonId,
    playerId: p.row.id,
    status: p.firstSeason >= opts.seasonId ? "new" : "returning",
    paid: opts.rng.chance(opts.paidChance),
    createdAt: between(opts.rng, opts.from, opts.to),
  }));
}

/** Moves a small-hours time to the same morning after 7:00, when that is not after `latest`. */
function awake(t: Date, latest: Date): Date {
  const { hour } = leagueDateParts(t);
  if (hour >= 7) return t;
  const later = new Date(t.getTime() + (7 - hour) * HOUR_MS);
  return later.getTime() <= latest.getTime() ? later : t;
}

function teamOf(rosters: Rosters, playerId: string): string | undefined {
  for (const [teamId, ids] of rosters) if (ids.includes(playerId)) return teamId;
  return undefined;
}

/**
 * Comments on about ten completed games of the current season, mostly the
 * latest ones; the newest is a little while before `now`. Some get a reply
 * from the other team. The demo player writes one on a game of his team.
 */
export function gameComments(opts: {
  rng: Rng;
  ids: IdMaker;
  finals: Game[];
  rosters: Rosters;
  teamNames: Map<string, string>;
  now: Date;
  demoPlayerId: string;
}): CommentRow[] {
  const { rng, ids, rosters, now } = opts;
  const newestFirst = [...opts.finals]
    .filter((g) => g.startsAt.getTime() + 100 * MINUTE_MS < now.getTime() - 10 * MINUTE_MS)
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
  const chosen = [...newestFirst.slice(0, 6), ...rng.shuffle(newestFirst.slice(6)).slice(0, 4)];
  const demoTeam = teamOf(rosters, opts.demoPlayerId);
  const demoGame = chosen.find((g) => g.homeTeamId === demoTeam || g.awayTeamId === demoTeam);
  const threads = rng.shuffle(COMMENT_THREADS);
  const rows: CommentRow[] = [];
  chosen.forEach((game, index) => {
    const home = game.homeTeamId ?? "";
    const away = game.awayTeamId ?? "";
    const earliest = new Date(game.startsAt.getTime() + 100 * MINUTE_MS);
    // Talk dies down within three days, except on the latest game: someone
    // always has the last word shortly before `now`.
    const latest = new Date(
      index === 0
        ? now.getTime() - 10 * MINUTE_MS
        : Math.min(now.getTime() - 10 * MINUTE_MS, earliest.getTime() + 3 * DAY_MS),
    );
    const count = index === 0 || rng.chance(0.4) ? 2 : 1;
    for (let c = 0; c < count; c++) {
      const side = rng.chance(0.5) ? home : away;
      const isDemo = game === demoGame && c === 0;
      const author = isDemo
        ? opts.demoPlayerId
        : rng.pick(rosters.get(side) ?? [opts.demoPlayerId]);
      const authorTeam = teamOf(rosters, author) ?? side;
      const other = authorTeam === home ? away : home;
      const thread = threads.pop() ?? { text: "Good game, everybody.", replies: [] };
      const text = thread.text
        .replaceAll("{team}", opts.teamNames.get(authorTeam) ?? "we")
        .replaceAll("{opp}", opts.teamNames.get(other) ?? "fellas");
      // The newest comment lands within the last hour or two before now.
      const createdAt =
        index === 0 && c === count - 1
          ? new Date(Math.max(earliest.getTime(), latest.getTime() - rng.int(0, 90) * MINUTE_MS))
          : awake(between(rng, earliest, latest), latest);
      const top: CommentRow = {
        id: ids.next(),
        gameId: game.id,
        playerId: author,
        replyToId: null,
        text,
        status: "published",
        likes: rng.int(0, 7),
        createdAt,
      };
      rows.push(top);
      if (thread.replies.length === 0 || !rng.chance(0.5)) continue;
      const replyText = rng.pick(thread.replies);
      const replier = rng.pick(
        [...(rosters.get(home) ?? []), ...(rosters.get(away) ?? [])].filter((id) => id !== author),
      );
      const replyAt = new Date(
        Math.min(now.getTime() - 2 * MINUTE_MS, createdAt.getTime() + rng.int(10, 300) * MINUTE_MS),
      );
      if (replyAt.getTime() <= createdAt.getTime()) continue;
      rows.push({
        id: ids.next(),
        gameId: game.id,
        playerId: replier,
        replyToId: top.id,
        text: replyText,
        status: "published",
        likes: rng.int(0, 4),
        createdAt: awake(replyAt, new Date(now.getTime() - 2 * MINUTE_MS)),
      });
    }
  });
  // Replies always come after their comment, so this order also suits inserts.
  return rows.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
}

/**
 * Twelve prayer intentions over the last five weeks: the three newest still
 * new, the three oldest prayed for, the rest mostly prayed for once a week old.
 */
export function prayerIntentions(rng: Rng, ids: IdMaker, now: Date): PrayerIntentionRow[] {
  const rows = rng
    .shuffle(PRAYERS)
    .slice(0, 12)
    .map((prayer) => ({
      id: ids.next(),
      name: prayer.name,
      message: prayer.message,
      createdAt: between(
        rng,
        new Date(now.getTime() - 35 * DAY_MS),
        new Date(now.getTime() - HOUR_MS),
      ),
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return rows.map((row, index) => {
    const ageDays = (now.getTime() - row.createdAt.getTime()) / DAY_MS;
    const prayed = index < 3 || (index < rows.length - 3 && rng.chance(ageDays > 7 ? 0.75 : 0.3));
    return { ...row, status: prayed ? ("prayed" as const) : ("new" as const) };
  });
}
