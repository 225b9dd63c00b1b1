// Availability (docs/league-rules.md#availability): the players' In / Out /
// Maybe for a game, the sub list and sub invitations. Who may do what is
// checked by the caller (app/domain/availability/availability.ts mayAnswerFor, or a signed
// link); these functions check what the data says: the game is still open
// for answers, and the player plays for the team.
import { and, asc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";
import {
  availability,
  games,
  players,
  seasonRosters,
  seasonTeams,
  subInvites,
  subOffers,
  teams,
} from "~/db/schema";
import {
  ANSWERS_CLOSED,
  isOpenForAnswers,
  leagueDay,
  teamAnswers,
  type AvailabilityAnswer,
  type MemberAnswer,
  type TeamMember,
} from "~/domain/availability/availability";
import type { SubCandidate } from "~/domain/availability/emails";
import { gameById } from "./games.server";
import type { Game } from "~/domain/types";
import { shown } from "./shown-columns.server";
import { shownText } from "~/domain/shown-text";

/**
 * A refusal says why, and with the HTTP status every page answers it with:
 * 410 the game is gone or closed, 403 the player is not on the team, 409 the
 * rest (the data says no).
 */
export type AvailabilityRefusal = { ok: false; status: 403 | 409 | 410; message: string };
export type AvailabilityResult = { ok: true } | AvailabilityRefusal;

const NO_SUCH_GAME = "This game is no longer on the schedule.";
const gone = (message: string): AvailabilityRefusal => ({ ok: false, status: 410, message });
const conflict = (message: string): AvailabilityRefusal => ({ ok: false, status: 409, message });

/** The game, if it is still open for answers; else why not (it has `ok`, a game has not). */
export async function openGameOrRefusal(db: Executor, gameId: string, now: Date) {
  const game = await gameById(db, gameId);
  if (!game) return gone(NO_SUCH_GAME);
  if (!isOpenForAnswers(game, now)) return gone(ANSWERS_CLOSED);
  return game;
}

export interface GameTeamAvailability {
  teamId: string;
  teamName: string;
  captainId: string | null;
  members: MemberAnswer[];
}

const sidesOf = (game: Pick<Game, "homeTeamId" | "awayTeamId">) =>
  [game.awayTeamId, game.homeTeamId].filter((id): id is string => id !== null);

/**
 * Each side's roster for the game's season, plus the subs who accepted for
 * this game, with their answers (away team first, as the league writes games).
 */
export async function gameAvailability(
  db: Executor,
  game: Pick<Game, "id" | "seasonId" | "homeTeamId" | "awayTeamId">,
): Promise<GameTeamAvailability[]> {
  const teamIds = sidesOf(game);
  if (teamIds.length === 0) return [];
  const person = {
    playerId: players.id,
    firstName: players.firstName,
    lastName: players.lastName,
    teamId: seasonRosters.teamId,
  };
  // One after another, not Promise.all: inside a transaction the queries share one connection.
  const rostered = await db
    .select(person)
    .from(seasonRosters)
    .innerJoin(players, eq(players.id, seasonRosters.playerId))
    .where(and(eq(seasonRosters.seasonId, game.seasonId), inArray(seasonRosters.teamId, teamIds)));
  const subs = await db
    .select({ ...person, teamId: subInvites.teamId })
    .from(subInvites)
    .innerJoin(players, eq(players.id, subInvites.playerId))
    .where(and(eq(subInvites.gameId, game.id), isNotNull(subInvites.acceptedAt)));
  const answers = await db
    .select({ playerId: availability.playerId, answer: availability.answer })
    .from(availability)
    .where(eq(availability.gameId, game.id));
  const sides = await db
    .select({ teamId: teams.id, teamName: shown(teams.name), captainId: seasonTeams.captainId })
    .from(teams)
    .leftJoin(
      seasonTeams,
      and(eq(seasonTeams.teamId, teams.id), eq(seasonTeams.seasonId, game.seasonId)),
    )
    .where(inArray(teams.id, teamIds));
  const answerOf = new Map(answers.map((a) => [a.playerId, a.answer]));
  return teamIds.flatMap((teamId) => {
    const side = sides.find((s) => s.teamId === teamId);
    if (!side) return [];
    const onRoster = rostered.filter((r) => r.teamId === teamId);
    const members: TeamMember[] = [
      ...onRoster.map((r) => ({ ...r, isSub: false })),
      ...subs
        .filter((s) => s.teamId === teamId && !onRoster.some((r) => r.playerId === s.playerId))
        .map((s) => ({ ...s, isSub: true })),
    ];
    return [{ ...side, members: teamAnswers(members, answerOf) }];
  });
}

/** The team a player answers for in a game: his roster's, or the one he subs for. */
async function teamOfPlayer(
  db: Executor,
  game: Game,
  playerId: string,
): Promise<{ teamId: string; isSub: boolean } | null> {
  const teamIds = sidesOf(game);
  if (teamIds.length === 0) return null;
  const [rostered] = await db
    .select({ teamId: seasonRosters.teamId })
    .from(seasonRosters)
    .where(
      and(
        eq(seasonRosters.seasonId, game.seasonId),
        eq(seasonRosters.playerId, playerId),
        inArray(seasonRosters.teamId, teamIds),
      ),
    );
  if (rostered) return { teamId: rostered.teamId, isSub: false };
  const [sub] = await db
    .select({ teamId: subInvites.teamId })
    .from(subInvites)
    .where(
      and(
        eq(subInvites.gameId, game.id),
        eq(subInvites.playerId, playerId),
        isNotNull(subInvites.acceptedAt),
      ),
    );
  return sub ? { teamId: sub.teamId, isSub: true } : null;
}

/**
 * Records a player's answer for a game (a second answer replaces the first).
 * Refused once the game is no longer open, or when he plays for neither team.
 */
export async function setAnswer(
  db: Executor,
  input: {
    gameId: string;
    playerId: string;
    answer: AvailabilityAnswer;
    setBy: "self" | "link" | "captain" | "admin";
    now: Date;
  },
): Promise<AvailabilityResult> {
  const game = await openGameOrRefusal(db, input.gameId, input.now);
  if ("ok" in game) return game;
  const team = await teamOfPlayer(db, game, input.playerId);
  if (!team) {
    return { ok: false, status: 403, message: "That player is not on either team of this game." };
  }
  await db
    .insert(availability)
    .values({
      gameId: game.id,
      playerId: input.playerId,
      teamId: team.teamId,
      answer: input.answer,
      isSub: team.isSub,
      setBy: input.setBy,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [availability.gameId, availability.playerId],
      set: { answer: input.answer, setBy: input.setBy, updatedAt: input.now },
    });
  return { ok: true };
}

export interface PlayerNextGame {
  gameId: string;
  startsAt: Date;
  location: string;
  teamId: string;
  teamName: string;
  opponentName: string;
  isHome: boolean;
  answer: AvailabilityAnswer | null;
  isSub: boolean;
}

type NextGameRow = {
  game_id: string;
  starts_at: string | Date;
  location: string;
  team_id: string;
  team_name: string;
  opponent_name: string | null;
  is_home: boolean;
  answer: AvailabilityAnswer | null;
  is_sub: boolean;
};

/** The player's next scheduled games (his rosters' and the ones he subs in), soonest first. */
export async function nextGamesOf(
  db: Executor,
  playerId: string,
  now: Date,
  limit = 5,
): Promise<PlayerNextGame[]> {
  const result = await db.execute<NextGameRow>(sql`
    with mine as (
      select g.id, r.team_id, false as is_sub
      from ${games} g
      join ${seasonRosters} r on r.season_id = g.season_id and r.player_id = ${playerId}
        and r.team_id in (g.home_team_id, g.away_team_id)
      where g.status = 'scheduled' and g.starts_at > ${now.toISOString()}::timestamptz
      union
      select i.game_id, i.team_id, true
      from ${subInvites} i
      join ${games} g on g.id = i.game_id
      where i.player_id = ${playerId} and i.accepted_at is not null
        and g.status = 'scheduled' and g.starts_at > ${now.toISOString()}::timestamptz
    )
    select g.id as game_id, g.starts_at, g.location, mine.team_id, t.name as team_name,
      o.name as opponent_name, g.home_team_id = mine.team_id as is_home,
      a.answer, mine.is_sub
    from mine
    join ${games} g on g.id = mine.id
    join ${teams} t on t.id = mine.team_id
    left join ${teams} o on o.id = case when g.home_team_id = mine.team_id
      then g.away_team_id else g.home_team_id end
    left join ${availability} a on a.game_id = g.id and a.player_id = ${playerId}
    order by g.starts_at, g.id
    limit ${limit}`);
  const { rows } = result as unknown as { rows: NextGameRow[] };
  return rows.map((row) => ({
    gameId: row.game_id,
    startsAt: new Date(row.starts_at),
    location: row.location,
    teamId: row.team_id,
    teamName: shownText(row.team_name),
    opponentName: row.opponent_name === null ? "TBD" : shownText(row.opponent_name),
    isHome: row.is_home,
    answer: row.answer,
    isSub: row.is_sub,
  }));
}

// --- The sub list -----------------------------------------------------------

/** The days with scheduled games from now on (the league's dates), soonest first. */
export async function upcomingGameDays(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .select({ startsAt: games.startsAt })
    .from(games)
    .where(and(eq(games.status, "scheduled"), gt(games.startsAt, now)))
    .orderBy(asc(games.startsAt));
  return [...new Set(rows.map((r) => leagueDay(r.startsAt)))];
}

export async function subOfferDays(db: Executor, playerId: string): Promise<string[]> {
  const rows = await db
    .select({ day: subOffers.day })
    .from(subOffers)
    .where(eq(subOffers.playerId, playerId))
    .orderBy(asc(subOffers.day));
  return rows.map((r) => r.day);
}

/** On or off the sub list for a day (a day must have games still to come). */
export async function setSubOffer(
  db: Executor,
  input: { playerId: string; day: string; available: boolean; now: Date },
): Promise<AvailabilityResult> {
  if (!input.available) {
    await db
      .delete(subOffers)
      .where(and(eq(subOffers.playerId, input.playerId), eq(subOffers.day, input.day)));
    return { ok: true };
  }
  if (!(await upcomingGameDays(db, input.now)).includes(input.day)) {
    return conflict("There are no games still to come on that day.");
  }
  await db
    .insert(subOffers)
    .values({ playerId: input.playerId, day: input.day, createdAt: input.now })
    .onConflictDoNothing();
  return { ok: true };
}

export interface SubListEntry extends SubCandidate {
  /** Invited to this game (by any team), and whether he accepted. */
  invited: boolean;
  accepted: boolean;
}

/**
 * The subs for a team's game: players on the list for the game's day who are
 * on neither team's roster this season, in name order.
 */
export async function subsForGame(
  db: Executor,
  game: Pick<Game, "id" | "seasonId" | "startsAt" | "homeTeamId" | "awayTeamId">,
): Promise<SubListEntry[]> {
  const teamIds = sidesOf(game);
  const rows = await db
    .select({
      playerId: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      email: players.email,
      phone: players.phone,
      invitedAt: subInvites.invitedAt,
      acceptedAt: subInvites.acceptedAt,
    })
    .from(subOffers)
    .innerJoin(players, eq(players.id, subOffers.playerId))
    .leftJoin(
      subInvites,
      and(eq(subInvites.gameId, game.id), eq(subInvites.playerId, subOffers.playerId)),
    )
    .where(
      and(
        eq(subOffers.day, leagueDay(game.startsAt)),
        teamIds.length === 0
          ? undefined
          : sql`not exists (select 1 from ${seasonRosters} r where r.season_id = ${game.seasonId}
              and r.player_id = ${subOffers.playerId} and r.team_id in ${teamIds})`,
      ),
    )
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id));
  return rows.map(({ invitedAt, acceptedAt, ...sub }) => ({
    ...sub,
    invited: invitedAt !== null,
    accepted: acceptedAt !== null,
  }));
}

