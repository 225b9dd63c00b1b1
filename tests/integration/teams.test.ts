// Team pages, schedules and calendar feeds, end to end through the query
// modules and the league rules, on a fresh database with the demo league.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonGames } from "~/data/games.server";
import { seasonTeamsOf } from "~/data/seasons.server";
import { seasonRoster, teamSeasonGames } from "~/data/teams.server";
import { seasons, seasonTeams, teams } from "~/db/schema";
import { generateDemoLeague } from "~/demo/generate";
import type { GameDayView, ScheduleResultsView } from "~/views/schedule";
import { leagueDateParts } from "~/domain/time/league-time";
import { computeStandings, formatRecord } from "~/domain/stats/standings";
import { siteOrigin } from "~/http.server";
import { leagueCalendar, leagueCalendarResponse, teamCalendar } from "~/pages/calendar.server";
import { loadSchedulePage } from "~/pages/schedule.server";
import { loadTeamBio, loadTeamPage } from "~/pages/team.server";
import { loadTeamsPage } from "~/pages/teams.server";
import { loadHomePage } from "~/pages/home.server";
import { isTeamColor } from "~/domain/teams/colors";
import { databaseKinds, type TestDatabase } from "../support/databases";

const NOW = new Date("2026-11-22T17:00:00Z");
const FEED = { origin: "https://league.example", stamp: NOW };

/** Every result card of a schedule page, month and day groups flattened (newest day first). */
const pastOf = (page: { results: ScheduleResultsView }) =>
  page.results.months.flatMap((m) => m.items.flatMap((d) => d.items));
/** Every upcoming card of a schedule page, day groups flattened (earliest first). */
const upcomingOf = (page: { upcomingDays: GameDayView[] }) =>
  page.upcomingDays.flatMap((d) => d.items);

/** '2026-11-22': the league-zone day of an instant (ms), as day groups key it. */
function dayKey(ms: number): string {
  const { year, month, day } = leagueDateParts(new Date(ms));
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The events of an iCalendar text, each as its property lines (unfolded, RFC 5545 3.1). */
function parseEvents(ics: string): Map<string, string>[] {
  const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
  const events: Map<string, string>[] = [];
  let current: Map<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = new Map();
    else if (line === "END:VEVENT" && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(":");
      current.set(line.slice(0, colon), line.slice(colon + 1));
    }
  }
  return events;
}

