import { describe, expect, it } from "vitest";
import {
  BIG_MARGIN,
  CAREER_HIGH_MIN_GAMES,
  RECAP_FORBIDDEN_WORDS,
  RECAP_MAX_SENTENCES,
  currentStreak,
  doubleFigureStats,
  gameRecap,
  hasClinchedPlayoffSpot,
  recapDescription,
  type CareerBefore,
  type RecapInput,
  type RecapLine,
  type RecapTeam,
} from "~/domain/game-story/recap";
import type { Game } from "~/domain/types";
import { day, game, result } from "./fixtures";

const TEAMS: RecapTeam[] = [
  { id: "sts", name: "Saints", conference: "east" },
  { id: "fri", name: "Friars", conference: "east" },
  { id: "haw", name: "Harbor Hawks", conference: "east" },
  { id: "shm", name: "Shamrocks", conference: "west" },
];

function line(
  playerId: string,
  teamId: string,
  name: string,
  stats: Partial<Pick<RecapLine, "points" | "rebounds" | "assists" | "blocks" | "steals">> = {},
  status: RecapLine["status"] = "played",
): RecapLine {
  const [firstName, lastName] = name.split(" ") as [string, string];
  return {
    playerId,
    teamId,
    firstName,
    lastName,
    status,
    points: 0,
    rebounds: 0,
    assists: 0,
    blocks: 0,
    steals: 0,
    ...stats,
  };
}

/** Saints (home) 52, Friars 48 on day 10, with a plain box score. */
function input(overrides: Partial<RecapInput> = {}): RecapInput {
  const g = overrides.game ?? result("sts", 52, "fri", 48, day(10), { id: "this" });
  return {
    game: g,
    lines: [
      line("p1", "sts", "Pat Murphy", { points: 20, rebounds: 5, assists: 3 }),
      line("p2", "fri", "Joe Kelly", { points: 16, rebounds: 4, assists: 2 }),
      line("p3", "sts", "Tom Burke", {}, "dnp"),
    ],
    tracksBlocksSteals: false,
    seasonGames: [g],
    teams: TEAMS,
    careerBefore: [],
    ...overrides,
  };
}

/** `n` results for `team` before day 10, newest on day 9. */
function run(team: string, other: string, outcomes: ("W" | "L")[]): Game[] {
  return outcomes.map((o, i) =>
    result(team, o === "W" ? 50 : 40, other, 45, day(10 - outcomes.length + i)),
  );
}

describe("gameRecap: the result", () => {
  it.each([
    ["a close win", 52, 48, "The Saints beat the Friars 52–48."],
    [`a margin of ${BIG_MARGIN - 1}`, 62, 62 - BIG_MARGIN + 1, "The Saints beat the Friars 62–48."],
    [
      `a margin of ${BIG_MARGIN}`,
      62,
      62 - BIG_MARGIN,
      `The Saints beat the Friars by ${BIG_MARGIN}, 62–${62 - BIG_MARGIN}.`,
    ],
    ["a big margin", 70, 49, "The Saints beat the Friars by 21, 70–49."],
    [
      "a level score given to the home team",
      50,
      50,
      "The Saints were given the win over the Friars; the score was recorded level at 50–50.",
    ],
  ])("%s", (_, home, away, expected) => {
    const g = result("sts", home, "fri", away, day(10), { id: "this" });
    expect(gameRecap(input({ game: g, seasonGames: [g] }))[0]).toBe(expected);
  });

  it("names the away winner first and keeps a name's own article", () => {
    const teams = [...TEAMS, { id: "the", name: "The Anchors", conference: "east" as const }];
    const g = result("the", 40, "haw", 55, day(10), { id: "this" });
    expect(gameRecap(input({ game: g, seasonGames: [g], teams }))[0]).toBe(
      "The Harbor Hawks beat the Anchors by 15, 55–40.",
    );
  });

  it("claims no score when none was saved", () => {
    const g = game({
      id: "this",
      status: "completed",
      homeTeamId: "sts",
      awayTeamId: "fri",
      winnerId: "fri",
      startsAt: day(10),
    });
    expect(gameRecap(input({ game: g, seasonGames: [g] }))[0]).toBe(
      "The Friars won against the Saints.",
    );
  });
});

