// Seasons from one to the next (docs/league-rules.md#seasons): start the next
// season from the latest, make a season current, open or close its signups
// (closing a season: season-close.server.ts).
// Part of the seasons aggregate (seasons.server.ts reads them and their teams).
// Each write is one transaction with its audit entry; the database's keys and
// unique indexes, not checks in code, make two admins' presses land once.
// Each takes the season-state turn (seasonWrite, newSeasonWrite), so what it
// reads of the other seasons (which is current, which takes signups) holds
// until it commits, and writes each season's row under that season's grant.
import { and, asc, count, desc, eq, inArray, ne } from "drizzle-orm";
import type { Database, Executor } from "~/db/connection.server";
import { pgError, UNIQUE_VIOLATION } from "~/db/errors.server";
import { drafts, players, seasonRosters, seasonTeams, seasons, signups, teams } from "~/db/schema";
import { seasonNameTakenMessage, seasonWithSameName } from "~/domain/season/start";
import { computeStandings } from "~/domain/stats/standings";
import type { Conference } from "~/domain/types";
import { recordAudit } from "./audit.server";
import { seasonGames } from "./games.server";
import { confirmationRefusal, type Question } from "~/domain/confirmation";
import {
  closeSignupsQuestion,
  makeCurrentModel,
  makeCurrentQuestion,
  openSignupsQuestion,
} from "~/domain/season/questions";
import { newSeasonWrite, seasonWrite } from "./season-state.server";
import {
  asLeagueSeason,
  currentSeason,
  listSeasons,
  seasonById,
  SeasonChangeRefused,
  SeasonNameTaken,
  seasonTeamsOf,
  seasonShownColumns,
  type Season,
} from "./seasons.server";
import type { ActorStamp } from "./teams.server";
import { seasonRosterPlayers } from "./rosters.server";
import { shown } from "./shown-columns.server";
import { distinctNames, type ChoosablePlayer } from "~/domain/people/name";

/** The season taking signups, if any (at most one: seasons_one_registration_idx). */
export async function registrationSeason(db: Executor): Promise<Season | undefined> {
  const [row] = await db
    .select(seasonShownColumns)
    .from(seasons)
    .where(eq(seasons.registrationOpen, true))
    .limit(1);
  return row;
}

/** A team of the latest season, its captain and the players who could captain it again. */
interface TeamCaptaincy {
  teamId: string;
  name: string;
  conference: Conference;
  captainId: string | null;
  captainChoices: { id: string; name: string }[];
}

/** A team's players to choose a captain from, namesakes told apart (distinctNames). */
function captainChoices(roster: (ChoosablePlayer & { playerId: string })[]) {
  const names = distinctNames(roster);
  return roster.map((r, i) => ({ id: r.playerId, name: names[i]! }));
}

/** The season with the highest number: the one Start next season continues from. */
async function latestSeason(db: Executor): Promise<Season | undefined> {
  const [row] = await db
    .select(seasonShownColumns)
    .from(seasons)
    .orderBy(desc(seasons.id))
    .limit(1);
  return row;
}

/** What "Start next season" proposes: the latest season's teams, conferences and captains. */
export async function nextSeasonProposal(db: Executor) {
  const latest = await latestSeason(db);
  if (!latest) return null;
  const [entries, roster] = await Promise.all([
    db
      .select({
        teamId: seasonTeams.teamId,
        name: shown(teams.name),
        conference: seasonTeams.conference,
        captainId: seasonTeams.captainId,
      })
      .from(seasonTeams)
      .innerJoin(teams, eq(teams.id, seasonTeams.teamId))
      .where(eq(seasonTeams.seasonId, latest.id))
      .orderBy(asc(seasonTeams.conference), asc(teams.name)),
    seasonRosterPlayers(db, latest.id).orderBy(asc(players.lastName), asc(players.firstName)),
  ]);
  const teamsOut: TeamCaptaincy[] = entries.map((e) => ({
    ...e,
    captainChoices: captainChoices(roster.filter((r) => r.teamId === e.teamId)),
  }));
  return { latest: { id: latest.id, name: latest.name }, nextId: latest.id + 1, teams: teamsOut };
}

/**
 * Season `latestId + 1` with the latest season's teams and conferences and the
 * captains chosen; rosters stay empty (the draft fills them) and the latest
 * season's rows are untouched. The new season's number is its primary key, so
 * a double submit or two admins at once create it once; the other is told.
 */
