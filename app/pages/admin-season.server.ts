// /admin/seasons and /admin/seasons/{season}: which teams play a season and in
// which conference, links to their rosters, and the playoff bracket
// generator. The caller has already checked requireAdmin.
import { data, redirect } from "react-router";
import { z } from "zod";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import {
  generateSeasonPlayoffs,
  playoffState,
  saveSeasonTeams,
  seasonById,
  SeasonChangeRefused,
  seasonTeamChoices,
} from "~/data/seasons.server";
import { asLeagueSeason, listSeasons } from "~/data/seasons.server";
import { closeSeason, reopenSeason } from "~/data/season-close.server";
import {
  makeSeasonCurrent,
  registrationSeason,
  RegistrationSwitchRefused,
  setSeasonRegistration,
} from "~/data/season-lifecycle.server";
import { seasonChampionId, unresolvedGames } from "~/domain/season/close";
import { seasonPeopleProgress, seasonWriteRefused } from "~/data/season-state.server";
import { nextChecklistStep, seasonChecklist } from "~/domain/season/checklist";
import { seasonState } from "~/domain/season/state";
import { confirmQuestion, nextStepAction } from "./admin-season-steps";
import { handleSeasonFee } from "./season-fee.server";
import type { Database } from "~/db/connection.server";
import { LOCATIONS } from "~/domain/league";
import {
  firstPlayoffSaturday,
  PLAYOFF_TEAMS_PER_CONFERENCE,
  playoffRefusal,
  playoffSeeds,
  playoffStartsAt,
  playedPlayoffGames,
  unplayedRegularGames,
  usualLocation,
} from "~/domain/playoffs/generator";
import { roundLabel } from "~/domain/playoffs/rounds";
import { formatRecord } from "~/domain/stats/standings";
import { formatGameDay, formatGameTime, formatLongDate } from "~/domain/time/league-time";
import { gameDaysRange } from "~/domain/time/days";
import type { Conference } from "~/domain/types";
import { foundOr404 } from "~/http.server";
import { refusal, type FormReply } from "~/form-reply";
import type { ConfirmQuestion } from "~/views/season-steps";
import { isRecordId } from "~/domain/ids";
import { seasonStatus, currentSeasonIdOf } from "~/domain/season/status";
import { isCompleted, matchupText } from "~/domain/games/state";

async function seasonWithStatus(db: Database, seasonId: number) {
  const [season, seasons] = await Promise.all([seasonById(db, seasonId), listSeasons(db)]);
  const found = foundOr404(season, "Season not found");
  const currentId = currentSeasonIdOf(seasons);
  return {
    season: found,
    status: seasonStatus(found.id, currentId),
    currentId,
    latestId: Math.max(...seasons.map((s) => s.id)),
    seasons,
  };
}

const when = (d: Date) => `${formatGameDay(d)}, ${formatGameTime(d)}`;

/**
 * The page; `asked` is its address's query: `confirm` (make-current, close
 * with `champion`, open-signups, close-signups) asks the question before that action.
 */
