// The few sentences a final game's page opens with (docs/league-rules.md#recap):
// written only from the box score and the season's results, never from what
// the data cannot show (how the game went, who scored late).
import { placeOrdinal } from "~/domain/numbers";
import { PLAYOFF_TEAMS_PER_CONFERENCE } from "~/domain/playoffs/generator";
import { CONFERENCE_LABELS } from "~/domain/playoffs/rounds";
import { isResult, teamRecord } from "~/domain/stats/standings";
import type { Conference, Game, GameStat, StatKey } from "~/domain/types";
import { fullName } from "~/domain/people/name";

/** A stat line of this game with the player's name. */
export interface RecapLine extends Pick<
  GameStat,
  "playerId" | "teamId" | "status" | "points" | "rebounds" | "assists" | "blocks" | "steals"
> {
  firstName: string;
  lastName: string;
}

/** What a player did before this game: his played games and his best points in one. */
export interface CareerBefore {
  playerId: string;
  gamesPlayed: number;
  maxPoints: number;
}

export interface RecapTeam {
  id: string;
  name: string;
  conference: Conference | null;
}

export interface RecapInput {
  game: Game;
  lines: RecapLine[];
  /** Whether the game tracked blocks and steals. */
  tracksBlocksSteals: boolean;
  /** Every game of the season (any status); this one among them. */
  seasonGames: Game[];
  /** The season's teams with their conferences. */
  teams: RecapTeam[];
  /** Each of this game's players' record before this game. */
  careerBefore: CareerBefore[];
}

/** A career high is named only after this many earlier played games. */
export const CAREER_HIGH_MIN_GAMES = 5;
/** A streak is named from this many games on. */
export const STREAK_MIN = 3;
/** From this margin on the first sentence names it ("by 21"). */
export const BIG_MARGIN = 15;
/** A stat counts toward a double-double from this value. */
export const DOUBLE_FIGURES = 10;
/** At most this many sentences. */
export const RECAP_MAX_SENTENCES = 4;

/** Words a recap never uses: the box score cannot show how a game went. */
export const RECAP_FORBIDDEN_WORDS = [
  "came back",
  "comeback",
  "rallied",
  "rally",
  "clutch",
  "buzzer",
  "dominat",
  "crush",
  "stun",
];

interface Sentence {
  text: string;
  /** Lower is kept first when there are too many. */
  priority: number;
  /** Position in the recap: result, player feats, team notes. */
  order: number;
}

/**
 * The recap of a decided game with a box score: 2–4 sentences, result first,
 * then player feats (none when its stat sheet is incomplete), then team and
 * standings notes. Empty for a forfeit, a game without stats, or a game not
 * decided.
 */
export function gameRecap(input: RecapInput): string[] {
  const { game, lines } = input;
  const winnerId = game.winnerId;
  const loserId = loserOf(game);
  if (winnerId === null || loserId === null) return [];
  if (lines.length === 0 || lines.some((l) => l.status === "forfeit")) return [];
  const played = lines.filter((l) => l.status === "played");
  if (played.length === 0) return [];

  const nameOf = (id: string) => input.teams.find((t) => t.id === id)?.name ?? "TBD";
  const sentences: Sentence[] = [
    { text: resultSentence(game, nameOf(winnerId), nameOf(loserId)), priority: 0, order: 0 },
  ];
  const add = (text: string | null, priority: number, order: number) => {
    if (text) sentences.push({ text, priority, order });
  };
  // An incomplete stat sheet names no scoring leader: its points are not the game's.
  if (!game.statsIncomplete) {
    add(topScorerSentence(played, input.tracksBlocksSteals), 1, 1);
    const best = Math.max(0, ...played.map((l) => l.points));
    const tops = played.filter((l) => l.points === best && best > 0);
    const soleTop = tops.length === 1 ? tops[0]!.playerId : null;
    add(multiDoubleSentence(played, input.tracksBlocksSteals, soleTop), 4, 2);
    add(careerHighSentence(played, input.careerBefore, soleTop), 3, 3);
  }
  const standing = standingsSentence(input, winnerId);
  add(standing, 2, 4);
  const streaks = streakSentences(input, winnerId, loserId, nameOf);
  add(streaks[0] ?? null, 5, 5);
  add(streaks[1] ?? null, 6, 6);

  return sentences
    .sort((a, b) => a.priority - b.priority)
    .slice(0, RECAP_MAX_SENTENCES)
    .sort((a, b) => a.order - b.order)
    .map((s) => s.text);
}

