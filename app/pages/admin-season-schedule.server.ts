// /admin/seasons/{season}/schedule: generate the season's regular-season
// schedule, look at it with its fairness report, reshuffle, publish
// (docs/league-rules.md#schedules). The caller has already checked requireAdmin.
import { data, redirect } from "react-router";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import { seasonGames } from "~/data/games.server";
import {
  markDraftSuperseded,
  publishSchedule,
  saveScheduleDraft,
  scheduleDraft,
  scheduleGenerationRefusal,
  type ScheduleDraft,
} from "~/data/season-schedule.server";
import { scheduleEmailRecipients } from "~/data/schedule-emails.server";
import { seasonById, SeasonChangeRefused, seasonTeamsOf } from "~/data/seasons.server";
import type { Database } from "~/db/connection.server";
import { LOCATION_CODES, LOCATIONS, locationOptions } from "~/domain/league";
import {
  DRAFT_FROM_PREVIOUS_SETTINGS,
  DRAFT_TEAMS_CHANGED,
  DRAFT_WITHOUT_GAMES,
  dayLabel,
  publishModel,
  publishQuestion,
  sameScheduleSettings,
  draftMonths,
  draftMonthShown,
  draftOutcome,
  draftTeamsChanged,
} from "~/domain/season-schedule/draft";
import {
  leagueDay,
  scheduleDefaults,
  validateScheduleInput,
  type ScheduleSettings,
  type ScheduleProblem,
  type ScheduleTeam,
} from "~/domain/season-schedule/generator";
import { formatGameDay, formatGameTime } from "~/domain/time/league-time";
import { refusal, type FormReply } from "~/form-reply";
import { foundOr404 } from "~/http.server";
import { searchSchedule, SearchesBusy } from "~/server/schedule-search.server";
import { scheduleInputFrom, type ScheduleDraftData } from "~/views/season-schedule";

async function seasonAndTeams(db: Database, seasonId: number) {
  const season = foundOr404(await seasonById(db, seasonId), "Season not found");
  const teams = await seasonTeamsOf(db, seasonId);
  return { season, teams };
}

/**
 * The form's starting values: those of a Generate refused since the draft
 * (to correct), else the draft's, else the previous season's shape.
 */
async function startingInput(db: Database, seasonId: number, draft: ScheduleDraft | undefined) {
  if (draft) return { input: draft.refusedInput ?? draft.input, note: null };
  const previous = await seasonById(db, seasonId - 1);
  const defaults = previous
    ? scheduleDefaults({
        teams: await seasonTeamsOf(db, previous.id),
        games: await seasonGames(db, previous.id),
      })
    : null;
  const today = leagueDay(now());
  const input: ScheduleSettings = defaults
    ? {
        format: defaults.format,
        firstDay: defaults.firstDay < today ? today : defaults.firstDay,
        lastDay: defaults.lastDay,
        weekdays: defaults.weekdays,
        slots: defaults.slots,
        blackouts: [],
        seed: 1,
      }
    : {
        format: { kind: "conference", times: 2 },
        firstDay: today,
        lastDay: today,
        weekdays: [6, 0],
        slots: [{ time: "08:00", location: LOCATION_CODES[0] }],
        blackouts: [],
        seed: 1,
      };
  return { input, note: defaults?.formatNote ?? null };
}

/**
 * The page; `month` ("2027-03", from the address) picks the draft's month to
 * list; `asked` is the address's query: `confirm=publish` with the form's
 * fields asks the question before Publish, when the draft is of those settings.
 */