export async function loadAdminSeason(
  db: Database,
  seasonId: number,
  at: Date = now(),
  asked: URLSearchParams = new URLSearchParams(),
) {
  const { season, status, currentId, seasons } = await seasonWithStatus(db, seasonId);
  const [teams, { teams: seasonTeams, games }, people] = await Promise.all([
    seasonTeamChoices(db, seasonId),
    playoffState(db, seasonId),
    seasonPeopleProgress(db, seasonId),
  ]);
  // The state machine's own answer, as the write would give it now.
  const makeCurrentRefusal =
    season.closedAt === null && season.id !== currentId
      ? await seasonWriteRefused(db, seasonId, "make-current")
      : null;
  const names = new Map(teams.map((t) => [t.id, t.name]));
  const seeds = playoffSeeds(seasonTeams, games);
  const seedRows = (c: Conference) =>
    seeds[c].slice(0, PLAYOFF_TEAMS_PER_CONFERENCE).map((row) => ({
      seed: row.place,
      teamId: row.teamId,
      name: row.name,
      record: formatRecord(row),
    }));
  const refused = playoffRefusal(seasonTeams, games);
  const playoffGames = games.filter((g) => g.type === "playoff");
  const firstSaturday = refused === null ? firstPlayoffSaturday(games) : null;
  const open = unresolvedGames(games);
  const proposedChampion = seasonChampionId(season, games);
  const registration = await registrationSeason(db);
  const otherSignupsOpen =
    registration && registration.id !== season.id
      ? { id: registration.id, name: registration.name }
      : null;
  const state = seasonState({ id: season.id, currentId, closed: season.closedAt !== null });
  const sorted = games.map((g) => g.startsAt).sort((a, b) => a.getTime() - b.getTime());
  const steps = seasonChecklist({
    state,
    teams: seasonTeams.length,
    registrationOpen: season.registrationOpen,
    ...people,
    drafted: people.drafted,
    games: games.length,
    gamesWithoutResult: open.length,
    gameDays: sorted.length > 0 ? gameDaysRange(sorted[0]!, sorted.at(-1)!) : null,
    champion:
      season.closedAt && season.championTeamId
        ? (names.get(season.championTeamId) ?? season.championTeamId)
        : null,
    followed: season.id === currentId,
    makeCurrentRefusal,
  });
  const next = nextChecklistStep(steps);
  const closingFacts = {
    games: games.length,
    unresolved: open.length,
    choices: seasonTeams.map((t) => ({ id: t.id, name: t.name })),
  };
  return {
    checklist: {
      steps,
      next: next?.key ?? null,
      action: next
        ? nextStepAction(next, {
            seasonId: season.id,
            drafted: people.drafted,
            otherSignupsOpen: otherSignupsOpen !== null,
            makeCurrentRefused: makeCurrentRefusal !== null,
            currentId,
          })
        : null,
    },
    confirm: confirmQuestion(asked, {
      season: {
        id: season.id,
        name: season.name,
        state,
        registrationOpen: season.registrationOpen,
      },
      seasons: seasons.map(asLeagueSeason),
      otherSignupsOpen,
      makeCurrentRefusal,
      ...closingFacts,
      signups: people.signups,
    }),
    season: {
      id: season.id,
      name: season.name,
      status,
      registrationOpen: season.registrationOpen,
      closed: season.closedAt !== null,
      /** Another season taking signups: opening these closes them. */
      otherSignupsOpen,
      /** Why Make current would be refused now (the state machine's sentence). */
      makeCurrentRefusal,
    },
    closing: {
      games: games.length,
      closedAt: season.closedAt ? formatLongDate(season.closedAt) : null,
      champion:
        season.closedAt && season.championTeamId
          ? (names.get(season.championTeamId) ?? season.championTeamId)
          : null,
      proposedChampion,
      choices: seasonTeams.map((t) => ({ id: t.id, name: t.name })),
      unresolved: open.length,
      // Past games first: they only need their result typed in; then those to play.
      unresolvedGames: open.map((g) => ({
        id: g.id,
        label: `${formatGameDay(g.startsAt)} · ${matchupText(g, (id) => names.get(id))}${g.status === "postponed" ? " (postponed)" : g.status === "live" ? " (live)" : ""}`,
        played: g.status !== "postponed" && g.startsAt.getTime() <= at.getTime(),
      })),
    },
    teams,
    playoffs: {
      refusal: refused,
      played: playedPlayoffGames(games).length,
      unplayedRegular: unplayedRegularGames(games).length,
      seeds: { east: seedRows("east"), west: seedRows("west") },
      plan:
        firstSaturday === null
          ? null
          : {
              firstRound: when(playoffStartsAt(firstSaturday, "first-round", 1)),
              final: when(playoffStartsAt(firstSaturday, "final", 1)),
              location: LOCATIONS[usualLocation(games)] ?? usualLocation(games),
            },
      games: playoffGames
        .sort(
          (a, b) =>
            a.startsAt.getTime() - b.startsAt.getTime() ||
            (a.playoffRoundOrder ?? 0) - (b.playoffRoundOrder ?? 0),
        )
        .map((g) => ({
          id: g.id,
          round: g.playoffRound ? roundLabel(g.playoffRound) : "Playoffs",
          conference: g.playoffConference,
          matchup: g.matchup,
          teams: matchupText(g, (id) => names.get(id)),
          when: when(g.startsAt),
          result: isCompleted(g) ? `${g.awayScore ?? 0}–${g.homeScore ?? 0}` : "",
        })),
    },
  };
}

/**
 * Which of the page's forms a refusal answers; `question`: the one to answer
 * first (opening signups while another season's are open), with its key.
 */