export async function startNextSeason(
  db: Database,
  input: { latestId: number; name: string; captains: Map<string, string | null> },
  by: ActorStamp,
): Promise<number> {
  const id = input.latestId + 1;
  try {
    return await db.transaction(async (tx) => {
      const season = await newSeasonWrite(tx, id);
      const latest = await latestSeason(tx);
      if (!latest || latest.id !== input.latestId) {
        throw new SeasonChangeRefused(
          `Season ${latest?.id ?? id} is already the latest: reload the page to see it.`,
        );
      }
      // Compared as typed names: "Fall\u00a02026" is "Fall 2026". The unique
      // index (seasons_name_idx) still settles two admins racing with one name.
      const sameName = seasonWithSameName(
        input.name,
        await tx.select({ name: seasons.name }).from(seasons),
      );
      if (sameName) throw new SeasonNameTaken(seasonNameTakenMessage(sameName.name));
      const previousTeams = await tx
        .select()
        .from(seasonTeams)
        .where(eq(seasonTeams.seasonId, latest.id));
      const captainIds = [...input.captains.values()].filter((c): c is string => c !== null);
      const allowed = new Set(
        captainIds.length === 0
          ? []
          : (
              await tx
                .select({ teamId: seasonRosters.teamId, playerId: seasonRosters.playerId })
                .from(seasonRosters)
                .where(
                  and(
                    eq(seasonRosters.seasonId, latest.id),
                    inArray(seasonRosters.playerId, captainIds),
                  ),
                )
            ).map((r) => `${r.teamId}:${r.playerId}`),
      );
      const rows = previousTeams.map((t) => {
        const captainId = input.captains.has(t.teamId)
          ? (input.captains.get(t.teamId) ?? null)
          : t.captainId;
        if (
          captainId !== null &&
          !allowed.has(`${t.teamId}:${captainId}`) &&
          captainId !== t.captainId
        ) {
          throw new SeasonChangeRefused(
            `The captain chosen for ${t.teamId} did not play for that team in season ${latest.id}.`,
          );
        }
        return { seasonId: id, teamId: t.teamId, conference: t.conference, captainId };
      });
      // The latest season is current when none is flagged (currentSeasonIdOf):
      // it is flagged now, so that it stays current and the new one starts upcoming.
      const [flagged] = await tx.select().from(seasons).where(eq(seasons.isCurrent, true));
      if (!flagged) {
        await season.tx.update(seasons).set({ isCurrent: true }).where(eq(seasons.id, latest.id));
      }
      await season.tx.insert(seasons).values({
        id,
        name: input.name,
        blocksStealsAfter: latest.blocksStealsAfter,
        createdAt: by.at,
      });
      if (rows.length > 0) await season.tx.insert(seasonTeams).values(rows);
      // The draft picks in reverse order of last season's standings: the weakest first.
      const standings = computeStandings(
        await seasonTeamsOf(tx, latest.id),
        await seasonGames(tx, latest.id),
      );
      await season.tx.insert(drafts).values({
        seasonId: id,
        draftOrder: standings.map((row) => row.teamId).reverse(),
        corePlayerIds: [],
      });
      await recordAudit(tx, {
        actorEmail: by.actorEmail,
        action: "start-season",
        entity: "season",
        entityId: String(id),
        before: null,
        after: { name: input.name, from: latest.id, teams: rows.length },
        at: by.at,
      });
      return id;
    });
  } catch (error) {
    const { code, constraint } = pgError(error);
    if (code !== UNIQUE_VIOLATION) throw error;
    if (constraint === "seasons_name_idx")
      throw new SeasonNameTaken(seasonNameTakenMessage(input.name));
    throw new SeasonChangeRefused(`Season ${id} has just been started: reload the page to see it.`);
  }
}

/**
 * Makes `seasonId` the current season (the one the public pages follow).
 * Refused for a closed season (the season state machine), and when `shown`
 * is not the key of the question it asks now (makeCurrentQuestion): the
 * Yes does what that question says, no more. The seasons it leaves behind
 * are completed: a completed season takes no signups, so the ones open for an
 * earlier season close with it (the question names them; the audit entry too).
 */
export async function makeSeasonCurrent(
  db: Database,
  seasonId: number,
  by: ActorStamp,
  shown: FormDataEntryValue | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const season = await seasonWrite(tx, seasonId, "make-current");
    if (typeof season === "string") throw new SeasonChangeRefused(season);
    const league = (await listSeasons(tx)).map(asLeagueSeason);
    const before = league.find((s) => s.isCurrent);
    if (before?.id === seasonId) return;
    const model = makeCurrentModel(league, seasonId)!;
    // The Yes carries the key of the question it answered, asked again here.
    const stale = confirmationRefusal(
      shown,
      makeCurrentQuestion(model).key,
      `Making season ${seasonId} current`,
    );
    if (stale) throw new SeasonChangeRefused(stale);
    // The seasons whose state this changes, locked: a write under way to one
    // of them (a team saved while it was current) finishes first, and the
    // next one sees it completed.
    const changing = [model.leaving, ...model.completes, model.signupsClose]
      .filter((s) => s !== null)
      .map((s) => s.id);
    if (changing.length > 0) {
      await tx
        .select({ id: seasons.id })
        .from(seasons)
        .where(inArray(seasons.id, changing))
        .orderBy(asc(seasons.id))
        .for("update");
    }
    // Off first: the unique index allows one flagged row at any moment.
    await season.tx
      .update(seasons)
      .set({ isCurrent: false })
      .where(and(eq(seasons.isCurrent, true), ne(seasons.id, seasonId)));
    await season.tx.update(seasons).set({ isCurrent: true }).where(eq(seasons.id, seasonId));
    // The signups the question said close, and only those.
    if (model.signupsClose) {
      const closing = await seasonWrite(tx, model.signupsClose.id, "close-signups");
      if (typeof closing === "string") throw new SeasonChangeRefused(closing);
      await closing.tx
        .update(seasons)
        .set({ registrationOpen: false })
        .where(eq(seasons.id, closing.seasonId));
    }
    await recordAudit(tx, {
      actorEmail: by.actorEmail,
      action: "make-current",
      entity: "season",
      entityId: String(seasonId),
      before: { current: before?.id ?? null },
      after: {
        current: seasonId,
        ...(model.signupsClose ? { signupsClosedFor: model.signupsClose.id } : {}),
      },
      at: by.at,
    });
  });
}