describe("gameRecap: no recap", () => {
  it.each([
    [
      "a forfeit",
      [line("p1", "sts", "Pat Murphy", {}, "forfeit"), line("p2", "fri", "Joe Kelly", {}, "dnp")],
    ],
    [
      "a forfeit with lines played on the other team",
      [
        line("p1", "sts", "Pat Murphy", { points: 20 }),
        line("p2", "fri", "Joe Kelly", {}, "forfeit"),
      ],
    ],
    ["a game without stats", [line("p1", "sts", "Pat Murphy", {}, "no-stats")]],
    ["a game without stat lines", []],
    ["a game where nobody played", [line("p1", "sts", "Pat Murphy", {}, "dnp")]],
  ])("%s", (_, lines) => {
    expect(gameRecap(input({ lines }))).toEqual([]);
  });

  it("a game not decided", () => {
    const g = game({ id: "this", homeTeamId: "sts", awayTeamId: "fri", startsAt: day(10) });
    expect(gameRecap(input({ game: g, seasonGames: [g] }))).toEqual([]);
  });
});

describe("gameRecap: the top scorer", () => {
  it("names him and his line", () => {
    expect(gameRecap(input())).toEqual([
      "The Saints beat the Friars 52–48.",
      "Pat Murphy led all scorers with 20 points, 5 rebounds and 3 assists.",
    ]);
  });

  it("names no scoring leader, career high or double-double when the stat sheet is incomplete", () => {
    const g = { ...result("sts", 52, "fri", 48, day(10), { id: "this" }), statsIncomplete: true };
    const lines = [line("p1", "sts", "Pat Murphy", { points: 20, rebounds: 12, assists: 3 })];
    const careerBefore = [{ playerId: "p1", gamesPlayed: 9, maxPoints: 10 }];
    expect(gameRecap(input({ game: g, seasonGames: [g], lines, careerBefore }))).toEqual([
      "The Saints beat the Friars 52–48.",
    ]);
  });

  it("says 1 rebound and 1 assist in the singular", () => {
    const lines = [line("p1", "sts", "Pat Murphy", { points: 1, rebounds: 1, assists: 1 })];
    expect(gameRecap(input({ lines }))[1]).toBe(
      "Pat Murphy led all scorers with 1 point, 1 rebound and 1 assist.",
    );
  });

  it.each([
    [
      "two",
      ["Pat Murphy", "Joe Kelly"],
      "Joe Kelly and Pat Murphy each scored 18 points to lead all scorers.",
    ],
    [
      "three",
      ["Pat Murphy", "Joe Kelly", "Al Burke"],
      "Al Burke, Joe Kelly and Pat Murphy each scored 18 points to lead all scorers.",
    ],
  ])("names %s tied players by last name", (_, names, expected) => {
    const lines = names.map((n, i) => line(`p${i}`, i % 2 ? "fri" : "sts", n, { points: 18 }));
    expect(gameRecap(input({ lines }))[1]).toBe(expected);
  });

  it("leaves out a stat of zero", () => {
    const lines = [line("p1", "sts", "Pat Murphy", { points: 12, assists: 4 })];
    expect(gameRecap(input({ lines }))[1]).toBe(
      "Pat Murphy led all scorers with 12 points and 4 assists.",
    );
  });

  it("names nobody when nobody scored", () => {
    const lines = [line("p1", "sts", "Pat Murphy", { rebounds: 4 })];
    expect(gameRecap(input({ lines }))).toEqual(["The Saints beat the Friars 52–48."]);
  });
});

describe("gameRecap: double-doubles", () => {
  it.each([
    [{ points: 10, rebounds: 10 }, false, ["points", "rebounds"]],
    [{ points: 10, rebounds: 9 }, false, ["points"]],
    [{ points: 12, assists: 11, rebounds: 10 }, false, ["points", "rebounds", "assists"]],
    [{ points: 12, blocks: 10 }, false, ["points"]],
    [{ points: 12, blocks: 10 }, true, ["points", "blocks"]],
    [{ points: 12, steals: 10, blocks: 10 }, true, ["points", "blocks", "steals"]],
  ])("%o (blocks and steals tracked: %s)", (stats, tracked, expected) => {
    expect(doubleFigureStats(line("p", "sts", "A B", stats), tracked)).toEqual(expected);
  });

  it("writes a double-double and a triple-double, the better first", () => {
    const lines = [
      line("p1", "sts", "Pat Murphy", { points: 24, rebounds: 11, assists: 3 }),
      line("p2", "fri", "Joe Kelly", { points: 14, rebounds: 10, assists: 10 }),
    ];
    expect(gameRecap(input({ lines }))).toEqual([
      "The Saints beat the Friars 52–48.",
      "Pat Murphy led all scorers with 24 points, 11 rebounds and 3 assists.",
      "Joe Kelly had a triple-double (14 points, 10 rebounds and 10 assists) and Pat Murphy had a double-double (24 points and 11 rebounds).",
    ]);
  });

  it("names the top scorer's own feat without repeating his line", () => {
    const lines = [line("p1", "sts", "Pat Murphy", { points: 24, rebounds: 11, assists: 3 })];
    expect(gameRecap(input({ lines }))).toEqual([
      "The Saints beat the Friars 52–48.",
      "Pat Murphy led all scorers with 24 points, 11 rebounds and 3 assists.",
      "That is a double-double.",
    ]);
  });

  it("does not count blocks or steals a game did not track", () => {
    const lines = [line("p1", "sts", "Pat Murphy", { points: 24, blocks: 12, steals: 10 })];
    expect(gameRecap(input({ lines })).join(" ")).not.toMatch(/double/);
    expect(gameRecap(input({ lines, tracksBlocksSteals: true })).join(" ")).toMatch(
      "Pat Murphy led all scorers with 24 points, 12 blocks and 10 steals. That is a triple-double.",
    );
  });
});