describe.each(databaseKinds)("teams, schedules and feeds on $name", ({ open }) => {
  let t: TestDatabase;
  const league = generateDemoLeague({ now: NOW });
  const season4Teams = league.seasonTeams.filter((s) => s.seasonId === 4);

  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  it("orders every roster by jersey number and flags exactly the captain", async () => {
    for (const entry of season4Teams) {
      const page = await loadTeamPage(t.db, entry.teamId, NOW);
      const roster = page!.current!.roster;
      const expected = league.seasonRosters.filter(
        (r) => r.seasonId === 4 && r.teamId === entry.teamId,
      );
      expect(roster.map((p) => p.id).sort()).toEqual(expected.map((r) => r.playerId).sort());
      const numbers = roster.map((p) => p.jerseyNumber ?? Infinity);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      expect(roster.filter((p) => p.isCaptain).map((p) => p.id)).toEqual([entry.captainId]);
    }
    // The query itself flags the captain too, before any sorting.
    const raw = await seasonRoster(t.db, 4, season4Teams[0]!.teamId);
    expect(raw.filter((p) => p.isCaptain)).toHaveLength(1);
  });

  it("shows the record the standings show, on the team page and the teams list", async () => {
    const standings = computeStandings(await seasonTeamsOf(t.db, 4), await seasonGames(t.db, 4));
    const list = await loadTeamsPage(t.db);
    const listed = new Map(list.conferences.flatMap((c) => c.teams).map((x) => [x.id, x]));
    expect(list.conferences.map((c) => c.label)).toEqual([
      "Western Conference",
      "Eastern Conference",
    ]);
    expect(listed.size).toBe(16);
    expect(list.otherTeams).toEqual([]);
    for (const row of standings) {
      const page = await loadTeamPage(t.db, row.teamId, NOW);
      expect(page!.current!.record).toBe(formatRecord(row));
      expect(listed.get(row.teamId)!.record).toBe(formatRecord(row));
      expect(page!.current!.conference).toBe(
        row.conference === "west" ? "Western Conference" : "Eastern Conference",
      );
    }
    // Somebody has won a game by now: the records are not all 0-0.
    expect(standings.some((r) => r.wins > 0)).toBe(true);
  });

  it("gives every demo team its own colour and carries it to every view that shows the team", async () => {
    const colors = new Map(
      (await t.db.select({ id: teams.id, color: teams.color }).from(teams)).map((r) => [
        r.id,
        r.color,
      ]),
    );
    expect(colors.size).toBe(16);
    expect(new Set(colors.values()).size).toBe(16);
    for (const color of colors.values()) expect(isTeamColor(color)).toBe(true);
    expect(colors.get("shamrocks")).toBe(league.teams.find((x) => x.id === "shamrocks")!.color);

    // The teams list and the team page.
    const list = await loadTeamsPage(t.db);
    for (const item of list.conferences.flatMap((c) => c.teams)) {
      expect(item.color, item.id).toBe(colors.get(item.id));
    }
    const page = await loadTeamPage(t.db, "friars", NOW);
    expect(page!.team.color).toBe(colors.get("friars"));
    for (const card of [page!.current!.lastGame, page!.current!.nextGame]) {
      for (const side of card ? [card.away, card.home] : []) {
        expect(side.color).toBe(colors.get(side.teamId!));
      }
    }

    // Standings and game cards on the home page.
    const home = await loadHomePage(t.db, NOW);
    if (!home.season) throw new Error("The demo has a current season.");
    for (const row of home.standings.league) expect(row.color).toBe(colors.get(row.teamId));
    const homeCards = [...home.recentScores, ...home.upcoming].flatMap((d) => d.items);
    expect(homeCards.length).toBeGreaterThan(0);
    for (const side of homeCards.flatMap((c) => [c.away, c.home])) {
      if (side.teamId) expect(side.color).toBe(colors.get(side.teamId));
      else expect(side.color).toBeNull();
    }

    // One team's schedule.
    const schedule = (await loadSchedulePage(t.db, { seasonId: null, teamId: "friars" }, NOW))!;
    const cards = [...upcomingOf(schedule), ...pastOf(schedule)];
    expect(cards.length).toBeGreaterThan(0);
    for (const side of cards.flatMap((c) => [c.away, c.home])) {
      if (side.teamId) expect(side.color).toBe(colors.get(side.teamId));
    }
  });

  it("picks the last completed game and the next upcoming one for a team", async () => {
    const teamId = season4Teams[0]!.teamId;
    const page = await loadTeamPage(t.db, teamId, NOW);
    const games = await teamSeasonGames(t.db, 4, teamId);
    const lastExpected = games.filter((g) => g.status === "completed" && g.startsAt <= NOW).at(-1);
    const nextExpected = games.find((g) => g.status === "scheduled" && g.startsAt > NOW);
    expect(page!.current!.lastGame?.id).toBe(lastExpected?.id);
    expect(page!.current!.nextGame?.id).toBe(nextExpected?.id);
  });

  it("answers null for unknown teams and tells the story of known ones", async () => {
    expect(await loadTeamPage(t.db, "no-such-team", NOW)).toBeNull();
    expect(await loadTeamBio(t.db, "no-such-team")).toBeNull();
    const bio = await loadTeamBio(t.db, "shamrocks");
    expect(bio!.team.bio).toEqual(league.teams.find((x) => x.id === "shamrocks")!.bio);
  });

  it("splits one team's schedule into upcoming (ascending) and past (newest day first), by day", async () => {
    const teamId = "friars";
    const page = (await loadSchedulePage(t.db, { seasonId: null, teamId }, NOW))!;
    const own = league.games.filter(
      (g) => g.seasonId === 4 && (g.homeTeamId === teamId || g.awayTeamId === teamId),
    );
    const cards = [...upcomingOf(page), ...pastOf(page)];
    expect(cards).toHaveLength(own.length);
    for (const card of cards) expect([card.home.teamId, card.away.teamId]).toContain(teamId);

    const byId = new Map(own.map((g) => [g.id!, g]));
    const startOf = (id: string) => byId.get(id)!.startsAt!.getTime();
    const upcomingStarts = upcomingOf(page).map((c) => startOf(c.id));
    expect(upcomingStarts.every((s) => s > NOW.getTime())).toBe(true);
    expect(upcomingStarts).toEqual([...upcomingStarts].sort((a, b) => a - b));
    expect(upcomingOf(page).every((c) => c.display === "upcoming")).toBe(true);
    // Month and day groups are in the league zone, newest first; a day's games earliest first.
    const months = page.results.months;
    expect(months.map((m) => m.key)).toEqual([...months.map((m) => m.key)].sort().reverse());
    expect(months.at(-1)!.label).toBe("October 2026");
    const days = months.flatMap((m) => m.items);
    expect(days.map((d) => d.key)).toEqual([...days.map((d) => d.key)].sort().reverse());
    for (const day of days) {
      const starts = day.items.map((c) => startOf(c.id));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(day.label).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}$/);
    }
    for (const day of page.upcomingDays) {
      expect(day.items.every((c) => day.key === dayKey(startOf(c.id)))).toBe(true);
    }
    // The month opened is the newest with a game played: November, whatever is postponed.
    expect(page.results.openMonth).toBe("2026-11");

    expect(page.upcomingDays.length).toBeGreaterThan(0);
    expect(page.emptyText).toBeNull();
    expect(page.team).toEqual({ id: teamId, name: "Friars" });
    expect(page.baseHref).toBe("/schedule");
    expect(page.calendarHref).toBe("/calendar/teams/friars.ics");
    const standings = computeStandings(await seasonTeamsOf(t.db, 4), await seasonGames(t.db, 4));
    expect(page.record).toBe(formatRecord(standings.find((r) => r.teamId === teamId)!));
  });

  it("opens the month of the latest results, with the latest day on top; a postponed game waits under Upcoming", async () => {
    const page = (await loadSchedulePage(t.db, { seasonId: null, teamId: null }, NOW))!;
    const postponed = league.games.find((g) => g.seasonId === 4 && g.status === "postponed")!;
    const months = page.results.months;
    // The postponed game waits under Upcoming, "Date to come": Results open on November.
    expect(months.map((m) => m.key)).toEqual(["2026-11", "2026-10"]);
    expect(page.results.openMonth).toBe("2026-11");
    const [sunday, saturday] = months[0]!.items;
    expect([sunday!.label, sunday!.items.length]).toEqual(["Sunday, November 22", 4]);
    expect([saturday!.label, saturday!.items.length]).toEqual(["Saturday, November 21", 4]);
    expect(page.upcomingDays[0]!.label).toBe("Monday, November 23");
    const dateToCome = page.upcomingDays.at(-1)!;
    expect(dateToCome.label).toBe("Date to come");
    expect(dateToCome.items.map((c) => [c.id, c.display])).toEqual([[postponed.id!, "postponed"]]);
    expect(upcomingOf(page)).toHaveLength(
      league.games.filter(
        (g) => g.seasonId === 4 && g.status === "scheduled" && g.startsAt! > NOW && g.homeTeamId,
      ).length + 1,
    );
  });

  it("shows a finished season as all past, and 404s unknown seasons and teams", async () => {
    const past = (await loadSchedulePage(t.db, { seasonId: 1, teamId: null }, NOW))!;
    expect(past.upcomingDays).toEqual([]);
    expect(pastOf(past)).toHaveLength(league.games.filter((g) => g.seasonId === 1).length);
    expect(past.emptyText).toBe("No upcoming games this week");
    expect(past.baseHref).toBe("/schedule/seasons/1");
    expect(past.seasonLinks.map((s) => s.href)).toEqual(
      [1, 2, 3, 4].map((n) => `/schedule/seasons/${n}`),
    );
    expect(past.seasonLinks.find((s) => s.current)?.id).toBe(1);

    const withTeam = (await loadSchedulePage(t.db, { seasonId: 2, teamId: "saints" }, NOW))!;
    // Season links keep the team where it played.
    expect(withTeam.seasonLinks[0]!.href).toBe("/schedule/seasons/1/teams/saints");

    expect(await loadSchedulePage(t.db, { seasonId: 99, teamId: null }, NOW)).toBeNull();
    expect(await loadSchedulePage(t.db, { seasonId: null, teamId: "nobody" }, NOW)).toBeNull();
  });

  it("says so when a season, or a team in it, has no games yet", async () => {
    await t.db.insert(seasons).values({ id: 5, name: "Spring 2027" });
    await t.db.insert(seasonTeams).values({ seasonId: 5, teamId: "saints", conference: "west" });
    const empty = (await loadSchedulePage(t.db, { seasonId: 5, teamId: null }, NOW))!;
    expect(empty.upcomingDays).toEqual([]);
    expect(empty.results).toEqual({ months: [], openMonth: null });
    expect(empty.emptyText).toBe("No games scheduled for the season yet...");
    const team = (await loadSchedulePage(t.db, { seasonId: 5, teamId: "saints" }, NOW))!;
    expect(team.emptyText).toBe("No games scheduled for the season yet...");
    expect(team.record).toBe("0-0");
    // A team that is not in that season is not found there.
    expect(await loadSchedulePage(t.db, { seasonId: 5, teamId: "friars" }, NOW)).toBeNull();
  });

  it("still shows a team that is not in the current season", async () => {
    await t.db.insert(teams).values({ id: "old-timers", name: "Old Timers", abbreviation: "OLD" });
    const page = (await loadTeamPage(t.db, "old-timers", NOW))!;
    expect(page.team.name).toBe("Old Timers");
    expect(page.current).toBeNull();
    expect(page.lastSeasonId).toBeNull();
    expect((await loadTeamsPage(t.db)).otherTeams.map((x) => x.id)).toEqual(["old-timers"]);
  });

  it("writes a league feed with one event per game, in the league zone", async () => {
    const ics = (await leagueCalendar(t.db, FEED)).toString();
    const games = league.games.filter((g) => g.seasonId === 4);
    const events = parseEvents(ics);
    expect(events).toHaveLength(games.length);
    expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:America/New_York");
    expect(ics).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    const byUid = new Map(events.map((e) => [e.get("UID")!, e]));
    for (const game of games) {
      const event = byUid.get(`${game.id}@league.example`)!;
      const p = leagueDateParts(game.startsAt!);
      const pad = (n: number) => String(n).padStart(2, "0");
      expect(event.get("DTSTART;TZID=America/New_York")).toBe(
        `${p.year}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}00`,
      );
      expect(event.get("DTEND;TZID=America/New_York")).toBeDefined();
      expect(event.get("URL;VALUE=URI")).toBe(`https://league.example/games/${game.id}`);
      expect(event.get("STATUS")).toBe(game.status === "postponed" ? "CANCELLED" : "CONFIRMED");
      if (game.status === "postponed") expect(event.get("SUMMARY")).toMatch(/^Postponed: /);
      if (game.status === "completed") {
        expect(event.get("SUMMARY")).toContain(` ${game.awayScore} at `);
      }
    }
    expect(games.some((g) => g.status === "postponed")).toBe(true);
  });

  it("writes a team feed with that team's games only, and serves it as text/calendar", async () => {
    const ics = (await teamCalendar(t.db, "friars", FEED))!.toString();
    const own = league.games.filter(
      (g) => g.seasonId === 4 && (g.homeTeamId === "friars" || g.awayTeamId === "friars"),
    );
    const events = parseEvents(ics);
    expect(events).toHaveLength(own.length);
    expect(events.every((e) => e.get("SUMMARY")!.includes("Friars"))).toBe(true);
    expect(await teamCalendar(t.db, "nobody", FEED)).toBeNull();

    const response = await leagueCalendarResponse(t.db, {
      origin: siteOrigin(new Request("http://127.0.0.1:9/calendar/league.ics")),
      stamp: NOW,
    });
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toMatch(/max-age=\d+/);
    const body = await response.text();
    expect(body).toContain("http://127.0.0.1:9/games/");
  });
});
