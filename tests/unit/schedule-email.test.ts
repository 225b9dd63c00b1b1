// A player's team schedule by email (docs/league-rules.md#email-alerts): the
// same form at Publish and when he joins a roster later, his team's games
// still to play one line each, once per player and season.
import { describe, expect, it } from "vitest";
import type { AlertLinks } from "~/domain/alerts/alerts";
import {
  scheduleEmailKey,
  teamGameLine,
  teamSchedule,
  teamScheduleEmail,
  type SeasonGameRow,
} from "~/domain/alerts/schedule-email";
import { leagueDate } from "~/domain/time/league-time";

const links: AlertLinks = {
  origin: "https://league.example",
  unsubscribeUrl: (id) => `https://league.example/alerts/unsubscribe?p=${id}&s=sig`,
};
const pat = { playerId: "p1", firstName: "Pat", email: "pat@example.org" };
const names: Record<string, string> = {
  saints: "Saints",
  friars: "Friars",
  shamrocks: "Shamrocks",
  hawks: "Harbor Hawks",
};
const nameOf = (id: string) => names[id] ?? id;

const row = (over: Partial<SeasonGameRow> & Pick<SeasonGameRow, "startsAt">): SeasonGameRow => ({
  location: "condon",
  status: "scheduled",
  homeTeamId: "saints",
  awayTeamId: "friars",
  ...over,
});

// Out of time order on purpose; one game of two other teams; one played.
const season: SeasonGameRow[] = [
  row({
    startsAt: leagueDate(2027, 1, 23, 8),
    homeTeamId: "shamrocks",
    awayTeamId: "saints",
    location: "jpt-school",
  }),
  row({ startsAt: leagueDate(2027, 1, 16, 9, 15) }),
  row({ startsAt: leagueDate(2027, 1, 16, 10, 30), homeTeamId: "hawks", awayTeamId: "friars" }),
  row({ startsAt: leagueDate(2027, 1, 30, 8), status: "postponed", awayTeamId: "hawks" }),
  row({ startsAt: leagueDate(2027, 1, 9, 8), status: "completed", awayTeamId: "shamrocks" }),
];

describe("a team's schedule", () => {
  it("lists the team's games still to play in time order, home or away, and counts those played", () => {
    const schedule = teamSchedule(season, "saints", nameOf);
    expect(schedule.played).toBe(1);
    expect(schedule.games.map(teamGameLine)).toEqual([
      "Sat, Jan 16, 9:15 AM: home vs Friars, Condon School",
      "Sat, Jan 23, 8:00 AM: away at Shamrocks, Joseph P. Tynan School",
      "Sat, Jan 30: home vs Harbor Hawks, postponed (new date to come)",
    ]);
  });

  it("names an opponent still to be decided (a playoff game) as such", () => {
    const bracket = [row({ startsAt: leagueDate(2027, 3, 6, 8), awayTeamId: null })];
    expect(teamSchedule(bracket, "saints", nameOf).games[0]?.opponent).toBe("to be decided");
  });
});

describe("the schedule email", () => {
  const schedule = teamSchedule(season, "saints", nameOf);
  const news = {
    season: { id: 5, name: "Spring 2027" },
    team: { id: "saints", name: "Saints" },
    schedule,
  };

  it("at Publish: the season's news, then his team's games, a line each", () => {
    const email = teamScheduleEmail(
      {
        ...news,
        occasion: {
          kind: "published",
          games: 112,
          firstDay: leagueDate(2027, 1, 16, 8),
          lastDay: leagueDate(2027, 4, 18, 10),
        },
        schedule: teamSchedule(
          season.filter((g) => g.status !== "completed"),
          "saints",
          nameOf,
        ),
      },
      pat,
      links,
    );
    expect(email.subject).toBe("The schedule is out: Spring 2027");
    expect(email.to).toBe("pat@example.org");
    expect(email.text).toContain(
      "The Spring 2027 schedule is out: 112 games from Sat, Jan 16 to Sun, Apr 18.\n\nSaints, 3 games:\n\n- Sat, Jan 16, 9:15 AM: home vs Friars, Condon School\n- Sat, Jan 23, 8:00 AM: away at Shamrocks, Joseph P. Tynan School\n",
    );
    expect(email.text).not.toContain("already played");
    expect(email.text).toContain(
      "Saints schedule: https://league.example/schedule/seasons/5/teams/saints",
    );
    expect(email.html).toContain(
      "<ul><li>Sat, Jan 16, 9:15 AM: home vs Friars, Condon School</li><li>",
    );
    expect(email.headers["List-Unsubscribe"]).toBe(
      "<https://league.example/alerts/unsubscribe?p=p1&s=sig>",
    );
  });

  it("when he joins later: his team named, the games still to play, those played counted", () => {
    const email = teamScheduleEmail({ ...news, occasion: { kind: "joined" } }, pat, links);
    expect(email.subject).toBe("Your team's schedule: Saints, Spring 2027");
    expect(email.text).toContain(
      "You are on the Saints roster for Spring 2027. Here is your team's schedule.\n\n1 game is already played.\n\nSaints, 3 games still to play:\n\n- Sat, Jan 16, 9:15 AM",
    );
    expect(email.text).toContain(
      "- Sat, Jan 30: home vs Harbor Hawks, postponed (new date to come)",
    );
    expect(email.text).toContain("Stop these emails: https://league.example/alerts/unsubscribe");
  });

  it("has one key per player and season, whichever occasion sends it", () => {
    const published = teamScheduleEmail(
      {
        ...news,
        occasion: { kind: "published", games: 3, firstDay: new Date(), lastDay: new Date() },
      },
      pat,
      links,
    );
    const joined = teamScheduleEmail(
      { ...news, team: { id: "friars", name: "Friars" }, occasion: { kind: "joined" } },
      pat,
      links,
    );
    expect(published.dedupeKey).toBe(scheduleEmailKey(5, "p1"));
    expect(joined.dedupeKey).toBe(published.dedupeKey);
    expect(scheduleEmailKey(6, "p1")).not.toBe(published.dedupeKey);
    expect(scheduleEmailKey(5, "p2")).not.toBe(published.dedupeKey);
  });

  it("keeps a team's name as text in the HTML", () => {
    const email = teamScheduleEmail(
      {
        ...news,
        team: { id: "saints", name: "<b>Saints</b>" },
        occasion: { kind: "joined" },
      },
      pat,
      links,
    );
    expect(email.html).toContain("&#60;b&#62;Saints&#60;/b&#62;");
    expect(email.html).not.toContain("<b>Saints");
  });
});