/**
 * A captain's (or admin's) invitation of a sub to his team's game. The sub
 * must be on the list for that day and on neither team; inviting again changes
 * nothing. Returns whether it is new (the caller queues the invitation email
 * in the same transaction).
 */
export async function inviteSub(
  db: Executor,
  input: { gameId: string; teamId: string; playerId: string; now: Date },
): Promise<AvailabilityResult & { isNew?: boolean }> {
  const game = await openGameOrRefusal(db, input.gameId, input.now);
  if ("ok" in game) return game;
  if (!sidesOf(game).includes(input.teamId)) {
    return conflict("That team does not play in this game.");
  }
  const sub = (await subsForGame(db, game)).find((s) => s.playerId === input.playerId);
  if (!sub) return conflict("That player is not on the sub list for this day.");
  const inserted = await db
    .insert(subInvites)
    .values({
      gameId: game.id,
      playerId: input.playerId,
      teamId: input.teamId,
      invitedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ playerId: subInvites.playerId });
  return { ok: true, isNew: inserted.length > 0 };
}

/** A sub's invitation to a game (by the team that invited him), if there is one. */
export async function subInviteOf(
  db: Executor,
  gameId: string,
  playerId: string,
): Promise<{ teamId: string; accepted: boolean } | null> {
  const [invite] = await db
    .select({ teamId: subInvites.teamId, acceptedAt: subInvites.acceptedAt })
    .from(subInvites)
    .where(and(eq(subInvites.gameId, gameId), eq(subInvites.playerId, playerId)));
  return invite ? { teamId: invite.teamId, accepted: invite.acceptedAt !== null } : null;
}