describe("gameRecap: career highs", () => {
  const career = (gamesPlayed: number, maxPoints: number): CareerBefore[] => [
    { playerId: "p1", gamesPlayed, maxPoints },
  ];
  const high = "Pat Murphy's 20 points are a career high; his best before was 19.";

  it.each([
    [`${CAREER_HIGH_MIN_GAMES} earlier games, best 19`, career(CAREER_HIGH_MIN_GAMES, 19), true],
    [`${CAREER_HIGH_MIN_GAMES - 1} earlier games`, career(CAREER_HIGH_MIN_GAMES - 1, 19), false],
    ["an equal best", career(20, 20), false],
    ["a better best", career(20, 25), false],
    ["no earlier record", [], false],
  ])("%s", (_, before, expected) => {
    const recap = gameRecap(input({ careerBefore: before }));
    expect(recap.includes(high)).toBe(expected);
    expect(recap.join(" ").includes("career")).toBe(expected);
  });

  it("names a player who is not the top scorer", () => {
    const careerBefore = [{ playerId: "p2", gamesPlayed: 9, maxPoints: 15 }];
    expect(gameRecap(input({ careerBefore }))).toContain(
      "Joe Kelly scored a career-high 16 points; his best before was 15.",
    );
  });

  it("names several players with their points, most first", () => {
    const careerBefore = [
      { playerId: "p1", gamesPlayed: 9, maxPoints: 10 },
      { playerId: "p2", gamesPlayed: 9, maxPoints: 10 },
    ];
    expect(gameRecap(input({ careerBefore }))).toContain(
      "Pat Murphy (20) and Joe Kelly (16) scored career highs in points.",
    );
  });
});

describe("gameRecap: streaks", () => {
  const recapWith = (earlier: Game[]) => {
    const g = result("sts", 52, "fri", 48, day(10), { id: "this" });
    return gameRecap(input({ game: g, seasonGames: [...earlier, g] }));
  };

  it.each([
    [
      "two wins before: third in a row",
      run("sts", "haw", ["W", "W"]),
      "It is the Saints' third win in a row.",
    ],
    ["one win before: nothing", run("sts", "haw", ["L", "W"]), null],
    [
      "three losses before: ended",
      run("sts", "haw", ["L", "L", "L"]),
      "The win ends the Saints' three-game losing streak.",
    ],
    ["two losses before: nothing", run("sts", "haw", ["W", "L", "L"]), null],
    [
      "the loser's five wins: ended",
      run("fri", "haw", ["W", "W", "W", "W", "W"]),
      "The loss ends the Friars' five-game winning streak.",
    ],
    ["the loser's two wins: nothing", run("fri", "haw", ["L", "W", "W"]), null],
    [
      "the loser's two losses: third in a row",
      run("fri", "haw", ["L", "L"]),
      "It is the Friars' third loss in a row.",
    ],
    [
      "the winner's ten wins",
      run("sts", "haw", Array(10).fill("W")),
      "It is the Saints' 11th win in a row.",
    ],
  ])("%s", (_, earlier, expected) => {
    const streaks = recapWith(earlier).filter((s) => /in a row|streak/.test(s));
    expect(streaks).toEqual(expected ? [expected] : []);
  });

  it("counts only games before this one, in start order (not list order)", () => {
    const later = result("sts", 40, "haw", 50, day(11));
    const earlier = run("sts", "haw", ["W", "W"]).reverse();
    expect(recapWith([later, ...earlier])).toContain("It is the Saints' third win in a row.");
  });

  it("skips games without a result", () => {
    const unplayed = game({ homeTeamId: "sts", awayTeamId: "haw", startsAt: day(9) });
    expect(currentStreak("sts", [...run("sts", "haw", ["W", "W"]), unplayed])).toEqual({
      kind: "W",
      length: 2,
    });
  });
});

