// The playoff bracket (docs/league-rules.md#playoffs): rounds, the template of
// 8 + 4 + 2 + 1 games, and moving a winner into the next game.
import type { Conference, Game, PlayoffRound } from "~/domain/types";

export const PLAYOFF_ROUNDS: readonly PlayoffRound[] = [
  "first-round",
  "conference-semifinal",
  "conference-final",
  "final",
] as const;

const ROUND_LABELS: Record<PlayoffRound, string> = {
  "first-round": "First Round",
  "conference-semifinal": "Conference Semifinal",
  "conference-final": "Conference Final",
  final: "Final",
};

/** Every playoff label the original site knew; only four are used as rounds. */
export const PLAYOFF_LABELS: readonly string[] = [
  "Play-In",
  "First Round",
  "Quarterfinals",
  "Conference Semifinal",
  "Semifinals",
  "Conference Final",
  "Championship",
  "Final",
] as const;

export function roundLabel(round: PlayoffRound): string {
  return ROUND_LABELS[round];
}

export const CONFERENCE_LABELS: Record<Conference, string> = {
  east: "Eastern Conference",
  west: "Western Conference",
};

/**
 * Where the winner of `completed` plays next: the playoff game that lists it
 * as a feeder. One feeder: the winner is the home team. Two feeders: the first
 * supplies the away team, the second the home team.
 * Returns null when there is no next game (the final).
 */
export function advancePlayoffWinner(
  completed: Game,
  winnerId: string,
  games: Game[],
): { gameId: string; side: "home" | "away" } | null {
  if (winnerId !== completed.homeTeamId && winnerId !== completed.awayTeamId) {
    throw new Error(
      `Team ${winnerId} did not play in game ${completed.id}, so it cannot advance from it.`,
    );
  }
  const next = games.find(
    (g) => g.type === "playoff" && g.id !== completed.id && g.feederGameIds.includes(completed.id),
  );
  if (!next) return null;
  const feederIndex = next.feederGameIds.indexOf(completed.id);
  const side = next.feederGameIds.length === 1 || feederIndex > 0 ? "home" : "away";
  return { gameId: next.id, side };
}

export interface BracketGroup {
  conference: Conference | null;
  label: string;
  games: Game[];
}

export interface BracketRound {
  round: PlayoffRound;
  label: string;
  groups: BracketGroup[];
}

const GROUP_ORDER: (Conference | null)[] = ["east", "west", null];

function byBracketPosition(a: Game, b: Game): number {
  return (
    (a.playoffRoundOrder ?? Number.MAX_SAFE_INTEGER) -
      (b.playoffRoundOrder ?? Number.MAX_SAFE_INTEGER) ||
    a.startsAt.getTime() - b.startsAt.getTime() ||
    a.id.localeCompare(b.id)
  );
}

/**
 * Playoff games by round (round order, empty rounds left out), then by
 * conference: Eastern before Western, games without a conference (the final)
 * last under the round's own label.
 */
export function bracketRounds(games: Game[]): BracketRound[] {
  const playoffGames = games.filter((g) => g.type === "playoff" && g.playoffRound !== null);
  const rounds: BracketRound[] = [];
  for (const round of PLAYOFF_ROUNDS) {
    const inRound = playoffGames.filter((g) => g.playoffRound === round);
    if (inRound.length === 0) continue;
    const groups: BracketGroup[] = [];
    for (const conference of GROUP_ORDER) {
      const inGroup = inRound
        .filter((g) => g.playoffConference === conference)
        .sort(byBracketPosition);
      if (inGroup.length === 0) continue;
      groups.push({
        conference,
        label: conference ? CONFERENCE_LABELS[conference] : roundLabel(round),
        games: inGroup,
      });
    }
    rounds.push({ round, label: roundLabel(round), groups });
  }
  return rounds;
}

// The template builder lives in its own file; import it from here or there.
export { buildPlayoffBracket, type PlayoffBracketInput } from "./bracket";