export type AdminSeasonReply = FormReply<{
  form: "teams" | "playoffs" | "season" | "fee";
  question?: ConfirmQuestion;
}>;

/** A team picker can list a few dozen teams; nothing more is echoed back. */
const MAX_TEAMS_ECHOED = 100;

const conferenceSchema = z.enum(["east", "west"]);

/** The checked teams and their conferences from the form; a missing conference is an error. */
function parseTeamChoices(form: FormData) {
  const chosen: { teamId: string; conference: Conference }[] = [];
  const missing: string[] = [];
  for (const teamId of new Set(form.getAll("team").map(String))) {
    const conference = conferenceSchema.safeParse(form.get(`conference-${teamId}`));
    if (conference.success) chosen.push({ teamId, conference: conference.data });
    else missing.push(teamId);
  }
  return { chosen, missing };
}

/** The picker as it was sent (valid ids and conferences only), to show it again. */
function typedTeamChoices(form: FormData) {
  const teamIds = [...new Set(form.getAll("team").map(String))]
    .filter((id) => isRecordId(id))
    .slice(0, MAX_TEAMS_ECHOED);
  const typed: Record<string, string | string[]> = { team: teamIds };
  for (const teamId of teamIds) {
    const conference = conferenceSchema.safeParse(form.get(`conference-${teamId}`));
    if (conference.success) typed[`conference-${teamId}`] = conference.data;
  }
  return typed;
}

/** Save the teams or generate the playoffs, as the admin `viewer`. */
export async function handleAdminSeason(
  db: Database,
  seasonId: number,
  viewer: Viewer,
  form: FormData,
) {
  const { season } = await seasonWithStatus(db, seasonId);
  const intent = form.get("intent");
  const by = { actorEmail: viewer.email, at: now() };
  const refuse = (form: AdminSeasonReply["form"], result: FormReply["result"], status: number) =>
    data<AdminSeasonReply>({ form, result }, status);
  // Its own section and module: the fee, how to pay it and the draft date.
  if (intent === "save-fee") return handleSeasonFee(db, season.id, by, form);
  try {
    if (intent === "close-season") {
      const champion = String(form.get("champion") ?? "");
      await closeSeason(db, season.id, champion, by, form.get("shown"));
      return redirect(`/admin/seasons/${season.id}?saved=closed`);
    }
    if (intent === "reopen-season") {
      await reopenSeason(db, season.id, by);
      return redirect(`/admin/seasons/${season.id}?saved=reopened`);
    }
    if (intent === "make-current") {
      await makeSeasonCurrent(db, season.id, by, form.get("shown"));
      return redirect(`/admin/seasons/${season.id}?saved=current`);
    }
    if (intent === "open-registration" || intent === "close-registration") {
      await setSeasonRegistration(
        db,
        season.id,
        intent === "open-registration",
        by,
        form.get("shown"),
      );
      return redirect(`/admin/seasons/${season.id}?saved=${intent}`);
    }
    if (intent === "generate-playoffs") {
      await generateSeasonPlayoffs(db, season.id, by);
      return redirect(`/admin/seasons/${season.id}?playoffs=generated`);
    }
    if (intent !== "save-teams") {
      return refuse("teams", refusal("Unknown action. Reload the page and try again."), 400);
    }
    const { chosen, missing } = parseTeamChoices(form);
    if (missing.length > 0) {
      return refuse(
        "teams",
        refusal(
          `Choose East or West for every team that plays (missing: ${missing.join(", ")}). Nothing was saved.`,
          { typed: typedTeamChoices(form) },
        ),
        400,
      );
    }
    await saveSeasonTeams(db, season.id, chosen, by);
    return redirect(`/admin/seasons/${season.id}?saved=teams`);
  } catch (error) {
    if (error instanceof RegistrationSwitchRefused) {
      return data<AdminSeasonReply>(
        { form: "season", result: refusal(error.message), question: error.question },
        409,
      );
    }
    if (error instanceof SeasonChangeRefused) {
      if (intent !== "generate-playoffs" && intent !== "save-teams") {
        return refuse("season", refusal(error.message), 409);
      }
      return intent === "generate-playoffs"
        ? refuse("playoffs", refusal(error.message), 409)
        : refuse("teams", refusal(error.message, { typed: typedTeamChoices(form) }), 409);
    }
    throw error;
  }
}
