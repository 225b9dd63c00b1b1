// Slips in a game's story (app/domain/game-story/): the recap
// (docs/league-rules.md#recap) and the share picture.
import type { Slip } from "./slip";

const RECAP = "app/domain/game-story/recap.ts";
const SHARE = "app/domain/game-story/share-image.ts";

export const slips: Slip[] = [
  // --- recap.ts ---
  {
    file: RECAP,
    slip: "a forfeit gets a recap (the exemption forgotten)",
    find: 'if (lines.length === 0 || lines.some((l) => l.status === "forfeit")) return [];',
    replace: "if (lines.length === 0) return [];",
  },
  {
    file: RECAP,
    slip: "an incomplete stat sheet names a scoring leader (the exemption forgotten)",
    find: "if (!game.statsIncomplete) {",
    replace: "if (true) {",
  },
  {
    file: RECAP,
    slip: "the winner's score read from the wrong side (home and away swapped)",
    find: "const winnerIsHome = game.winnerId === game.homeTeamId;",
    replace: "const winnerIsHome = game.winnerId === game.awayTeamId;",
  },
  {
    file: RECAP,
    slip: "a 14-point win called big (>= off by one)",
    find: "if (margin >= BIG_MARGIN) return",
    replace: "if (margin >= BIG_MARGIN - 1) return",
  },
  {
    file: RECAP,
    slip: "five sentences kept (the limit off by one)",
    find: ".slice(0, RECAP_MAX_SENTENCES)",
    replace: ".slice(0, RECAP_MAX_SENTENCES + 1)",
  },
  {
    file: RECAP,
    slip: "sentences kept by their order, not their priority",
    find: "    .sort((a, b) => a.priority - b.priority)\n",
    replace: "    .sort((a, b) => a.order - b.order)\n",
  },
  {
    file: RECAP,
    slip: "nine points make double figures (>= for >)",
    find: "return keys.filter((k) => line[k] >= DOUBLE_FIGURES);",
    replace: "return keys.filter((k) => line[k] >= DOUBLE_FIGURES - 1);",
  },
  {
    file: RECAP,
    slip: "a career high equal to the old best counts (> for >=)",
    find: "l.points > b.maxPoints",
    replace: "l.points >= b.maxPoints",
  },
  {
    file: RECAP,
    slip: "a career high after four games (the minimum off by one)",
    find: "b.gamesPlayed >= CAREER_HIGH_MIN_GAMES &&",
    replace: "b.gamesPlayed >= CAREER_HIGH_MIN_GAMES - 1 &&",
  },
  {
    file: RECAP,
    slip: "a two-game win streak said (this game not counted)",
    find: 'if (w?.kind === "W" && w.length + 1 >= STREAK_MIN) {',
    replace: 'if (w?.kind === "W" && w.length + 2 >= STREAK_MIN) {',
  },
  {
    file: RECAP,
    slip: "a two-game winning streak's end said (>= STREAK_MIN - 1)",
    find: 'if (l?.kind === "W" && l.length >= STREAK_MIN) {',
    replace: 'if (l?.kind === "W" && l.length >= STREAK_MIN - 1) {',
  },
  {
    file: RECAP,
    slip: "a tie in the worst case no threat (clinched too early)",
    find: "return pctGreater(best.wins, best.games, ownWorst.wins, ownWorst.games, true);",
    replace: "return pctGreater(best.wins, best.games, ownWorst.wins, ownWorst.games, false);",
  },
  // --- share-image.ts ---
  {
    file: SHARE,
    slip: "a decided game's loser on top (winner first reversed)",
    find: "const [first, second] = card.away.won ? [card.away, card.home] : [card.home, card.away];",
    replace:
      "const [first, second] = card.away.won ? [card.home, card.away] : [card.away, card.home];",
  },
  {
    file: SHARE,
    slip: "the forfeit blamed on the winner",
    find: "forfeitMessage(second.name)",
    replace: "forfeitMessage(first.name)",
  },
  {
    file: SHARE,
    slip: "a live picture home first (home and away swapped)",
    find: "bands: [scored(card.away, away), scored(card.home, home)],",
    replace: "bands: [scored(card.home, home), scored(card.away, away)],",
  },
  {
    file: SHARE,
    slip: "a game to come shows Home above Away",
    find: `    band(card.away, "Away", false),
    band(card.home, "Home", false),`,
    replace: `    band(card.home, "Away", false),
    band(card.away, "Home", false),`,
  },
  {
    file: SHARE,
    slip: "a name's width counted one character short (off by one)",
    find: "(Math.max(name.length, 1) * NAME_EM_PER_CHAR)",
    replace: "(Math.max(name.length - 1, 1) * NAME_EM_PER_CHAR)",
  },

  {
    file: SHARE,
    slip: "a long name's size rounded up, so it overflows",
    find: "const fits = Math.floor(",
    replace: "const fits = Math.ceil(",
  },
  {
    file: SHARE,
    slip: "a side to be decided drawn without the site's navy (default dropped)",
    find: "const background = side.color ?? DEFAULT_TEAM_COLOR;",
    replace: 'const background = side.color ?? "#ffffff";',
  },
];
