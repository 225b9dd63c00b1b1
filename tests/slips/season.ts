// Slips in the seasons' rules (app/domain/season/): docs/league-rules.md#seasons.
import type { Slip } from "./slip";

const STATE = "app/domain/season/state.ts";
const CHECKLIST = "app/domain/season/checklist.ts";
const CLOSE = "app/domain/season/close.ts";
const START = "app/domain/season/start.ts";
const STATUS = "app/domain/season/status.ts";
const QUESTIONS = "app/domain/season/questions.ts";
const FEE = "app/domain/season/fee.ts";

export const slips: Slip[] = [
  // --- state.ts: what each state allows ---
  {
    file: STATE,
    slip: "a season after the current one reads as completed (comparison flipped)",
    find: 'facts.id < facts.currentId ? "completed" : "upcoming"',
    replace: 'facts.id > facts.currentId ? "completed" : "upcoming"',
  },
  {
    file: STATE,
    slip: "a closed season takes writes (the closed state dropped)",
    find: 'if (state === "closed") return `${season} is closed: reopen it to ${DOING[write]}.`;',
    replace: "",
  },
  {
    file: STATE,
    slip: "close allowed while games have no result",
    find: "if (facts.gamesWithoutResult > 0) {",
    replace: "if (facts.gamesWithoutResult > 1) {",
  },
  {
    file: STATE,
    slip: "close allowed with no games",
    find: `if (facts.games === 0) {
      return \`\${season} has no games yet`,
    replace: `if (facts.games < 0) {
      return \`\${season} has no games yet`,
  },
  {
    file: STATE,
    slip: "make current over a season still being played (the refusal dropped)",
    find: "if (unplayed.length === 0) return null;",
    replace: "return null;",
  },
  {
    file: STATE,
    slip: "the current season's own games to play not counted (>= for >)",
    find: "s.season >= currentId && s.season < id",
    replace: "s.season > currentId && s.season < id",
  },
  {
    file: STATE,
    slip: "a completed season's games counted (left behind long ago)",
    find: "s.season >= currentId && s.season < id",
    replace: "s.season < id",
  },
  {
    file: STATE,
    slip: "a season made current before its schedule is published",
    find: `if (facts.games === 0) {
    return \`Season \${facts.id} has no games yet`,
    replace: `if (facts.games < 0) {
    return \`Season \${facts.id} has no games yet`,
  },
  {
    file: STATE,
    slip: "making the current season current again refused (no-op case dropped)",
    find: 'if (state === "current") return null;\n  if (facts.games === 0)',
    replace: "if (facts.games === 0)",
  },
  {
    file: STATE,
    slip: "reopen allowed on a season that is not closed",
    find: 'if (write === "reopen") return state === "closed" ? null : `${season} is not closed.`;',
    replace: 'if (write === "reopen") return null;',
  },
  {
    file: STATE,
    slip: "a closed season can be closed again",
    find: 'if (state === "closed") return `${season} is already closed.`;',
    replace: "",
  },
  {
    file: STATE,
    slip: "a completed season takes signups (the completed case dropped)",
    find: '(write === "open-signups" || write === "signup") && state === "completed"',
    replace: 'write === "open-signups" && state === "completed"',
  },
  {
    file: STATE,
    slip: "a signup taken while the season's signups are closed",
    find: 'if (write === "signup" && !facts.registrationOpen) {',
    replace: 'if (write === "open-signups" && !facts.registrationOpen) {',
  },
  {
    file: STATE,
    slip: "a completed season's teams can change",
    find: 'if (write === "teams" && state === "completed") {',
    replace: 'if (write === "teams" && state === "closed") {',
  },
  {
    file: STATE,
    slip: "a completed season's rosters refused too (the wrong write)",
    find: 'if (write === "teams" && state === "completed") {',
    replace: 'if ((write === "teams" || write === "roster") && state === "completed") {',
  },
  {
    file: STATE,
    slip: "only the current season takes signups (upcoming dropped)",
    find: '(write === "open-signups" || write === "signup") && state === "completed"',
    replace: '(write === "open-signups" || write === "signup") && state !== "current"',
  },

  // --- checklist.ts ---
  {
    file: CHECKLIST,
    slip: "one team is enough for the Teams step (off by one)",
    find: 'status: f.teams >= 2 ? "done" : "to-do",',
    replace: 'status: f.teams >= 1 ? "done" : "to-do",',
  },
  {
    file: CHECKLIST,
    slip: "open signups read as done, not under way",
    find: `      status: f.registrationOpen
        ? "under-way"`,
    replace: `      status: f.registrationOpen
        ? "done"`,
  },
  {
    file: CHECKLIST,
    slip: "the current season's Signups step stays to do (the current case dropped)",
    find: "f.signups > 0 || f.rostered > 0 || f.games > 0 || over || current",
    replace: "f.signups > 0 || f.rostered > 0 || f.games > 0 || over",
  },
  {
    file: CHECKLIST,
    slip: "a drafted but unpublished schedule counts as published",
    find: 'status: f.games > 0 ? "done" : "to-do",',
    replace: 'status: f.games > 0 || f.drafted ? "done" : "to-do",',
  },
  {
    file: CHECKLIST,
    slip: "a kept schedule draft does not count as made",
    find: 'status: f.games > 0 || f.drafted ? "done" : "to-do",',
    replace: 'status: f.games > 0 ? "done" : "to-do",',
  },
  {
    file: CHECKLIST,
    slip: "the draft is not done once results come in (the exemption forgotten)",
    find: "(f.rostered > 0 && (f.undrafted === 0 || f.games > f.gamesWithoutResult)) || over",
    replace: "(f.rostered > 0 && f.undrafted === 0) || over",
  },
  {
    file: CHECKLIST,
    slip: "Make current done for an upcoming season too",
    find: 'status: current || over ? "done" : "to-do",',
    replace: 'status: current || over || f.games > 0 ? "done" : "to-do",',
  },
  {
    file: CHECKLIST,
    slip: "Play done with one game left (comparison off by one)",
    find: "f.games > 0 && f.gamesWithoutResult === 0",
    replace: "f.games > 0 && f.gamesWithoutResult <= 1",
  },
  {
    file: CHECKLIST,
    slip: "Play under way before any result (>= for >)",
    find: ": f.games > f.gamesWithoutResult",
    replace: ": f.games >= f.gamesWithoutResult",
  },
  {
    file: CHECKLIST,
    slip: "Close offered before Play while games are being played",
    find: 'if (first?.key === "close" && play?.status === "under-way") return play;',
    replace: "",
  },
  {
    file: CHECKLIST,
    slip: "a closed season still offers a next step",
    find: 'if (steps.find((s) => s.key === "close")?.status === "done") return null;',
    replace: "",
  },
  {
    file: CHECKLIST,
    slip: "the games with a result counted as those without",
    find: '`${f.games - f.gamesWithoutResult} of ${plural(f.games, "game")} have a result.`',
    replace: '`${f.gamesWithoutResult} of ${plural(f.games, "game")} have a result.`',
  },
  // --- close.ts ---
  {
    file: CLOSE,
    slip: "the unresolved games in reverse order",
    find: "a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id)",
    replace: "b.startsAt.getTime() - a.startsAt.getTime() || a.id.localeCompare(b.id)",
  },
  {
    file: CLOSE,
    slip: "a final not yet completed gives the champion",
    find: 'games.find((g) => g.playoffRound === "final" && isCompleted(g))',
    replace: 'games.find((g) => g.playoffRound === "final")',
  },
  {
    file: CLOSE,
    slip: "a closed season shows its final's winner over the champion named",
    find: "return season.closedAt ? season.championTeamId : finalWinner(games);",
    replace:
      "return season.closedAt ? (season.championTeamId ?? finalWinner(games)) : finalWinner(games);",
  },
  {
    file: CLOSE,
    slip: "an open season shows the champion last named (cleared field read)",
    find: "return season.closedAt ? season.championTeamId : finalWinner(games);",
    replace: "return season.championTeamId ?? finalWinner(games);",
  },
  // --- start.ts ---
  {
    file: START,
    slip: "a season's name may be 41 characters (off by one)",
    find: ".max(SEASON_NAME_MAX, `A season's name",
    replace: ".max(SEASON_NAME_MAX + 1, `A season's name",
  },
  {
    file: START,
    slip: "March reads as Winter (comparison flipped)",
    find: "month >= 3 && month <= 5",
    replace: "month > 3 && month <= 5",
  },
  {
    file: START,
    slip: "a proposed start in the past is kept",
    find: "return after.getTime() > today.getTime() ? after : today;",
    replace: "return after;",
  },
  {
    file: START,
    slip: "the next season starts the day after the latest game, not the week after",
    find: "const WEEK_MS = 7 * 24 * 60 * 60 * 1000;",
    replace: "const WEEK_MS = 24 * 60 * 60 * 1000;",
  },
  // --- status.ts ---
  {
    file: STATUS,
    slip: "with none flagged, the lowest season is current",
    find: "Math.max(...seasons.map((s) => s.id))",
    replace: "Math.min(...seasons.map((s) => s.id))",
  },
  {
    file: STATUS,
    slip: "a season above the current one reads Completed (comparison flipped)",
    find: 'if (currentId === null || seasonId < currentId) return "Completed";',
    replace: 'if (currentId === null || seasonId > currentId) return "Completed";',
  },

  // --- state.ts: issue 40 §6 ---
  {
    file: STATE,
    slip: "a closed season's fees may change (set-paid let through)",
    find: 'if (state === "closed") return `${season} is closed: reopen it to ${DOING[write]}.`;',
    replace:
      'if (state === "closed" && write !== "fees") return `${season} is closed: reopen it to ${DOING[write]}.`;',
  },
  {
    file: STATE,
    slip: "closing signups refused on a closed season (opening another season's is stuck)",
    find: 'if (write === "close-signups") return null;',
    replace: "",
  },

  // --- questions.ts: what a question says, and its key (issue 40 §5) ---
  {
    file: QUESTIONS,
    slip: "Make current's question leaves out the signups it closes for the season it leaves behind",
    find: "const signupsClose = seasons.find((s) => s.registrationOpen && s.id < seasonId);",
    replace:
      "const signupsClose = seasons.find((s) => s.registrationOpen && s.id < seasonId && !s.isCurrent);",
  },
  {
    file: QUESTIONS,
    slip: "a closed season said to become completed by Make current",
    find: "s.id < seasonId && !s.closed && (currentId === null || s.id >= currentId)",
    replace: "s.id < seasonId && (currentId === null || s.id >= currentId)",
  },
  {
    file: QUESTIONS,
    slip: "going back to an earlier season says the ones before it become completed",
    find: "(currentId === null || s.id >= currentId)",
    replace: "(currentId === null || s.id >= 0)",
  },
  {
    file: QUESTIONS,
    slip: "Close's Yes posts No champion whatever the question named",
    find: "fields: { champion: m.champion?.id ?? NO_CHAMPION },",
    replace: "fields: { champion: NO_CHAMPION },",
  },
  {
    file: QUESTIONS,
    slip: "the open-signups question names this season as the one whose signups close",
    find: "Signups are open for ${closes.name} (season ${closes.id})",
    replace: "Signups are open for ${closes.name} (season ${season.id})",
  },
  {
    file: QUESTIONS,
    slip: "the close-signups question says everyone signed up stays when one did (plural slip)",
    find: '`The ${signedUp === 1 ? "1 player" : `${signedUp} players`}',
    replace: "`The ${`${signedUp} players`}",
  },
  // --- fee.ts: the fee, how to pay it, the draft date ---
  {
    file: FEE,
    slip: "a fee a cent over $1,000 taken (cap off by one)",
    find: "if (cents > MAX_FEE_CENTS) {",
    replace: "if (cents > MAX_FEE_CENTS + 1) {",
  },
  {
    file: FEE,
    slip: "one digit of cents read as hundredths (62.5 is $62.05)",
    find: '.padEnd(2, "0")',
    replace: '.padStart(2, "0")',
  },
  {
    file: FEE,
    slip: "how to pay a character over its limit taken",
    find: "howToPay.length > HOW_TO_PAY_MAX",
    replace: "howToPay.length > HOW_TO_PAY_MAX + 1",
  },
  {
    file: FEE,
    slip: "an invisible character kept in how to pay",
    find: "if (character !== null) {",
    replace: 'if (character === "none") {',
  },
  {
    file: FEE,
    slip: "a draft time taken without its date",
    find: '} else if (draftTime !== "" && draftDay === "") {',
    replace: '} else if (draftTime !== "" && draftDay === "none") {',
  },
  {
    file: FEE,
    slip: "a fee not set said as $0 (something false said)",
    find: 'else said.push("The league will tell you the fee.");',
    replace: "else said.push(`The fee is ${dollars(0)}.`);",
  },
  {
    file: FEE,
    slip: "a free season still tells him his fee is not paid",
    find: "if (paid !== null && !free)",
    replace: "if (paid !== null)",
  },
  {
    file: FEE,
    slip: "a draft already past said as to come",
    find: "const past = fee.draftDay! < today;",
    replace: "const past = false;",
  },
  {
    file: FEE,
    slip: "the draft's day read at midnight UTC (the evening before in Boston)",
    find: "leagueDate(year!, month!, day!, 12)",
    replace: "new Date(Date.UTC(year!, month! - 1, day!))",
  },
];