export async function loadSeasonSchedule(
  db: Database,
  seasonId: number,
  month: string | null = null,
  asked: URLSearchParams = new URLSearchParams(),
) {
  const { season, teams } = await seasonAndTeams(db, seasonId);
  const existing = (await seasonGames(db, seasonId)).filter((g) => g.type === "regular_season");
  const draft = await scheduleDraft(db, seasonId);
  const { input, note } = await startingInput(db, seasonId, draft);
  const names = new Map(teams.map((t) => [t.id, t.name]));
  // A Publish asks by GET with the form's fields: the form shows what was in it.
  const publishing = asked.get("confirm") === "publish";
  const formInput = publishing && asked.has("firstDay") ? scheduleInputFrom(asked, 1) : input;
  // Counted once: the question states it, and its key (which Publish checks) covers it.
  const emails = draft ? (await scheduleEmailRecipients(db, seasonId)).length : 0;
  const shown = draft
    ? draftData(season.id, draft, scheduleTeamsOf(teams), names, month, formInput, emails)
    : null;
  return {
    season: { id: season.id, name: season.name },
    published: season.schedulePublishedAt !== null || existing.length > 0,
    publishedGames: existing.length,
    teams: teams.length,
    input: formInput,
    formatNote: note,
    locations: locationOptions(),
    draft: shown,
    /** The settings the draft was made from (the form compares itself with them). */
    draftInput: draft?.input ?? null,
    /** Publish's question (its Yes carries the key of what it states), when asked and it applies. */
    publish:
      publishing && shown?.ok && !shown.fromPrevious && draft?.outcome?.ok && draft.revision
        ? publishQuestion(
            publishModel(
              season.id,
              draft.revision,
              draft.outcome.games,
              draft.input.blackouts,
              emails,
            ),
          )
        : null,
    /** Publish asked for a draft that is not of the form's settings (or no longer publishable). */
    publishRefused:
      publishing && (!shown?.ok || shown.fromPrevious)
        ? shown?.ok
          ? DRAFT_FROM_PREVIOUS_SETTINGS
          : DRAFT_WITHOUT_GAMES
        : null,
  };
}

/**
 * The kept draft as the page shows it: read, never searched again. A draft
 * kept before results were stored shows nothing (its inputs fill the form).
 */
function draftData(
  seasonId: number,
  draft: ScheduleDraft,
  teams: ScheduleTeam[],
  names: Map<string, string>,
  asked: string | null,
  formInput: ScheduleSettings,
  emails: number,
): ScheduleDraftData | null {
  const { outcome, revision } = draft;
  if (!outcome || revision === null) return null;
  if (draftTeamsChanged(outcome.teams, teams)) return { ok: false, reason: DRAFT_TEAMS_CHANGED };
  if (!outcome.ok) return { ok: false, reason: outcome.reason };
  const months = draftMonths(outcome.games);
  const month = draftMonthShown(months, asked) ?? "";
  const listed = outcome.games.filter((g) => g.date.startsWith(month));
  return {
    ok: true,
    // The key a Yes to Publish carries for this draft (what its question states).
    shown: publishQuestion(
      publishModel(seasonId, revision, outcome.games, draft.input.blackouts, emails),
    ).key,
    // After a refused Generate, or while the form asks for other settings.
    fromPrevious: draft.refusedInput !== null || !sameScheduleSettings(draft.input, formInput),
    settings: settingsSummary(draft.input),
    report: outcome.report,
    months,
    month,
    days: gameDays(listed, names),
  };
}

function scheduleTeamsOf(teams: { id: string; conference: ScheduleTeam["conference"] }[]) {
  return teams.map((t) => ({ id: t.id, conference: t.conference }));
}

/** The draft's games by day, as the page lists them. */
function gameDays(
  games: {
    date: string;
    startsAt: Date;
    location: string;
    homeTeamId: string;
    awayTeamId: string;
  }[],
  names: Map<string, string>,
) {
  const days: {
    date: string;
    label: string;
    games: { time: string; matchup: string; place: string }[];
  }[] = [];
  for (const g of games) {
    let day = days.at(-1);
    if (day?.date !== g.date) {
      day = { date: g.date, label: formatGameDay(g.startsAt), games: [] };
      days.push(day);
    }
    day.games.push({
      time: formatGameTime(g.startsAt),
      matchup: `${names.get(g.awayTeamId) ?? g.awayTeamId} at ${names.get(g.homeTeamId) ?? g.homeTeamId}`,
      place: LOCATIONS[g.location] ?? g.location,
    });
  }
  return days;
}

