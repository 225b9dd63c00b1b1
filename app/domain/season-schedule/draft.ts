// A season's draft schedule as kept between Generate and Publish
// (docs/league-rules.md#schedules): what the search found is stored with the
// draft, so a page load never searches again and Publish writes exactly the
// games the admin looked at.
import { askQuestion, type Question } from "~/domain/confirmation";
import { calendarDate } from "~/domain/time/calendar-date";
import type { DraftOutcome, ScheduleResult, ScheduleSettings, ScheduleTeam } from "./types";
import { formatGameDay, leagueDate, MONTH_NAMES } from "~/domain/time/league-time";
import { gameDaysRange } from "~/domain/time/days";

export const DRAFT_CHANGED =
  "The draft schedule or the rosters changed since this page was opened: look at the question again, then publish.";
export const DRAFT_TEAMS_CHANGED =
  "The season's teams changed since this draft was made: Generate or Reshuffle makes it again for them.";
export const DRAFT_FROM_PREVIOUS_SETTINGS =
  "This draft was made from the previous settings: press Generate to make one from the settings in the form, or put the draft's back.";
export const DRAFT_WITHOUT_GAMES =
  "This draft has no schedule to publish: Reshuffle or Generate one first.";

/**
 * What a draft keeps of a search for `teams`: its games and report, or a
 * refusal worth another seed. Null for a refusal no seed changes: that is
 * an answer to the form, and no draft is kept for it.
 */
export function draftOutcome(result: ScheduleResult, teams: ScheduleTeam[]): DraftOutcome | null {
  if (result.ok) return { ok: true, teams, games: result.games, report: result.report };
  return result.anotherSeedMayHelp ? { ok: false, teams, reason: result.reason } : null;
}

/** Whether the season's teams (or their conferences) are no longer those the draft was made for. */
export function draftTeamsChanged(draft: ScheduleTeam[], season: ScheduleTeam[]): boolean {
  const key = (teams: ScheduleTeam[]) =>
    teams
      .map((t) => `${t.id}\u0000${t.conference}`)
      .sort()
      .join("\u0001");
  return key(draft) !== key(season);
}

/**
 * The months of a draft's games, in order, each with its label and count. The
 * page lists one month's games at a time: a season of 3,000 games on one page
 * was 700 KB of HTML that took the server a few tenths of a second to render.
 */
export function draftMonths(
  games: readonly { date: string }[],
): { key: string; label: string; games: number }[] {
  const months: { key: string; label: string; games: number }[] = [];
  for (const game of games) {
    const key = game.date.slice(0, 7);
    const last = months.at(-1);
    if (last?.key === key) last.games++;
    else {
      const [year, month] = key.split("-").map(Number) as [number, number];
      months.push({ key, label: `${MONTH_NAMES[month - 1]} ${year}`, games: 1 });
    }
  }
  return months;
}

/** The month to list: the one asked for ("2027-03") if the draft has games then, else its first. */
export function draftMonthShown(
  months: readonly { key: string }[],
  asked: string | null,
): string | null {
  return months.find((m) => m.key === asked)?.key ?? months[0]?.key ?? null;
}

/** The settings as they decide the games, whatever the seed and the order things were typed in. */
function settingsShape(s: ScheduleSettings): string {
  return JSON.stringify({
    format: s.format,
    firstDay: s.firstDay.trim(),
    lastDay: s.lastDay.trim(),
    weekdays: [...new Set(s.weekdays)].sort(),
    slots: s.slots.map((slot) => ({ time: slot.time.trim(), location: slot.location.trim() })),
    blackouts: [...new Set(s.blackouts.map((d) => d.trim()))].sort(),
  });
}

/**
 * Whether a draft made from `draft` is a draft of `form`: the same season
 * shape (the seed only reshuffles). A draft whose settings differ from the
 * form's is from the previous settings and is not published.
 */
export function sameScheduleSettings(draft: ScheduleSettings, form: ScheduleSettings): boolean {
  return settingsShape(draft) === settingsShape(form);
}

