// /admin/seasons/{season}/schedule: generate the season's regular-season
// schedule, look at it with its fairness report, reshuffle, publish
// (docs/league-rules.md#schedules). The caller has already checked requireAdmin.
import { data, redirect } from "react-router";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import { seasonGames } from "~/data/games.server";
import {
  publishSchedule,
  saveScheduleDraft,
  scheduleDraft,
  scheduleGenerationRefusal,
  type ScheduleDraft,
} from "~/data/season-schedule.server";
import { seasonById, SeasonChangeRefused, seasonTeamsOf } from "~/data/seasons.server";
import type { Database } from "~/db/connection.server";
import { LOCATION_CODES, LOCATIONS, locationOptions } from "~/domain/league";
import {
  DRAFT_TEAMS_CHANGED,
  draftMonths,
  draftMonthShown,
  draftOutcome,
  draftTeamsChanged,
} from "~/domain/schedule-draft";
import {
  leagueDay,
  scheduleDefaults,
  validateScheduleInput,
  type ScheduleSettings,
  type ScheduleProblem,
  type ScheduleTeam,
} from "~/domain/schedule-generator";
import { formatGameDay, formatGameTime } from "~/domain/time";
import { refusal, type FormReply } from "~/form-reply";
import { foundOr404 } from "~/http.server";
import { searchSchedule, SearchesBusy } from "~/server/schedule-search.server";
import { SLOT_ROWS, type ScheduleDraftData } from "~/views/season-schedule";

async function seasonAndTeams(db: Database, seasonId: number) {
  const season = foundOr404(await seasonById(db, seasonId), "Season not found");
  const teams = await seasonTeamsOf(db, seasonId);
  return { season, teams };
}

/** The form's starting values: the draft's, else the previous season's shape. */
async function startingInput(db: Database, seasonId: number, draft: ScheduleDraft | undefined) {
  if (draft) return { input: draft.input, note: null };
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

/** The page; `month` ("2027-03", from the address) picks the draft's month to list. */
export async function loadSeasonSchedule(
  db: Database,
  seasonId: number,
  month: string | null = null,
) {
  const { season, teams } = await seasonAndTeams(db, seasonId);
  const existing = (await seasonGames(db, seasonId)).filter((g) => g.type === "regular_season");
  const draft = await scheduleDraft(db, seasonId);
  const { input, note } = await startingInput(db, seasonId, draft);
  const names = new Map(teams.map((t) => [t.id, t.name]));
  return {
    season: { id: season.id, name: season.name },
    published: season.schedulePublishedAt !== null || existing.length > 0,
    publishedGames: existing.length,
    teams: teams.length,
    input,
    formatNote: note,
    locations: locationOptions(),
    draft: draft ? draftData(draft, scheduleTeamsOf(teams), names, month) : null,
  };
}

/**
 * The kept draft as the page shows it: read, never searched again. A draft
 * kept before results were stored shows nothing (its inputs fill the form).
 */
function draftData(
  draft: ScheduleDraft,
  teams: ScheduleTeam[],
  names: Map<string, string>,
  asked: string | null,
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
    shown: revision,
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

/** The schedule form as the generator takes it (what it cannot read is left for the checks). */
export function scheduleInputFrom(form: FormData, seed: number): ScheduleSettings {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const slots: ScheduleSettings["slots"] = [];
  for (let i = 0; i < SLOT_ROWS; i++) {
    const time = text(`slot-time-${i}`);
    const location = text(`slot-location-${i}`);
    if (time !== "" || location !== "") slots.push({ time, location });
  }
  return {
    format: {
      kind: text("kind") === "league" ? "league" : "conference",
      times: Number(text("times") || "NaN"),
    },
    firstDay: text("firstDay"),
    lastDay: text("lastDay"),
    weekdays: form
      .getAll("weekday")
      .map(Number)
      .filter((d) => Number.isInteger(d) && d >= 0 && d <= 6),
    slots,
    blackouts: text("blackouts")
      .split(/[\s,;]+/)
      .filter(Boolean)
      .slice(0, 400),
    seed,
  };
}

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
        return refuse(problems[0]!.message, 400, fieldErrors);
      }
      // Seconds of CPU for a hard case: on a worker thread, so visitors are served meanwhile.
      const result = await searchSchedule({ ...input, teams: scheduleTeams });
      const outcome = draftOutcome(result, scheduleTeams);
      // A limit no seed changes is an answer to the form; a search that gave
      // up is kept as the draft, whose refusal offers Reshuffle.
      if (!outcome) return refuse(result.ok ? null : result.reason, 400);
      await saveScheduleDraft(db, seasonId, input, outcome, by);
      return redirect(`/admin/seasons/${seasonId}/schedule?draft=${input.seed}#draft`);
    }
    if (intent === "publish") {
      const shown = String(form.get("shown") ?? "");
      const published = await publishSchedule(db, seasonId, shown, scheduleTeams, by);
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