/** The recap as one description of about `max` characters, cut at a sentence or a word. */
export function recapDescription(recap: string[], max = 200): string {
  let text = "";
  for (const sentence of recap) {
    const next = text ? `${text} ${sentence}` : sentence;
    if (next.length > max) break;
    text = next;
  }
  if (text || recap.length === 0) return text;
  const first = recap[0]!;
  const cut = first.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[,;:]$/, "")}…`;
}

function loserOf(game: Game): string | null {
  if (game.winnerId === null || game.homeTeamId === null || game.awayTeamId === null) return null;
  if (game.winnerId === game.homeTeamId) return game.awayTeamId;
  if (game.winnerId === game.awayTeamId) return game.homeTeamId;
  return null;
}

/** 'Harbor Hawks' → 'the Harbor Hawks'; a name that has its own article keeps it. */
function teamPhrase(name: string, capital: boolean): string {
  if (/^the\s/i.test(name)) return capital ? `T${name.slice(1)}` : `t${name.slice(1)}`;
  return `${capital ? "The" : "the"} ${name}`;
}

/** 'Pat Murphy' → "Pat Murphy's", 'James' → "James'". */
function possessiveName(name: string): string {
  return name.endsWith("s") ? `${name}'` : `${name}'s`;
}

function possessive(name: string): string {
  return name.endsWith("s") ? `${name}'` : `${name}'s`;
}

function resultSentence(game: Game, winner: string, loser: string): string {
  const w = teamPhrase(winner, true);
  const l = teamPhrase(loser, false);
  const winnerIsHome = game.winnerId === game.homeTeamId;
  const ws = winnerIsHome ? game.homeScore : game.awayScore;
  const ls = winnerIsHome ? game.awayScore : game.homeScore;
  if (ws === null || ls === null || ws < ls) return `${w} won against ${l}.`;
  // decideWinner gives a level score to the home team: say what was recorded.
  if (ws === ls)
    return `${w} were given the win over ${l}; the score was recorded level at ${ws}–${ls}.`;
  const margin = ws - ls;
  if (margin >= BIG_MARGIN) return `${w} beat ${l} by ${margin}, ${ws}–${ls}.`;
  return `${w} beat ${l} ${ws}–${ls}.`;
}

function byName(a: RecapLine, b: RecapLine): number {
  return (
    a.lastName.localeCompare(b.lastName) ||
    a.firstName.localeCompare(b.firstName) ||
    a.playerId.localeCompare(b.playerId)
  );
}

function nameOfLine(line: RecapLine): string {
  return fullName(line);
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const STAT_WORDS: Record<StatKey, [string, string]> = {
  points: ["point", "points"],
  rebounds: ["rebound", "rebounds"],
  assists: ["assist", "assists"],
  blocks: ["block", "blocks"],
  steals: ["steal", "steals"],
};

function statText(line: RecapLine, stat: StatKey): string {
  return count(line[stat], ...STAT_WORDS[stat]);
}

/**
 * The top scorer and his line (stats of 0 left out; blocks and steals when the
 * game tracked them), or every player tied for the most points.
 */
export function topScorerSentence(played: RecapLine[], tracksBlocksSteals = false): string | null {
  const best = Math.max(0, ...played.map((l) => l.points));
  if (best === 0) return null;
  const top = played.filter((l) => l.points === best).sort(byName);
  if (top.length === 1) {
    const line = top[0]!;
    const others: StatKey[] = tracksBlocksSteals
      ? ["rebounds", "assists", "blocks", "steals"]
      : ["rebounds", "assists"];
    const rest = others.filter((k) => line[k] > 0);
    return `${nameOfLine(line)} led all scorers with ${listOf([
      statText(line, "points"),
      ...rest.map((k) => statText(line, k)),
    ])}.`;
  }
  return `${listOf(top.map(nameOfLine))} each scored ${count(best, "point", "points")} to lead all scorers.`;
}

/** The stats of a line in double figures, blocks and steals only when the game tracked them. */
export function doubleFigureStats(line: RecapLine, tracksBlocksSteals: boolean): StatKey[] {
  const keys: StatKey[] = tracksBlocksSteals
    ? ["points", "rebounds", "assists", "blocks", "steals"]
    : ["points", "rebounds", "assists"];
  return keys.filter((k) => line[k] >= DOUBLE_FIGURES);
}

const MULTI_DOUBLE: Record<number, string> = {
  2: "double-double",
  3: "triple-double",
  4: "quadruple-double",
  5: "quintuple-double",
};

/** Every double-double (or better) of the game, best first, then by name. */
export function multiDoubleSentence(
  played: RecapLine[],
  tracksBlocksSteals: boolean,
  soleTopScorer: string | null = null,
): string | null {
  const feats = played
    .map((line) => ({ line, stats: doubleFigureStats(line, tracksBlocksSteals) }))
    .filter((f) => f.stats.length >= 2)
    .sort((a, b) => b.stats.length - a.stats.length || byName(a.line, b.line));
  if (feats.length === 0) return null;
  // Only the top scorer, whose line the sentence before gave: name the feat alone.
  if (feats.length === 1 && feats[0]!.line.playerId === soleTopScorer) {
    return `That is a ${MULTI_DOUBLE[feats[0]!.stats.length]}.`;
  }
  const parts = feats.map(
    (f) =>
      `${nameOfLine(f.line)} had a ${MULTI_DOUBLE[f.stats.length]} (${listOf(
        f.stats.map((k) => statText(f.line, k)),
      )})`,
  );
  return `${listOf(parts)}.`;
}

/** Points above every earlier game of a player with enough earlier games. */
export function careerHighSentence(
  played: RecapLine[],
  before: CareerBefore[],
  soleTopScorer: string | null = null,
): string | null {
  const earlier = new Map(before.map((b) => [b.playerId, b]));
  const highs = played
    .filter((l) => {
      const b = earlier.get(l.playerId);
      return (
        b !== undefined &&
        b.gamesPlayed >= CAREER_HIGH_MIN_GAMES &&
        l.points > 0 &&
        l.points > b.maxPoints
      );
    })
    .sort((a, b) => b.points - a.points || byName(a, b));
  if (highs.length === 0) return null;
  if (highs.length === 1) {
    const line = highs[0]!;
    const b = earlier.get(line.playerId)!;
    // The top scorer's line was just given: his points are named, not said again.
    if (line.playerId === soleTopScorer) {
      return `${possessiveName(nameOfLine(line))} ${count(line.points, "point", "points")} are a career high; his best before was ${b.maxPoints}.`;
    }
    return `${nameOfLine(line)} scored a career-high ${count(line.points, "point", "points")}; his best before was ${b.maxPoints}.`;
  }
  return `${listOf(highs.map((l) => `${nameOfLine(l)} (${l.points})`))} scored career highs in points.`;
}

// ---- season results before and after this game ----

/** Start order, then id: 'before this game' is the same for every caller. */
function isBefore(a: Game, b: Game): boolean {
  const t = a.startsAt.getTime() - b.startsAt.getTime();
  return t < 0 || (t === 0 && a.id < b.id);
}

function involves(g: Game, teamId: string): boolean {
  return g.homeTeamId === teamId || g.awayTeamId === teamId;
}

/** The run of equal results ending with the newest of `games` (in start order). */
export function currentStreak(
  teamId: string,
  games: Game[],
): { kind: "W" | "L"; length: number } | null {
  const own = games
    .filter((g) => isResult(g) && involves(g, teamId))
    .sort((a, b) => (isBefore(a, b) ? -1 : isBefore(b, a) ? 1 : 0));
  let kind: "W" | "L" | null = null;
  let length = 0;
  for (let i = own.length - 1; i >= 0; i--) {
    const k = own[i]!.winnerId === teamId ? "W" : "L";
    if (kind === null) kind = k;
    if (k !== kind) break;
    length++;
  }
  return kind === null ? null : { kind, length };
}

const ORDINALS = [
  "",
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
];
const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
];

function ordinal(n: number): string {
  if (n < ORDINALS.length) return ORDINALS[n]!;
  return placeOrdinal(n);
}

function numberWord(n: number): string {
  return n < NUMBER_WORDS.length ? NUMBER_WORDS[n]! : String(n);
}

/** Streaks this game extends to 3+ or ends at 3+: the winner's first, then the loser's. */
function streakSentences(
  input: RecapInput,
  winnerId: string,
  loserId: string,
  nameOf: (id: string) => string,
): string[] {
  const { game } = input;
  const before = input.seasonGames.filter((g) => g.id !== game.id && isBefore(g, game));
  const out: string[] = [];
  const w = currentStreak(winnerId, before);
  const winner = nameOf(winnerId);
  if (w?.kind === "W" && w.length + 1 >= STREAK_MIN) {
    out.push(
      `It is ${teamPhrase(possessive(winner), false)} ${ordinal(w.length + 1)} win in a row.`,
    );
  } else if (w?.kind === "L" && w.length >= STREAK_MIN) {
    out.push(
      `The win ends ${teamPhrase(possessive(winner), false)} ${numberWord(w.length)}-game losing streak.`,
    );
  }
  const l = currentStreak(loserId, before);
  const loser = nameOf(loserId);
  if (l?.kind === "W" && l.length >= STREAK_MIN) {
    out.push(
      `The loss ends ${teamPhrase(possessive(loser), false)} ${numberWord(l.length)}-game winning streak.`,
    );
  } else if (l?.kind === "L" && l.length + 1 >= STREAK_MIN) {
    out.push(
      `It is ${teamPhrase(possessive(loser), false)} ${ordinal(l.length + 1)} loss in a row.`,
    );
  }
  return out.map(capitalize);
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

type Tally = ReturnType<typeof teamRecord>;

/** Each team's regular-season record over `games`. */
function tallies(teamIds: string[], games: Game[]): Map<string, Tally> {
  const regular = games.filter((g) => g.type === "regular_season");
  return new Map(teamIds.map((id) => [id, teamRecord(id, regular)]));
}

/** a/b > c/d for non-negative fractions (an empty record counts as 0). */
function pctGreater(a: number, b: number, c: number, d: number, orEqual = false): boolean {
  const left = b === 0 ? 0 : a;
  const right = d === 0 ? 0 : c;
  const lhs = left * (d === 0 ? 1 : d);
  const rhs = right * (b === 0 ? 1 : b);
  return orEqual ? lhs >= rhs : lhs > rhs;
}

/**
 * Every team of the group has played, and this one has a strictly higher win
 * percentage than each of the others (2-0 and 1-0 are level at 1.000).
 */
function aloneInFirst(teamId: string, group: string[], record: Map<string, Tally>): boolean {
  const own = record.get(teamId)!;
  const gp = own.wins + own.losses;
  if (own.wins === 0) return false;
  if (group.some((id) => record.get(id)!.wins + record.get(id)!.losses === 0)) return false;
  return group.every((id) => {
    if (id === teamId) return true;
    const o = record.get(id)!;
    return pctGreater(own.wins, gp, o.wins, o.wins + o.losses);
  });
}

/**
 * Certain of a top-8 place whatever the remaining regular-season games give:
 * fewer than 8 other teams of the conference can still reach (or tie) the
 * team's worst possible win percentage. Every tie is counted against it, so
 * this may say "not yet" for a team that has in fact clinched; never the
 * other way round.
 */
export function hasClinchedPlayoffSpot(
  teamId: string,
  conferenceTeamIds: string[],
  decided: Game[],
  remaining: Game[],
): boolean {
  if (conferenceTeamIds.length <= PLAYOFF_TEAMS_PER_CONFERENCE) return true;
  const record = tallies(conferenceTeamIds, decided);
  const left = new Map<string, number>(conferenceTeamIds.map((id) => [id, 0]));
  for (const g of remaining) {
    if (g.type !== "regular_season") continue;
    for (const id of [g.homeTeamId, g.awayTeamId]) {
      if (id !== null && left.has(id)) left.set(id, left.get(id)! + 1);
    }
  }
  const own = record.get(teamId)!;
  const ownWorst = { wins: own.wins, games: own.wins + own.losses + left.get(teamId)! };
  const threats = conferenceTeamIds.filter((id) => {
    if (id === teamId) return false;
    const o = record.get(id)!;
    const r = left.get(id)!;
    const best = { wins: o.wins + r, games: o.wins + o.losses + r };
    return pctGreater(best.wins, best.games, ownWorst.wins, ownWorst.games, true);
  });
  return threats.length < PLAYOFF_TEAMS_PER_CONFERENCE;
}

/** First place alone (new) or a playoff spot clinched (new), regular-season games only. */
function standingsSentence(input: RecapInput, winnerId: string): string | null {
  const { game, teams } = input;
  if (game.type !== "regular_season") return null;
  const winner = teams.find((t) => t.id === winnerId);
  if (!winner) return null;
  const conference = winner.conference;
  const group = teams
    .filter((t) => conference === null || t.conference === conference)
    .map((t) => t.id);
  const regular = input.seasonGames.filter((g) => g.type === "regular_season" && g.id !== game.id);
  const before = regular.filter((g) => isResult(g) && isBefore(g, game));
  const after = [...before, game];
  const where = conference ? `the ${CONFERENCE_LABELS[conference]}` : "the league";
  const name = teamPhrase(winner.name, true);

  const first =
    aloneInFirst(winnerId, group, tallies(group, after)) &&
    !aloneInFirst(winnerId, group, tallies(group, before));

  let clinched = false;
  if (conference !== null && group.length > PLAYOFF_TEAMS_PER_CONFERENCE) {
    const doneBefore = new Set(before.map((g) => g.id));
    const remainingBefore = [...regular.filter((g) => !doneBefore.has(g.id)), game];
    const remainingAfter = remainingBefore.filter((g) => g.id !== game.id);
    clinched =
      hasClinchedPlayoffSpot(winnerId, group, after, remainingAfter) &&
      !hasClinchedPlayoffSpot(winnerId, group, before, remainingBefore);
  }

  if (first && clinched) {
    return `${name} are now alone in first place in ${where} and have clinched a playoff spot.`;
  }
  if (first) return `${name} are now alone in first place in ${where}.`;
  if (clinched) return `${name} have clinched a playoff spot.`;
  return null;
}