/**
 * Opening a season's signups while another season's are open, or closing
 * them, without the admin's yes to `question` (none given, or given to
 * another question: then `message` says it is stale). The page asks `question`.
 */
export class RegistrationSwitchRefused extends SeasonChangeRefused {
  constructor(
    readonly question: Question,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Opens signups for `seasonId` or closes them. Only an upcoming or the
 * current season can take signups (the season state machine), and one at a
 * time: while another season's are open, opening these needs the admin's yes,
 * `shown` the key of the question that names that season (a stale yes, given
 * while another season took signups, or none, is refused again). Closing
 * signups is allowed in every state, and needs the yes to its own question
 * (closeSignupsQuestion: the season and how many signed up), refused the
 * same way; closing signups already closed changes nothing and asks nothing.
 */
export async function setSeasonRegistration(
  db: Database,
  seasonId: number,
  open: boolean,
  by: ActorStamp,
  shown: FormDataEntryValue | null = null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const season = await seasonWrite(tx, seasonId, open ? "open-signups" : "close-signups");
    if (typeof season === "string") throw new SeasonChangeRefused(season);
    const [before] = await tx
      .select()
      .from(seasons)
      .where(eq(seasons.registrationOpen, true))
      .for("update");
    if (open ? before?.id === seasonId : before?.id !== seasonId) return;
    if (!open) {
      // Its question, asked again under the lock: the count it states holds
      // (a signup takes the season's share lock, which this lock waits for).
      const [signedUp] = await tx
        .select({ n: count() })
        .from(signups)
        .where(eq(signups.seasonId, seasonId));
      const question = closeSignupsQuestion({
        // Its name as the page shows it (and the page's question's key covers).
        season: { id: seasonId, name: (await seasonById(tx, seasonId))!.name },
        signedUp: Number(signedUp?.n ?? 0),
      });
      const refused = confirmationRefusal(
        shown,
        question.key,
        `Closing season ${seasonId}'s signups`,
      );
      if (refused) throw new RegistrationSwitchRefused(question, refused);
    }
    if (open && before) {
      const [self] = await tx.select().from(seasons).where(eq(seasons.id, seasonId));
      const question = openSignupsQuestion({
        season: { id: seasonId, name: self!.name },
        closes: { id: before.id, name: before.name },
      });
      if (typeof shown !== "string" || shown === "") {
        throw new RegistrationSwitchRefused(
          question,
          `Signups are open for season ${before.id}: opening season ${seasonId}'s closes them. Answer the question to go on.`,
        );
      }
      const stale = confirmationRefusal(
        shown,
        question.key,
        `Opening season ${seasonId}'s signups`,
      );
      if (stale) throw new RegistrationSwitchRefused(question, stale);
      const closing = await seasonWrite(tx, before.id, "close-signups");
      if (typeof closing === "string") throw new SeasonChangeRefused(closing);
      await closing.tx
        .update(seasons)
        .set({ registrationOpen: false })
        .where(eq(seasons.id, closing.seasonId));
    }
    await season.tx.update(seasons).set({ registrationOpen: open }).where(eq(seasons.id, seasonId));
    await recordAudit(tx, {
      actorEmail: by.actorEmail,
      action: open ? "open-registration" : "close-registration",
      entity: "season",
      entityId: String(seasonId),
      before: { registrationOpen: before?.id ?? null },
      after: { registrationOpen: open ? seasonId : null },
      at: by.at,
    });
  });
}

/** The season the draft is for: the latest one (an upcoming season once it is started). */
export function draftSeason(db: Executor): Promise<Season | undefined> {
  return latestSeason(db);
}

/** Whose signups the lists show: the season taking them, else the current one. */
export async function signupsSeason(db: Executor): Promise<Season | undefined> {
  return (await registrationSeason(db)) ?? (await currentSeason(db));
}

/** The season an admin asked for by number, or by default the one `signupsSeason` gives. */
export async function signupsSeasonOr(
  db: Executor,
  seasonId: number | null,
): Promise<Season | undefined> {
  return seasonId === null ? signupsSeason(db) : seasonById(db, seasonId);
}
