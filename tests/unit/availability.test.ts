import { describe, expect, it } from "vitest";
import {
  countAnswers,
  countsText,
  daysBeforeInLeagueZone,
  isOpenForAnswers,
  isShortOfPlayers,
  jobsForGame,
  jobStillValid,
  leagueDay,
  mayAnswerFor,
  seesContacts,
  seesNames,
  teamAnswers,
  type TeamMember,
  silentMembers,
} from "~/domain/availability/availability";
import {
  captainSummaryEmail,
  needSubEmail,
  reminderEmail,
  type LeagueEmailLinks,
  type TeamGame,
} from "~/domain/availability/emails";

const links: LeagueEmailLinks = {
  origin: "https://league.example",
  unsubscribeUrl: (p) => `https://league.example/alerts/unsubscribe?p=${p}&s=u`,
  answerUrl: (g, p, a) => `https://league.example/availability?g=${g}&p=${p}&a=${a}&s=x`,
  remindSilentUrl: (g, t, c) => `https://league.example/availability/remind?g=${g}&t=${t}&c=${c}`,
  inviteSubUrl: (g, t, p, c) =>
    `https://league.example/availability/invite?g=${g}&t=${t}&p=${p}&c=${c}`,
  acceptSubUrl: (g, t, p) => `https://league.example/availability/accept?g=${g}&t=${t}&p=${p}`,
};

// Saturday Nov 28, 2026, 8:00 AM in Boston.
const SATURDAY = new Date("2026-11-28T13:00:00Z");
const game = {
  id: "g1",
  status: "scheduled",
  startsAt: SATURDAY,
  homeTeamId: "home",
  awayTeamId: "away",
};

describe("when reminders and summaries are due", () => {
  it("two days and one day before, at the game's time of day in Boston", () => {
    const jobs = jobsForGame(game, new Date("2026-11-22T17:00:00Z"));
    expect(jobs.map((j) => [j.kind, j.runAt.toISOString(), j.dedupeKey])).toEqual([
      ["reminders", "2026-11-26T13:00:00.000Z", "reminders:g1:2026-11-28T13:00:00.000Z"],
      [
        "captain-summary",
        "2026-11-27T13:00:00.000Z",
        "captain-summary:g1:2026-11-28T13:00:00.000Z",
      ],
    ]);
  });

  it("across the end of daylight time (Nov 1, 2026) the wall clock is kept: 49 hours, not 48", () => {
    // Monday Nov 2, 8:00 AM EST → Saturday Oct 31, 8:00 AM EDT.
    const monday = new Date("2026-11-02T13:00:00Z");
    expect(daysBeforeInLeagueZone(monday, 2).toISOString()).toBe("2026-10-31T12:00:00.000Z");
    // And into daylight time (Mar 8, 2026): Monday Mar 9, 8:00 AM EDT → Saturday Mar 7, 8:00 AM EST.
    expect(daysBeforeInLeagueZone(new Date("2026-03-09T12:00:00Z"), 2).toISOString()).toBe(
      "2026-03-07T13:00:00.000Z",
    );
  });

  it("no jobs for a postponed game, one without both teams, or one that has started", () => {
    const now = new Date("2026-11-22T17:00:00Z");
    expect(jobsForGame({ ...game, status: "postponed" }, now)).toEqual([]);
    expect(jobsForGame({ ...game, awayTeamId: null }, now)).toEqual([]);
    expect(jobsForGame(game, SATURDAY)).toEqual([]);
  });

  it("a job runs only for the game as it was planned", () => {
    const now = new Date("2026-11-26T13:00:00Z");
    const job = { gameStartsAt: SATURDAY };
    expect(jobStillValid(job, game, now)).toEqual({ valid: true });
    expect(jobStillValid(job, undefined, now)).toEqual({
      valid: false,
      reason: "The game no longer exists.",
    });
    expect(jobStillValid(job, { ...game, status: "postponed" }, now)).toEqual({
      valid: false,
      reason: "The game is postponed.",
    });
    expect(
      jobStillValid(job, { ...game, startsAt: new Date("2026-11-29T13:00:00Z") }, now),
    ).toEqual({
      valid: false,
      reason: "The game moved: its new time has jobs of its own.",
    });
    expect(jobStillValid(job, game, SATURDAY)).toEqual({
      valid: false,
      reason: "The game had started.",
    });
  });

  it("answers are open for a scheduled game until tip-off", () => {
    expect(isOpenForAnswers(game, new Date(SATURDAY.getTime() - 1))).toBe(true);
    expect(isOpenForAnswers(game, SATURDAY)).toBe(false);
    expect(isOpenForAnswers({ ...game, status: "live" }, new Date(0))).toBe(false);
  });

  it("the sub list's day is Boston's date, not UTC's", () => {
    // 11:30 PM Friday in Boston is already Saturday in UTC.
    expect(leagueDay(new Date("2026-11-28T04:30:00Z"))).toBe("2026-11-27");
  });
});

