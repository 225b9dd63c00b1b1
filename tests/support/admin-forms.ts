// What the integration tests of admin pages share: the admin they act as,
// forms as a browser sends them, and how to read the page's answer (a
// redirect Response, or React Router's data() with a status and a reply).
import { provideAlertLinks } from "~/data/game-alerts.server";
import { nextSeasonProposal, startNextSeason } from "~/data/season-lifecycle.server";
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { games, seasons, seasonTeams } from "~/db/schema";
import type { ScheduleFormValues } from "~/views/season-schedule";
import { loadAdminSeason } from "~/pages/admin-season.server";

export const ADMIN_EMAIL = "admin@example.org";

/** The signed-in admin every admin action is called as (not a player). */
export const admin = {
  userId: "u",
  email: ADMIN_EMAIL,
  name: "Admin",
  isAdmin: true,
  player: null,
};

/** Links in alert emails point at a stand-in site (the tests read the outbox, not the links). */
export function provideTestAlertLinks(): void {
  provideAlertLinks({
    origin: "https://league.example",
    unsubscribeUrl: (id) => `https://league.example/alerts/unsubscribe?p=${id}&s=test`,
  });
}

/** A form as a browser posts it; a list posts the field once per value. */
export function form(values: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) f.append(name, one);
  }
  return f;
}

/** The answer's HTTP status: a redirect's, or the one data() was given. */
export const status = (answer: unknown) =>
  answer instanceof Response ? answer.status : (answer as { init: { status: number } }).init.status;

/** The refusal's errors by field ("" for the form's own). */
export const errors = (answer: unknown) =>
  (answer as { data: { result: { error: Record<string, string[]> } } }).data.result.error;

/** The form's own refusal sentence. */
export const message = (answer: unknown) => errors(answer)[""]?.[0];

/** Starts season 5 ("Spring 2027") from the demo's season 4, with season 4's captains. */
export async function startSeasonFive(db: Database, at: Date): Promise<void> {
  const proposal = (await nextSeasonProposal(db))!;
  await startNextSeason(
    db,
    {
      latestId: 4,
      name: "Spring 2027",
      captains: new Map(proposal.teams.map((x) => [x.teamId, x.captainId])),
    },
    { actorEmail: ADMIN_EMAIL, at },
  );
}

/**
 * Readies `seasonId` to be made current, as the league's year would: it gets
 * one game of its own (its schedule, published), and the open seasons below
 * it have no game left to play (theirs are postponed, one of the ways
 * forward). Written straight to the tables: the test is about what comes next.
 */
export async function readyToBeMadeCurrent(db: Database, seasonId: number): Promise<void> {
  const [home, away] = await db
    .select({ teamId: seasonTeams.teamId })
    .from(seasonTeams)
    .where(eq(seasonTeams.seasonId, seasonId))
    .orderBy(seasonTeams.teamId)
    .limit(2);
  const own = await db.select({ id: games.id }).from(games).where(eq(games.seasonId, seasonId));
  if (own.length === 0) {
    await db.insert(games).values({
      id: `ready${seasonId}`.padEnd(10, "0"),
      seasonId,
      type: "regular_season",
      status: "scheduled",
      startsAt: new Date("2027-01-16T18:00:00Z"),
      location: "sbca",
      homeTeamId: home!.teamId,
      awayTeamId: away!.teamId,
    });
  }
  const open = db
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(lt(seasons.id, seasonId), isNull(seasons.closedAt)));
  await db
    .update(games)
    .set({ status: "postponed" })
    .where(and(inArray(games.seasonId, open), inArray(games.status, ["scheduled", "live"])));
}

/** The season schedule form (Generate, Reshuffle, Publish) as a browser sends it. */
export function scheduleForm(
  input: ScheduleFormValues,
  intent: string,
  extra: Record<string, string> = {},
): FormData {
  const f = new FormData();
  f.set("intent", intent);
  f.set("firstDay", input.firstDay);
  f.set("lastDay", input.lastDay);
  for (const d of input.weekdays) f.append("weekday", String(d));
  input.slots.forEach((s, i) => {
    f.set(`slot-time-${i}`, s.time);
    f.set(`slot-location-${i}`, s.location);
  });
  f.set("blackouts", input.blackouts.join("\n"));
  f.set("kind", input.format.kind);
  f.set("times", String(input.format.times));
  for (const [k, v] of Object.entries(extra)) f.set(k, v);
  return f;
}

/**
 * What the Yes of a season page's question posts (`confirm`: make-current,
 * close with its champion, open-signups), read from the page as a browser
 * would; throws when the page asks no such question.
 */
export async function yesTo(
  db: Database,
  seasonId: number,
  query: Record<string, string>,
): Promise<Record<string, string>> {
  const page = await loadAdminSeason(db, seasonId, new Date(), new URLSearchParams(query));
  if (!page.confirm)
    throw new Error(`Season ${seasonId} asks no question for ${JSON.stringify(query)}`);
  return { intent: page.confirm.intent, ...page.confirm.fields };
}