describe("gameRecap: standings", () => {
  it("says the winner is now alone in first place of its conference", () => {
    // Before: Friars 1-0 lead, Saints 1-1, Harbor Hawks 1-1. After: Saints 2-1 (.667) alone.
    const earlier = [
      result("fri", 50, "shm", 40, day(1)),
      result("sts", 50, "shm", 40, day(2)),
      result("haw", 50, "sts", 40, day(3)),
      result("shm", 50, "haw", 40, day(4)),
    ];
    const g = result("sts", 52, "fri", 48, day(10), { id: "this" });
    expect(gameRecap(input({ game: g, seasonGames: [...earlier, g] }))).toContain(
      "The Saints are now alone in first place in the Eastern Conference.",
    );
  });

  it("says nothing while a team of the conference has not played, or the leaders are level", () => {
    const g = result("sts", 52, "fri", 48, day(10), { id: "this" });
    // Harbor Hawks 0-0.
    expect(gameRecap(input({ game: g, seasonGames: [g] })).join(" ")).not.toMatch(/first place/);
    // Harbor Hawks 1-0 and Saints 2-0: both 1.000.
    const level = [result("sts", 50, "shm", 40, day(1)), result("haw", 50, "shm", 40, day(2))];
    expect(gameRecap(input({ game: g, seasonGames: [...level, g] })).join(" ")).not.toMatch(
      /first place/,
    );
  });

  it("says nothing when the winner was already alone in first, or is still tied", () => {
    const already = [result("sts", 50, "haw", 40, day(1)), result("haw", 50, "fri", 40, day(2))];
    const tied = [
      result("haw", 50, "shm", 40, day(1)),
      result("haw", 50, "shm", 40, day(2)),
      result("sts", 50, "shm", 40, day(3)),
    ];
    for (const earlier of [already, tied]) {
      const g = result("sts", 52, "fri", 48, day(10), { id: "this" });
      expect(gameRecap(input({ game: g, seasonGames: [...earlier, g] })).join(" ")).not.toMatch(
        /first place/,
      );
    }
  });

  it("says nothing about standings after a playoff game", () => {
    const earlier = [result("haw", 50, "shm", 40, day(1))];
    const g = result("sts", 52, "fri", 48, day(10), { id: "this", type: "playoff" });
    expect(gameRecap(input({ game: g, seasonGames: [...earlier, g] })).join(" ")).not.toMatch(
      /first place/,
    );
  });

  it("uses the league when teams have no conference", () => {
    const teams = TEAMS.map((t) => ({ ...t, conference: null }));
    const earlier = [
      result("haw", 50, "shm", 40, day(1)),
      result("shm", 50, "haw", 40, day(2)),
      result("sts", 50, "shm", 40, day(3)),
    ];
    const g = result("sts", 52, "fri", 48, day(10), { id: "this" });
    expect(gameRecap(input({ game: g, seasonGames: [...earlier, g], teams }))).toContain(
      "The Saints are now alone in first place in the league.",
    );
  });
});

