// Slips in the email alerts (app/domain/alerts/): docs/league-rules.md#email-alerts
// and docs/production.md#email-alerts.
import type { Slip } from "./slip";

const ALERTS = "app/domain/alerts/alerts.ts";
const OUTBOX = "app/domain/alerts/outbox.ts";
const SCHEDULE_EMAIL = "app/domain/alerts/schedule-email.ts";

export const slips: Slip[] = [
  {
    file: ALERTS,
    slip: "a player who never chose gets results (wrong default)",
    find: "  gameChanges: false,\n  results: false,\n  reminders: true,\n};",
    replace: "  gameChanges: false,\n  results: true,\n  reminders: true,\n};",
  },
  {
    file: ALERTS,
    slip: "an alert goes to a player who did not turn it on",
    find: "if (!candidate[kind] || !MAILABLE.test(email)) continue;",
    replace: "if (!MAILABLE.test(email)) continue;",
  },
  {
    file: ALERTS,
    slip: "two players sharing an address differing in case get two emails (no lower-case)",
    find: "const address = email.toLowerCase();",
    replace: "const address = email;",
  },
  {
    file: ALERTS,
    slip: "two players sharing an address get two emails",
    find: "if (seenPlayers.has(candidate.playerId) || seenAddresses.has(address)) continue;",
    replace: "if (seenPlayers.has(candidate.playerId)) continue;",
  },
  {
    file: ALERTS,
    slip: "saving a result again with the same score announces it again",
    find: "    before.winnerId === null ||\n    before.awayScore !== after.awayScore ||",
    replace: "    true ||\n    before.awayScore !== after.awayScore ||",
  },
  {
    file: ALERTS,
    slip: "a move to another gym at the same time is no change",
    find: "before.startsAt.getTime() !== after.startsAt.getTime() || before.location !== after.location",
    replace: "before.startsAt.getTime() !== after.startsAt.getTime()",
  },
  {
    file: ALERTS,
    slip: "the change key leaves out the moment (a second move alerts nobody)",
    find: "return `game-change:${gameId}:${changedAt.getTime()}:${playerId}`;",
    replace: "return `game-change:${gameId}:${playerId}`;",
  },
  {
    file: ALERTS,
    slip: "the result subject gives the home score to the away team",
    find: "return `Final: ${game.awayName} ${result.awayScore} at ${game.homeName} ${result.homeScore}`;",
    replace:
      "return `Final: ${game.awayName} ${result.homeScore} at ${game.homeName} ${result.awayScore}`;",
  },
  {
    file: ALERTS,
    slip: "the unsubscribe link shown to an admin who is no player",
    find: "  const choices = recipient.playerId\n",
    replace: "  const choices = true\n",
  },
  {
    file: OUTBOX,
    slip: "the outbox gives up one try early",
    find: "if (attempts >= MAX_SEND_ATTEMPTS) return { giveUp: true };",
    replace: "if (attempts >= MAX_SEND_ATTEMPTS - 1) return { giveUp: true };",
  },
  {
    file: OUTBOX,
    slip: "the first retry waits a minute (doubling off by one)",
    find: "const doublings = Math.max(0, attempts - 1);",
    replace: "const doublings = Math.max(0, attempts);",
  },
  {
    file: OUTBOX,
    slip: "the wait is not capped at an hour",
    find: "return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(doublings, 30));",
    replace: "return FIRST_RETRY_MS * 2 ** Math.min(doublings, 30);",
  },
  {
    file: SCHEDULE_EMAIL,
    slip: "the schedule email lists games already played",
    find: '.filter((g) => g.status !== "completed")',
    replace: ".filter(() => true)",
  },
  {
    file: SCHEDULE_EMAIL,
    slip: "the schedule email swaps home and away",
    find: "const home = g.homeTeamId === teamId;",
    replace: "const home = g.awayTeamId === teamId;",
  },
  {
    file: SCHEDULE_EMAIL,
    slip: "the schedule email's key leaves out the season (next season's never sent)",
    find: "return `schedule-out:${seasonId}:${playerId}`;",
    replace: "return `schedule-out:${playerId}`;",
  },
];