/** Why a sub who took himself off the list for the day cannot say yes. */
export const OFF_THE_SUB_LIST =
  "You are no longer on the sub list for this day, so this invitation cannot be accepted. To play, put yourself back on the list on your account page, then tap Yes, I'll play again.";

/**
 * The sub taps "Yes, I'll play": he is In for that game, for the team that
 * invited him. Only while he is still on the sub list for that day (and on
 * neither team): one who withdrew is refused (409), and nothing changes.
 */
export async function acceptSubInvite(
  db: Executor,
  input: { gameId: string; teamId: string; playerId: string; now: Date },
): Promise<AvailabilityResult> {
  const game = await openGameOrRefusal(db, input.gameId, input.now);
  if ("ok" in game) return game;
  if (!(await subsForGame(db, game)).some((s) => s.playerId === input.playerId)) {
    return conflict(OFF_THE_SUB_LIST);
  }
  const [invite] = await db
    .update(subInvites)
    .set({
      acceptedAt: sql`coalesce(${subInvites.acceptedAt}, ${input.now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(subInvites.gameId, input.gameId),
        eq(subInvites.playerId, input.playerId),
        eq(subInvites.teamId, input.teamId),
      ),
    )
    .returning({ teamId: subInvites.teamId });
  if (!invite) return conflict("This invitation is no longer open.");
  return setAnswer(db, { ...input, answer: "in", setBy: "link" });
}

/** The players who subbed (accepted) in a game, with the team they play for: they go on its stat sheet. */
export async function acceptedSubsOfGame(db: Executor, gameId: string) {
  return db
    .select({
      playerId: players.id,
      teamId: subInvites.teamId,
      firstName: players.firstName,
      lastName: players.lastName,
      jerseyNumber: players.jerseyNumber,
    })
    .from(subInvites)
    .innerJoin(players, eq(players.id, subInvites.playerId))
    .where(and(eq(subInvites.gameId, gameId), isNotNull(subInvites.acceptedAt)))
    .orderBy(asc(players.lastName), asc(players.firstName));
}
