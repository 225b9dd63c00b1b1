// Slips in the playoffs (app/domain/playoffs/): docs/league-rules.md#playoffs.
import type { Slip } from "./slip";

const BRACKET = "app/domain/playoffs/bracket.ts";
const GENERATOR = "app/domain/playoffs/generator.ts";
const ROUNDS = "app/domain/playoffs/rounds.ts";
const SWIPE = "app/domain/playoffs/swipe.ts";

export const slips: Slip[] = [
  {
    file: BRACKET,
    slip: "the first round pairs 4 with 6 and 3 with 5 (seeds mixed up)",
    find: "  [4, 5],\n  [3, 6],",
    replace: "  [4, 6],\n  [3, 5],",
  },
  {
    file: BRACKET,
    slip: "the better seed plays away in the first round",
    find: "homeTeamId: seeds[home - 1] ?? null,\n          awayTeamId: seeds[away - 1] ?? null,",
    replace: "homeTeamId: seeds[away - 1] ?? null,\n          awayTeamId: seeds[home - 1] ?? null,",
  },
  {
    file: BRACKET,
    slip: "feeders ordered [home supplier, away supplier]",
    find: "feederGameIds: [away.game.id, home.game.id],",
    replace: "feederGameIds: [home.game.id, away.game.id],",
  },
  {
    file: BRACKET,
    slip: "the second semifinal fed by 2vs7 and 4vs5 (wrong halves of the bracket)",
    find: 'fedBy("conference-semifinal", conference, named(g2v7, "2vs7"), named(g3v6, "3vs6")),',
    replace: 'fedBy("conference-semifinal", conference, named(g2v7, "2vs7"), named(g4v5, "4vs5")),',
  },
  {
    file: BRACKET,
    slip: "a team seeded in both conferences accepted",
    find: "if (both.size !== 16) {",
    replace: "if (both.size < 15) {",
  },
  {
    file: BRACKET,
    slip: "the final's home side is the West champion",
    find: '    named(finals.get("west"), "West Final"),\n    named(finals.get("east"), "East Final"),',
    replace:
      '    named(finals.get("east"), "East Final"),\n    named(finals.get("west"), "West Final"),',
  },
  {
    file: GENERATOR,
    slip: "nine teams qualify per conference (off by one)",
    find: "rows.slice(0, PLAYOFF_TEAMS_PER_CONFERENCE).map((row) => row.teamId);",
    replace: "rows.slice(1, PLAYOFF_TEAMS_PER_CONFERENCE + 1).map((row) => row.teamId);",
  },
  {
    file: GENERATOR,
    slip: "seeds taken from the league-wide standings, not each conference's",
    find: "  const groups = conferenceStandings(teams, games);",
    replace:
      "  const groups = conferenceStandings(teams, games).map((g) => ({ ...g, rows: [...g.rows].reverse() }));",
  },
  {
    file: GENERATOR,
    slip: "regeneration allowed after a playoff game has a result",
    find: "  if (played > 0) {",
    replace: "  if (played > 1) {",
  },
  {
    file: GENERATOR,
    slip: "a conference with 7 teams accepted (no byes forgotten)",
    find: "if (count < PLAYOFF_TEAMS_PER_CONFERENCE) {",
    replace: "if (count < PLAYOFF_TEAMS_PER_CONFERENCE - 1) {",
  },
  {
    file: GENERATOR,
    slip: "a last game on a Saturday puts the first round on that same Saturday",
    find: "return last + ((6 - weekday + 7) % 7 || 7) * DAY_MS;",
    replace: "return last + ((6 - weekday + 7) % 7) * DAY_MS;",
  },
  {
    file: GENERATOR,
    slip: "the West's first round also on Saturday",
    find: 'if (round === "first-round" && order > PLAYOFF_TIMES.length) dayOffset += 1; // West on Sunday',
    replace: "",
  },
  {
    file: ROUNDS,
    slip: "with two feeders the first supplies the home team",
    find: 'const side = next.feederGameIds.length === 1 || feederIndex > 0 ? "home" : "away";',
    replace: 'const side = next.feederGameIds.length === 1 || feederIndex === 0 ? "home" : "away";',
  },
  {
    file: ROUNDS,
    slip: "the winner of a one-feeder game plays away",
    find: 'const side = next.feederGameIds.length === 1 || feederIndex > 0 ? "home" : "away";',
    replace: 'const side = feederIndex > 0 ? "home" : "away";',
  },
  {
    file: ROUNDS,
    slip: "a team that did not play the game advances",
    find: "if (winnerId !== completed.homeTeamId && winnerId !== completed.awayTeamId) {",
    replace: "if (false) {",
  },
  {
    file: SWIPE,
    slip: "a swipe of exactly the threshold moves a round (<= for <)",
    find: "Math.abs(dx) <= SWIPE_THRESHOLD_PX",
    replace: "Math.abs(dx) < SWIPE_THRESHOLD_PX",
  },
  {
    file: SWIPE,
    slip: "a mostly vertical swipe (a scroll) moves a round",
    find: " || Math.abs(dx) < Math.abs(dy)",
    replace: "",
  },
  {
    file: SWIPE,
    slip: "a swipe left goes to the previous round (directions swapped)",
    find: "dx < 0 ? index + 1 : index - 1",
    replace: "dx < 0 ? index - 1 : index + 1",
  },
  {
    file: SWIPE,
    slip: "a swipe past the last round is let through",
    find: "to >= 0 && to < count",
    replace: "to >= 0 && to <= count",
  },
];
