// Slips in mapping the original site's data to ours (app/domain/import/):
// docs/league-rules.md#imports-from-the-original-site.
import type { Slip } from "./slip";

const FIELDS = "app/domain/import/legacy-fields.ts";
const RECORDS = "app/domain/import/legacy-records.ts";
const TEAMS = "app/domain/import/legacy-teams.ts";
const BOX = "app/domain/import/legacy-box-scores.ts";
const LEGACY = "app/domain/import/legacy.ts";
const TYPED = "app/domain/import/typed-names.ts";

export const slips: Slip[] = [
  // Fields
  {
    file: FIELDS,
    slip: "a timestamp's nanoseconds read as microseconds",
    find: "return new Date(seconds * 1000 + Math.floor(nanos / 1_000_000));",
    replace: "return new Date(seconds * 1000 + Math.floor(nanos / 1_000));",
  },
  {
    file: FIELDS,
    slip: "the admin SDK's _seconds spelling not read",
    find: "const seconds = value.seconds ?? value._seconds;",
    replace: "const seconds = value.seconds;",
  },
  {
    file: FIELDS,
    slip: "a playoff tag in capitals not lower-cased (East is not a conference)",
    find: '    else if ((lower === "east" || lower === "west") && !parsed.conference)\n      parsed.conference = lower;',
    replace:
      '    else if ((tag === "east" || tag === "west") && !parsed.conference)\n      parsed.conference = tag;',
  },
  {
    file: FIELDS,
    slip: "a second round tag overrides the first",
    find: "(PLAYOFF_ROUNDS as readonly string[]).includes(lower) && !parsed.round)",
    replace: "(PLAYOFF_ROUNDS as readonly string[]).includes(lower))",
  },
  {
    file: FIELDS,
    slip: "a whole number's minimum is exclusive (min flipped to <=)",
    find: "if (opts.min !== undefined && n < opts.min)",
    replace: "if (opts.min !== undefined && n <= opts.min)",
  },
  {
    file: FIELDS,
    slip: "a fractional number accepted as a whole number",
    find: 'if (typeof n !== "number" || !Number.isInteger(n)) {',
    replace: 'if (typeof n !== "number" || !Number.isFinite(n)) {',
  },
  {
    file: FIELDS,
    slip: "a required text of only spaces accepted",
    find: '    if (required && value.trim() === "") this.fail(name, "required but empty");\n',
    replace: "",
  },
  {
    file: FIELDS,
    slip: "an id that is not URL-safe accepted from a field",
    find: "    if (!RECORD_ID.test(value)) {\n      this.fail(\n        name,",
    replace: '    if (value.includes("/")) {\n      this.fail(\n        name,',
  },
  {
    file: FIELDS,
    slip: "the text 'false' read as true",
    find: 'if (value === false || value === "false") return false;',
    replace: "if (value === false) return false;",
  },
  // Records
  {
    file: RECORDS,
    slip: "the league copy's fields win over the players collection's",
    find: "doc: { ...prev.doc, ...fields },",
    replace: "doc: { ...fields, ...prev.doc },",
  },
  {
    file: RECORDS,
    slip: "two players whose emails differ only in case both imported",
    find: "    const other = byEmail.get(player.email);",
    replace: "    const other = byEmail.get(rawEmail);",
  },
  {
    file: RECORDS,
    slip: "a winner that is neither team of the game accepted",
    find: "if (winnerId !== null && winnerId !== homeTeamId && winnerId !== awayTeamId) {",
    replace: "if (winnerId !== null && winnerId !== homeTeamId && winnerId === awayTeamId) {",
  },
  {
    file: RECORDS,
    slip: "a game tagged with a round but no type reads as a regular season game",
    find: 'tags.round || tags.feeders.length ? "playoff" : "regular_season",',
    replace: 'tags.feeders.length ? "playoff" : "regular_season",',
  },
  {
    file: RECORDS,
    slip: "a game with a winner but a scheduled status accepted",
    find: 'if (winnerId !== null && status !== "completed") {',
    replace: 'if (winnerId !== null && status === "postponed") {',
  },
  {
    file: RECORDS,
    slip: "a completed game without a winner gets its scores swapped when deciding",
    find: "winnerId = decideWinner(homeTeamId, awayTeamId, homeScore, awayScore);",
    replace: "winnerId = decideWinner(homeTeamId, awayTeamId, awayScore, homeScore);",
  },
  {
    file: RECORDS,
    slip: "a stat line for a team not in the game accepted",
    find: "if (teamId !== game.homeTeamId && teamId !== game.awayTeamId) {",
    replace: "if (teamId !== game.homeTeamId && teamId === game.awayTeamId) {",
  },
  {
    file: RECORDS,
    slip: "a double signup keeps the later one",
    find: "const first = earlier.createdAt <= signup.createdAt ? earlier : signup;",
    replace: "const first = earlier.createdAt <= signup.createdAt ? signup : earlier;",
  },
  {
    file: RECORDS,
    slip: "a double signup forgets that one of them was paid",
    find: "bySeasonPlayer.set(key, { ...first, paid: earlier.paid || signup.paid });",
    replace: "bySeasonPlayer.set(key, first);",
  },
  {
    file: RECORDS,
    slip: "a comment's likes list counted as no likes",
    find: 'likes: Array.isArray(likes) ? likes.length : (r.int(["likes"], { min: 0 }) ?? 0),',
    replace: 'likes: Array.isArray(likes) ? 0 : (r.int(["likes"], { min: 0 }) ?? 0),',
  },
  {
    file: RECORDS,
    slip: "a reply to a comment not in the file accepted",
    find: "    if (row.replyToId !== null && !ids.has(row.replyToId)) {",
    replace: "    if (row.replyToId !== null && ids.has(row.replyToId) && false) {",
  },
  {
    file: RECORDS,
    slip: "a prayer of only spaces imported",
    find: 'if (typeof message !== "string" || message.trim() === "")',
    replace: 'if (typeof message !== "string" || message === "")',
  },
  // Teams
  {
    file: TEAMS,
    slip: "a team whose name clashes with an earlier one imported",
    find: "    const clash = teamNameClash(team, mapped);",
    replace: "    const clash = teamNameClash(team, []);",
  },
  {
    file: TEAMS,
    slip: "a team's bio split at every line break, not at blank lines",
    find: ".split(/\\n\\s*\\n/)",
    replace: ".split(/\\n/)",
  },
  {
    file: TEAMS,
    slip: "a player on two teams in one season accepted",
    find: 'r.fail("players", `player ${playerId} is already on team ${other} in season ${seasonId}`);',
    replace: "continue;",
  },
  {
    file: TEAMS,
    slip: "a seasonTeams entry's conference loses to the team document's",
    find: '    const conference = r.has("conference")\n      ? r.oneOf(["conference"], CONFERENCES)\n      : team?.has("conference")',
    replace:
      '    const conference = team?.has("conference")\n      ? team.oneOf(["conference"], CONFERENCES)\n      : r.has("conference")\n        ? r.oneOf(["conference"], CONFERENCES)\n        : team?.has("conference")',
  },
  {
    file: TEAMS,
    slip: "a team document with a seasonTeams entry is placed in the current season again",
    find: 'if (!r || seasonTeams.some((t) => t.teamId === team.id) || !r.has("conference")) continue;',
    replace: 'if (!r || !r.has("conference")) continue;',
  },
  {
    file: TEAMS,
    slip: "a player's team_id places him on a team that does not play in the current season",
    find: "if (!seasonTeams.some((t) => t.seasonId === current && t.teamId === teamId)) {",
    replace: "if (!seasonTeams.some((t) => t.teamId === teamId)) {",
  },
  // Box scores
  {
    file: BOX,
    slip: "a box score that does not add up is not marked incomplete",
    find: "return { ...game, statsIncomplete: true };",
    replace: "return game;",
  },
  {
    file: BOX,
    slip: "home and away swapped when checking a box score",
    find: "{ homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId },",
    replace: "{ homeTeamId: game.awayTeamId, awayTeamId: game.homeTeamId },",
  },
  {
    file: BOX,
    slip: "the note names one game more than it says (off by one in 'and N more')",
    find: 'const more = found.length > NAMED ? `; and ${found.length - NAMED} more` : "";',
    replace: 'const more = found.length > NAMED + 1 ? `; and ${found.length - NAMED} more` : "";',
  },
  {
    file: BOX,
    slip: "a scheduled game's stat lines checked as a result",
    find: 'if (game.status !== "completed" || !lines || !game.homeTeamId || !game.awayTeamId) return game;',
    replace: "if (!lines || !game.homeTeamId || !game.awayTeamId) return game;",
  },
  // The import as a whole
  {
    file: LEGACY,
    slip: "the earliest season made current, not the latest",
    find: "const latest = sorted.at(-1);",
    replace: "const latest = sorted.at(0);",
  },
  {
    file: LEGACY,
    slip: "seasons sorted as text (season 10 before season 9)",
    find: "const sorted = [...new Set(ids)].sort((a, b) => a - b);",
    replace: "const sorted = [...new Set(ids)].sort();",
  },
  {
    file: LEGACY,
    slip: "every imported season keeps taking signups",
    find: "registrationOpen: id === latest,",
    replace: "registrationOpen: true,",
  },
  {
    file: LEGACY,
    slip: "a league document that is not the _2 one chosen",
    find: 'const main = docs.filter((d) => d.id?.endsWith("_2"));',
    replace: 'const main = docs.filter((d) => !d.id?.endsWith("_2"));',
  },
  // Typed names of our own export
  {
    file: TYPED,
    slip: "two teams with the same name in another case imported",
    find: "        const key = typedNameKey(result.name);",
    replace: "        const key = result.name;",
  },
  {
    file: TYPED,
    slip: "a prayer's name of only spaces stored as the empty text, not as no name",
    find: 'const stored = result.name === "" && !spec.unique ? null : result.name;',
    replace: "const stored = result.name;",
  },
  {
    file: TYPED,
    slip: "abbreviations no longer need to be unique",
    find: '    property: "abbreviation",\n    field: "the abbreviation",\n    unique: true,',
    replace: '    property: "abbreviation",\n    field: "the abbreviation",\n    unique: false,',
  },
  {
    file: TYPED,
    slip: "a stored name not normalized (the typed text kept)",
    find: "checked.push({ ...row, [spec.property]: stored });",
    replace: "checked.push({ ...row, [spec.property]: result.ok ? value : stored });",
  },
];