describe("a team's answers", () => {
  const member = (playerId: string, lastName: string, isSub = false): TeamMember => ({
    playerId,
    firstName: "A",
    lastName,
    isSub,
  });
  const roster = [
    member("p3", "Cole"),
    member("p1", "Avery"),
    member("s1", "Zed", true),
    member("p2", "Byrne"),
  ];
  const answers = new Map([
    ["p1", "in" as const],
    ["p2", "out" as const],
    ["s1", "in" as const],
  ]);

  it("in name order, subs last; counted In · Maybe · Out · No answer", () => {
    const members = teamAnswers(roster, answers);
    expect(members.map((m) => [m.playerId, m.answer])).toEqual([
      ["p1", "in"],
      ["p2", "out"],
      ["p3", null],
      ["s1", "in"],
    ]);
    const counts = countAnswers(members);
    expect(countsText(counts)).toBe("In 2 · Maybe 0 · Out 1 · No answer 1");
    expect(isShortOfPlayers(counts)).toBe(true);
    expect(isShortOfPlayers({ in: 5, maybe: 0, out: 0, none: 0 })).toBe(false);
  });

  it("counts each answer in its own column: a Maybe is not an In, nor an Out", () => {
    const answered = (answer: "in" | "maybe" | "out" | null) => ({ answer });
    const members = [
      answered("in"),
      answered("maybe"),
      answered("maybe"),
      answered("out"),
      answered(null),
      answered("in"),
      answered("in"),
      answered("in"),
    ];
    expect(countAnswers(members)).toEqual({ in: 4, maybe: 2, out: 1, none: 1 });
    // Four In and two Maybe are not five: the team is still short.
    expect(isShortOfPlayers(countAnswers(members))).toBe(true);
  });

  it("names for the team and admins; answers by the player, his captain or an admin; contacts for captains and admins", () => {
    const team = { captainId: "p1" };
    const visitor = { playerId: null, isAdmin: false };
    const admin = { playerId: null, isAdmin: true };
    const captain = { playerId: "p1", isAdmin: false };
    const teammate = { playerId: "p2", isAdmin: false };
    const stranger = { playerId: "x9", isAdmin: false };
    expect([visitor, admin, captain, teammate, stranger].map((v) => seesNames(v, roster))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(mayAnswerFor(teammate, "p2", team)).toBe(true);
    expect(mayAnswerFor(teammate, "p3", team)).toBe(false);
    expect(mayAnswerFor(captain, "p3", team)).toBe(true);
    expect(mayAnswerFor(admin, "p3", team)).toBe(true);
    expect(mayAnswerFor(visitor, "p3", team)).toBe(false);
    expect([visitor, admin, captain, teammate].map((v) => seesContacts(v, team))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    // A team without a captain: a signed-out visitor is nobody's captain.
    const captainless = { captainId: null };
    expect(mayAnswerFor(visitor, "p3", captainless)).toBe(false);
    expect(seesContacts(visitor, captainless)).toBe(false);
    expect(mayAnswerFor(teammate, "p3", captainless)).toBe(false);
    expect(seesContacts(admin, captainless)).toBe(true);
  });
});

describe("the silent ones", () => {
  it("are the team's own players without an answer, never a sub (he accepted: In)", () => {
    const members = [
      { playerId: "p1", answer: null, isSub: false },
      { playerId: "s1", answer: null, isSub: true },
      { playerId: "p2", answer: "out" as const, isSub: false },
    ];
    expect(silentMembers(members).map((m) => m.playerId)).toEqual(["p1"]);
  });
});

describe("the emails", () => {
  const teamGame: TeamGame = {
    id: "g1",
    awayName: "Friars",
    homeName: "Shamrocks",
    startsAt: SATURDAY,
    location: "condon",
    teamId: "home",
    teamName: "Shamrocks",
  };
  const pat = { playerId: "p1", firstName: "Pat", email: "pat@example.org" };

  it("a reminder: the three answers signed for him, the unsubscribe headers, a key per game time", () => {
    const email = reminderEmail(teamGame, pat, links);
    expect(email.subject).toBe("Are you in? Friars at Shamrocks, Sat, Nov 28");
    expect(email.text).toContain("Are you in for Friars at Shamrocks?");
    expect(email.text).toContain("Sat, Nov 28, 8:00 AM at Condon School.");
    for (const answer of ["in", "maybe", "out"]) {
      expect(email.text).toContain(`https://league.example/availability?g=g1&p=p1&a=${answer}&s=x`);
    }
    expect(email.headers["List-Unsubscribe"]).toBe(
      "<https://league.example/alerts/unsubscribe?p=p1&s=u>",
    );
    expect(email.dedupeKey).toBe("reminder:g1:2026-11-28T13:00:00.000Z:p1");
    const nudge = reminderEmail(teamGame, pat, links, new Date("2026-11-27T15:00:00Z"));
    expect(nudge.text).toContain("Your captain asks: are you in");
    expect(nudge.dedupeKey).not.toBe(email.dedupeKey);
  });

  it("the captain's summary lists each group and links 'remind the silent ones' only when someone is silent", () => {
    const members = [
      { playerId: "p1", firstName: "Pat", lastName: "Murphy", isSub: false, answer: "in" as const },
      { playerId: "p2", firstName: "Sean", lastName: "Byrne", isSub: false, answer: null },
    ];
    const email = captainSummaryEmail(teamGame, members, pat, links);
    expect(email.subject).toBe("Shamrocks: 1 in for Sat, Nov 28");
    expect(email.text).toContain("Shamrocks: In 1 · Maybe 0 · Out 0 · No answer 1.");
    expect(email.text).toContain("No answer: Sean Byrne.");
    expect(email.text).toContain(
      "Remind the 1 silent: https://league.example/availability/remind?g=g1&t=home&c=p1",
    );
    expect(email.text).toContain("Fewer than 5 are in");
    const allIn = captainSummaryEmail(teamGame, [members[0]!], pat, links);
    expect(allIn.text).not.toContain("Remind the");
    // Five in are enough: no warning.
    const five = ["a", "b", "c", "d", "e"].map((id) => ({ ...members[0]!, playerId: id }));
    expect(captainSummaryEmail(teamGame, five, pat, links).text).not.toContain("Fewer than");
    expect(captainSummaryEmail(teamGame, five.slice(1), pat, links).text).toContain(
      "Fewer than 5 are in",
    );
  });

  it("'need a sub': contacts of the subs; invite links for the captain only; an admin who is no player has no unsubscribe", () => {
    const subs = [
      {
        playerId: "s1",
        firstName: "Liam",
        lastName: "Walsh",
        email: "liam@example.org",
        phone: "617-555-0101",
      },
    ];
    const captain = needSubEmail(teamGame, 3, subs, { ...pat, isCaptain: true }, links);
    expect(captain.text).toContain("The Shamrocks have 3 in");
    // One email per asker whatever the case of his address.
    const asked = (email: string) =>
      needSubEmail(teamGame, 3, subs, { ...pat, email, isCaptain: true }, links).dedupeKey;
    expect(asked("Pat.Murphy@Example.ORG")).toBe(asked("pat.murphy@example.org"));
    expect(asked("pat.murphy@example.org")).toMatch(
      /^need-sub:g1:2026-11-28T13:00:00\.000Z:.+:pat\.murphy@example\.org$/,
    );
    expect(captain.text).toContain("Liam Walsh: liam@example.org, 617-555-0101");
    expect(captain.text).toContain(
      "Invite Liam Walsh: https://league.example/availability/invite?g=g1&t=home&p=s1&c=p1",
    );
    const admin = needSubEmail(
      teamGame,
      3,
      subs,
      { playerId: null, firstName: "there", email: "admin@example.org", isCaptain: false },
      links,
    );
    expect(admin.text).toContain("liam@example.org");
    expect(admin.text).not.toContain("/availability/invite");
    expect(admin.headers).toEqual({});
    expect(needSubEmail(teamGame, 0, [], { ...pat, isCaptain: true }, links).text).toContain(
      "Nobody is on the sub list for that day yet.",
    );
  });
});