/** "Sun, Mar 28" for a calendar day "2027-03-28" (null when it is not one). */
export function dayLabel(day: string): string | null {
  const date = calendarDate(day);
  if (!date) return null;
  const [y, m, d] = date.day.split("-").map(Number) as [number, number, number];
  return formatGameDay(leagueDate(y, m, d, 12));
}

/** What the question before Publish states: the draft it publishes, its games and their days. */
export interface PublishModel {
  season: number;
  /** The kept draft (a new one with every Generate, Reshuffle): the games the page listed. */
  revision: string;
  games: number;
  first: { date: string; startsAt: Date } | null;
  last: { date: string; startsAt: Date } | null;
  /** The blackout days between the first and last game days, in order. */
  skipped: string[];
  /**
   * The rostered players emailed their team's schedule at once (they asked
   * for news of their team's games): counted once by the page, again by Publish.
   */
  emails: number;
}

/**
 * The facts Publish's question states, from the kept draft's games and
 * blackouts, and how many rostered players are emailed their schedule.
 */
export function publishModel(
  season: number,
  revision: string,
  games: readonly { date: string; startsAt: Date }[],
  blackouts: readonly string[],
  emails: number,
): PublishModel {
  const sorted = [...games].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const day = (g: { date: string; startsAt: Date } | undefined) =>
    g ? { date: g.date, startsAt: g.startsAt } : null;
  const first = day(sorted[0]);
  const last = day(sorted.at(-1));
  const skipped =
    first && last
      ? [...new Set(blackouts.map((d) => d.trim()))]
          .filter((d) => d > first.date && d < last.date && dayLabel(d) !== null)
          .sort()
      : [];
  return { season, revision, games: sorted.length, first, last, skipped, emails };
}

/**
 * What Publish does, said under its question: who is emailed now (the
 * count, or plainly nobody), and that later joiners get theirs when they join.
 */
export function publishConsequences(emails: number): string {
  const now =
    emails === 0
      ? "No player on the rosters has asked for emails about his team's games: nobody is emailed now."
      : emails === 1
        ? "1 player on the rosters asked for emails about his team's games and gets his team's schedule now."
        : `${emails} players on the rosters asked for emails about their team's games and get their team's schedule now.`;
  return [
    "Players see the games at once, on the schedule, their team's pages and calendars.",
    now,
    "A player who asked and joins a roster later (the draft, or added by hand) gets his team's schedule when he joins.",
    "Games can then only be changed one by one.",
  ].join(" ");
}

/** The answer after Publish: the games written and how many players were emailed. */
export function publishedAnswer(games: number, emails: number): string {
  const emailed =
    emails === 0
      ? "No player was emailed: nobody on the rosters asked for emails about his team's games."
      : `${emails} ${emails === 1 ? "player was" : "players were"} emailed ${emails === 1 ? "his" : "their"} team's schedule.`;
  return `Published ${games} games. ${emailed} Players who join a roster from now on get theirs when they join.`;
}

/**
 * The question's title: "Publish 112 games, Sat, Jan 16 – Sun, Apr 18; no
 * games on Sun, Mar 28?", the blackouts named when they fall between the
 * first and last game days.
 */
function publishWords(m: PublishModel): Question {
  const { first, last } = m;
  const title = (() => {
    if (!first || !last) return "Publish no games?";
    const range = gameDaysRange(first.startsAt, last.startsAt);
    const count = `${m.games} ${m.games === 1 ? "game" : "games"}`;
    const skipped = m.skipped.map((d) => dayLabel(d) ?? d);
    return `Publish ${count}, ${range}${skipped.length > 0 ? `; no games on ${listed(skipped)}` : ""}?`;
  })();
  return {
    title,
    text: publishConsequences(m.emails),
    intent: "publish",
    fields: {},
    yes: `Yes, publish ${m.games} games`,
  };
}

/**
 * The question before Publish, with its key (the digest of its model): the
 * page asks it for the kept draft, and Publish asks it again from the draft
 * it finds under the season's lock.
 */
export function publishQuestion(model: PublishModel) {
  return askQuestion(model, publishWords);
}

const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
