// Slips in the charts' rules (app/domain/charts/): a game's flow, a team's
// form, the standings race, a player's season, and their geometry.
import type { Slip } from "./slip";

const FLOW = "app/domain/charts/game-flow.ts";
const FLOW_GEOMETRY = "app/domain/charts/game-flow-geometry.ts";
const FORM = "app/domain/charts/team-season-form.ts";
const RACE = "app/domain/charts/standings-race.ts";
const PLAYER = "app/domain/charts/player-season.ts";
const BARS = "app/domain/charts/bar-geometry.ts";
const LINES = "app/domain/charts/line-geometry.ts";

export const slips: Slip[] = [
  // --- game-flow.ts ---
  {
    file: FLOW,
    slip: "a basket's team compared with the away team (home and away swapped)",
    find: "if (b.teamId === homeTeamId) home += b.points;",
    replace: "if (b.teamId !== homeTeamId) home += b.points;",
  },
  {
    file: FLOW,
    slip: "a tie counts as a change of leader (the leader reset on a tie)",
    find: "if (sign === 0) ties++;",
    replace: "if (sign === 0) {\n      ties++;\n      leader = 0;\n    }",
  },
  {
    file: FLOW,
    slip: "the game's first lead counts as a change",
    find: "if (leader !== 0 && sign !== leader) leadChanges++;",
    replace: "if (sign !== leader) leadChanges++;",
  },
  {
    file: FLOW,
    slip: "the away team's biggest lead read with the wrong sign",
    find: "biggestAway = Math.max(biggestAway, -lead);",
    replace: "biggestAway = Math.max(biggestAway, lead);",
  },
  {
    file: FLOW,
    slip: "'once' said for two changes (count off by one)",
    find: 'n === 1 ? "once" : n === 2 ? "twice"',
    replace: 'n <= 2 ? "once" : n === 2 ? "twice"',
  },
  {
    file: FLOW,
    slip: "on equal leads the away team is named first (>= for >)",
    find: "home >= away",
    replace: "home > away",
  },
  // --- game-flow-geometry.ts ---
  {
    file: FLOW_GEOMETRY,
    slip: "a peak marked where its lead was last reached",
    find: "const at = leads.findIndex((l) => l * sign === most);",
    replace: "const at = leads.findLastIndex((l) => l * sign === most);",
  },
  {
    file: FLOW_GEOMETRY,
    slip: "a peak at the start of its run, not its middle",
    find: "x: round1(x(at + 1.5)),",
    replace: "x: round1(x(at + 1)),",
  },
  {
    file: FLOW_GEOMETRY,
    slip: "the away team's peak label above the line (sides swapped)",
    find: "labelY: round1(sign === 1 ? top - 5 : top + 14),",
    replace: "labelY: round1(sign === -1 ? top - 5 : top + 14),",
  },
  // --- team-season-form.ts ---
  {
    file: FORM,
    slip: "the opponent is the team itself (home and away swapped)",
    find: 'opponentId: (home ? g.awayTeamId : g.homeTeamId) ?? "",',
    replace: 'opponentId: (home ? g.homeTeamId : g.awayTeamId) ?? "",',
  },
  {
    file: FORM,
    slip: "own and other scores swapped for an away game",
    find: "const own = (home ? g.homeScore : g.awayScore) ?? 0;",
    replace: "const own = g.homeScore ?? 0;",
  },
  {
    file: FORM,
    slip: "playoff games in the form (the regular-season filter dropped)",
    find: '        g.type === "regular_season" &&\n        isResult(g) &&',
    replace: "        isResult(g) &&",
  },
  {
    file: FORM,
    slip: "the results sorted newest first",
    find: ".sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id))",
    replace:
      ".sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime() || a.id.localeCompare(b.id))",
  },
  {
    file: FORM,
    slip: "the last five are six (off by one)",
    find: "lastFive: results.slice(-5) };",
    replace: "lastFive: results.slice(-6) };",
  },
  {
    file: FORM,
    slip: "a streak of one said 'in a row'",
    find: "streak.length === 1 ? `${verb} the last game`",
    replace: "streak.length === 0 ? `${verb} the last game`",
  },
  // --- standings-race.ts ---
  {
    file: RACE,
    slip: "a loss adds to the line (winner compared the wrong way)",
    find: "(game.winnerId === side ? 1 : -1)",
    replace: "(game.winnerId !== side ? 1 : -1)",
  },
  {
    file: RACE,
    slip: "games of the day grouped by UTC day, not the league's",
    find: "const day = leagueDay(game.startsAt);",
    replace: "const day = game.startsAt.toISOString().slice(0, 10);",
  },
  {
    file: RACE,
    slip: "playoff games move the race",
    find: '        g.type === "regular_season" &&\n        isResult(g) &&',
    replace: "        isResult(g) &&",
  },
  {
    file: RACE,
    slip: "even read as above .500",
    find: 'return n === 0 ? ".500" : n > 0 ? `+${n}` : String(n);',
    replace: 'return n > 0 ? `+${n}` : n === 0 ? "+0" : String(n);',
  },
  {
    file: RACE,
    slip: "the highlighted team named twice when it is second",
    find: "if (highlighted && highlighted !== first && highlighted !== second) {",
    replace: "if (highlighted && highlighted !== first) {",
  },
  // --- player-season.ts ---
  {
    file: PLAYER,
    slip: "bars in reverse date order",
    find: ".sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());",
    replace: ".sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());",
  },
  {
    file: PLAYER,
    slip: "blocks drawn for games that did not record them",
    find: '(l) => l.status === "played" && (!isBlocksOrSteals(stat) || l.tracksBlocksSteals),',
    replace: '(l) => l.status === "played",',
  },
  {
    file: PLAYER,
    slip: "an unknown ?stat= gives rebounds, not points (wrong default)",
    find: 'return STAT_KEYS.find((k) => k === value) ?? "points";',
    replace: 'return STAT_KEYS.find((k) => k === value) ?? "rebounds";',
  },
  {
    file: PLAYER,
    slip: "another season's games drawn (the season filter dropped)",
    find: "    .filter((l) => l.seasonId === seasonId)\n",
    replace: "",
  },

  // --- bar-geometry.ts, line-geometry.ts ---
  {
    file: BARS,
    slip: "ticks every 5 where 2 would do (<= for <)",
    find: "scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10;",
    replace: "scaled <= 1 ? 1 : scaled < 2 ? 2 : scaled <= 5 ? 5 : 10;",
  },
  {
    file: BARS,
    slip: "a one-point loss a sliver again (the least height dropped)",
    find: "b.value === 0 ? 1 : MIN_BAR_HEIGHT",
    replace: "1",
  },
  {
    file: BARS,
    slip: "a bar's extra height hangs below the line for a win (placed from its value)",
    find: "y: round1(b.value < 0 ? zero : zero - height),",
    replace: "y: round1(b.value < 0 ? zero : Math.min(y(b.value), zero)),",
  },
  {
    file: BARS,
    slip: "opponents' labels side by side where they do not fit (overlapping)",
    find: "const upright = longest > band - 2;",
    replace: "const upright = false;",
  },
  {
    file: BARS,
    slip: "a bar's link only as wide as the bar (its column's gap left out)",
    find: "        width: round1(band),\n",
    replace: "        width: round1(barWidth),\n",
  },
  {
    file: LINES,
    slip: "end labels that cannot all fit drop off the top (bounds' order swapped)",
    find: "return Math.max(Math.min(ideal, max - (g.members.length - 1) * gap), min);",
    replace: "return Math.min(Math.max(ideal, min), max - (g.members.length - 1) * gap);",
  },
  {
    file: LINES,
    slip: "two labels a pixel apart are not nudged (gap off by one)",
    find: "prev.start + prev.members.length * gap > group.start;",
    replace: "prev.start + prev.members.length * gap - 1 > group.start;",
  },
];