export type SeasonScheduleReply = FormReply;

const FIELD_NAMES: Record<ScheduleProblem["field"], string> = {
  teams: "",
  format: "times",
  firstDay: "firstDay",
  lastDay: "lastDay",
  weekdays: "weekdays",
  slots: "slots",
  blackouts: "blackouts",
  seed: "",
};

/** Generate, Reshuffle or Publish, as the admin `viewer`. */
export async function handleSeasonSchedule(
  db: Database,
  seasonId: number,
  viewer: Viewer,
  form: FormData,
) {
  const { teams } = await seasonAndTeams(db, seasonId);
  const scheduleTeams = scheduleTeamsOf(teams);
  const by = { actorEmail: viewer.email, at: now() };
  const intent = form.get("intent");
  const typed: Record<string, string | string[]> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && name !== "intent") {
      typed[name] = name === "weekday" ? form.getAll("weekday").map(String) : value.slice(0, 4000);
    }
  }
  const refuse = (message: string | null, status: number, fieldErrors?: Record<string, string>) =>
    data<SeasonScheduleReply>({ result: refusal(message, { fieldErrors, typed }) }, status);
  try {
    const locked = await scheduleGenerationRefusal(db, seasonId);
    if (locked) return refuse(locked, 409);
    if (intent === "generate" || intent === "reshuffle") {
      const stored = intent === "reshuffle" ? await scheduleDraft(db, seasonId) : undefined;
      if (intent === "reshuffle" && !stored) {
        return refuse("There is no draft to reshuffle: press Generate first.", 409);
      }
      const input = stored
        ? { ...stored.input, seed: stored.input.seed + 1 }
        : scheduleInputFrom(form, 1);
      const problems = validateScheduleInput({ ...input, teams: scheduleTeams }, leagueDay(by.at));
      if (problems.length > 0) {
        const fieldErrors: Record<string, string> = {};
        for (const p of problems) {
          const name = FIELD_NAMES[p.field];
          if (name && !fieldErrors[name]) fieldErrors[name] = p.message;
        }
        if (intent === "generate") await markDraftSuperseded(db, seasonId, input, by);
        return refuse(problems[0]!.message, 400, fieldErrors);
      }
      // Seconds of CPU for a hard case: on a worker thread, so visitors are served meanwhile.
      const result = await searchSchedule({ ...input, teams: scheduleTeams });
      const outcome = draftOutcome(result, scheduleTeams);
      // A limit no seed changes is an answer to the form; a search that gave
      // up is kept as the draft, whose refusal offers Reshuffle.
      if (!outcome) {
        await markDraftSuperseded(db, seasonId, input, by);
        return refuse(result.ok ? null : result.reason, 400);
      }
      await saveScheduleDraft(db, seasonId, input, outcome, by);
      return redirect(`/admin/seasons/${seasonId}/schedule?draft=${input.seed}`);
    }
    if (intent === "publish") {
      const shown = String(form.get("shown") ?? "");
      // The season's teams are read by the publish itself, under the season's lock.
      const published = await publishSchedule(db, seasonId, shown, by);
      return redirect(
        `/admin/seasons/${seasonId}/schedule?published=${published.games}&emails=${published.emails}`,
      );
    }
    return refuse("Unknown action. Reload the page and try again.", 400);
  } catch (error) {
    if (error instanceof SeasonChangeRefused) return refuse(error.message, 409);
    if (error instanceof SearchesBusy) return refuse(error.message, 503);
    throw error;
  }
}

/** The draft's settings in a line, for a draft shown as from the previous settings. */
function settingsSummary(input: ScheduleSettings): string {
  const day = (d: string) => dayLabel(d) ?? d;
  const days = `${day(input.firstDay)} to ${day(input.lastDay)}`;
  const slots = input.slots.map((s) => `${s.time} ${LOCATIONS[s.location] ?? s.location}`);
  const blackouts =
    input.blackouts.length > 0 ? `; no games on ${input.blackouts.map(day).join(", ")}` : "";
  return `${days}, ${slots.join(", ")}${blackouts}`;
}