describe("hasClinchedPlayoffSpot", () => {
  const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);

  it("is always true with 8 teams or fewer in the conference (everyone qualifies)", () => {
    expect(hasClinchedPlayoffSpot("t0", ten.slice(0, 8), [], [])).toBe(true);
  });

  it("is true once at most 7 others can reach the team's worst percentage", () => {
    // t0 3-0 with 1 game left (worst .750); t1 and t2 0-3 with 1 left (best .250).
    const decided = [
      ...[0, 1, 2].map((i) => result("t0", 50, "t1", 40, day(i))),
      ...[0, 1, 2].map((i) => result("t3", 50, "t2", 40, day(i))),
    ];
    const remaining = [
      game({ homeTeamId: "t0", awayTeamId: "t1" }),
      game({ homeTeamId: "t2", awayTeamId: "t3" }),
    ];
    expect(hasClinchedPlayoffSpot("t0", ten, decided, remaining)).toBe(true);
    // t3 is 3-0 too but could lose its last game: counted as a threat only if it can tie.
    expect(hasClinchedPlayoffSpot("t3", ten, decided, remaining)).toBe(true);
  });

  it("is false while 8 others can still tie the team (ties count against it)", () => {
    // Nobody has played: everyone could finish level.
    const remaining = [game({ homeTeamId: "t0", awayTeamId: "t1" })];
    expect(hasClinchedPlayoffSpot("t0", ten, [], remaining)).toBe(false);
  });

  it("the win that clinches says so; not when uncertain, nor when all 8 qualify anyway", () => {
    const nine = ten.slice(0, 9);
    const teams: RecapTeam[] = nine.map((id) => ({ id, name: `Team ${id}`, conference: "east" }));
    // Before: t0 0-0 with this game left, so all 8 others can reach its worst (.000).
    // After: t0 1-0 and done (worst 1.000); t1 0-1 can reach .500; t2..t8 could still go 1-0:
    // 7 teams, fewer than 8.
    const g = result("t0", 52, "t1", 48, day(10), { id: "this" });
    const remaining = [
      game({ homeTeamId: "t2", awayTeamId: "t3", startsAt: day(11) }),
      game({ homeTeamId: "t4", awayTeamId: "t5", startsAt: day(11) }),
      game({ homeTeamId: "t6", awayTeamId: "t7", startsAt: day(11) }),
      game({ homeTeamId: "t8", awayTeamId: "t1", startsAt: day(11) }),
    ];
    const lines = [line("p1", "t0", "Pat Murphy", { points: 20 })];
    const recap = gameRecap(input({ game: g, seasonGames: [g, ...remaining], teams, lines }));
    expect(recap).toContain("The Team t0 have clinched a playoff spot.");
    // One more team with a game left: 8 could still tie, so no clinch is claimed.
    const moreTeams = [...teams, { id: "t9", name: "Team t9", conference: "east" as const }];
    const more = [...remaining, game({ homeTeamId: "t9", awayTeamId: "t1", startsAt: day(12) })];
    const unsure = gameRecap(
      input({ game: g, seasonGames: [g, ...more], teams: moreTeams, lines }),
    );
    expect(unsure.join(" ")).not.toMatch(/clinched/);
    // Eight teams in the conference: all qualify from the start, so no win "clinches".
    const eight = teams.slice(0, 8);
    const all = gameRecap(input({ game: g, seasonGames: [g, ...remaining], teams: eight, lines }));
    expect(all.join(" ")).not.toMatch(/clinched/);
  });
});

describe("gameRecap: order, limit and words", () => {
  const busy = () => {
    const earlier = [
      ...run("sts", "haw", ["W", "W", "W"]),
      ...run("fri", "shm", ["W", "W", "W", "W"]),
    ];
    const g = result("sts", 75, "fri", 48, day(10), { id: "this" });
    return input({
      game: g,
      seasonGames: [...earlier, g],
      lines: [
        line("p1", "sts", "Pat Murphy", { points: 30, rebounds: 12, assists: 10 }),
        line("p2", "fri", "Joe Kelly", { points: 16, rebounds: 10, assists: 2 }),
      ],
      careerBefore: [{ playerId: "p1", gamesPlayed: 30, maxPoints: 28 }],
    });
  };

  it(`keeps at most ${RECAP_MAX_SENTENCES} sentences: result, player feats, then team notes`, () => {
    expect(gameRecap(busy())).toEqual([
      "The Saints beat the Friars by 27, 75–48.",
      "Pat Murphy led all scorers with 30 points, 12 rebounds and 10 assists.",
      "Pat Murphy's 30 points are a career high; his best before was 28.",
      "The Saints are now alone in first place in the Eastern Conference.",
    ]);
  });

  it("gives the same recap for the same data, whatever the order of the rows", () => {
    const a = busy();
    const b = { ...a, lines: [...a.lines].reverse(), seasonGames: [...a.seasonGames].reverse() };
    expect(gameRecap(b)).toEqual(gameRecap(a));
  });

  it("never uses a word the data cannot back", () => {
    const recaps = [
      busy(),
      input(),
      input({ careerBefore: [{ playerId: "p1", gamesPlayed: 9, maxPoints: 3 }] }),
    ].map(gameRecap);
    for (const text of recaps.flat()) {
      for (const word of RECAP_FORBIDDEN_WORDS) expect(text.toLowerCase()).not.toContain(word);
    }
  });
});

describe("recapDescription", () => {
  it("joins whole sentences up to the limit", () => {
    expect(recapDescription(["One two.", "Three four.", "Five six."], 20)).toBe(
      "One two. Three four.",
    );
  });
  it("cuts a first sentence that is too long at a word", () => {
    expect(recapDescription(["Alpha beta gamma delta."], 12)).toBe("Alpha beta…");
  });
  it("is empty without a recap", () => {
    expect(recapDescription([])).toBe("");
  });
});
