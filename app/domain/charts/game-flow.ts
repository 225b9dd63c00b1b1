// A game's flow (issue 33): how the lead moved basket by basket in a game
// scored live, from the baskets still standing after the scorer's undos
// (liveStateOf). The lead is home minus away: positive while the home team
// leads, negative while the away team does, zero when the score is level.
// Pure: the geometry is app/domain/charts/game-flow-geometry.ts's.
import { liveScore, type Basket, type LiveScore } from "~/domain/live/game";

export interface FlowPoint {
  /** The score just after this basket. */
  home: number;
  away: number;
  /** home − away just after this basket. */
  lead: number;
}

export interface GameFlow {
  /** One point per basket, oldest first (the 0–0 before the first basket is not one). */
  points: FlowPoint[];
  /** Each team's largest lead at any point; 0 for a team that never led. */
  biggestLead: { home: number; away: number };
  /**
   * How many times the leader changed: a lead of one team followed, perhaps
   * after ties, by a lead of the other. A tie alone is not a change, nor is
   * the first lead of the game.
   */
  leadChanges: number;
  /** How many baskets left the score level (the 0–0 start is not counted). */
  ties: number;
  /** The score after the last basket. */
  score: LiveScore;
}

/** The flow of `baskets` (oldest first); a basket not the home team's is the away team's, as in liveScore. */
export function gameFlow(baskets: Basket[], homeTeamId: string | null): GameFlow {
  let home = 0;
  let away = 0;
  let biggestHome = 0;
  let biggestAway = 0;
  let leadChanges = 0;
  let ties = 0;
  // The sign of the last lead that was not a tie: 0 before anyone led.
  let leader = 0;
  const points = baskets.map((b): FlowPoint => {
    if (b.teamId === homeTeamId) home += b.points;
    else away += b.points;
    const lead = home - away;
    biggestHome = Math.max(biggestHome, lead);
    biggestAway = Math.max(biggestAway, -lead);
    const sign = Math.sign(lead);
    if (sign === 0) ties++;
    else {
      if (leader !== 0 && sign !== leader) leadChanges++;
      leader = sign;
    }
    return { home, away, lead };
  });
  return {
    points,
    biggestLead: { home: biggestHome, away: biggestAway },
    leadChanges,
    ties,
    score: liveScore(baskets, homeTeamId),
  };
}

const times = (n: number) => (n === 1 ? "once" : n === 2 ? "twice" : `${n} times`);

/**
 * The flow in one sentence, for the chart's caption: "Saints led by as much
 * as 9 and Shamrocks by 4; the lead changed hands 6 times." A game still
 * being scored is told so far: "Saints have led by as much as 9 …".
 */
export function flowWords(
  flow: GameFlow,
  names: { home: string; away: string },
  live = false,
): string {
  const led = live ? "have led" : "led";
  const { home, away } = flow.biggestLead;
  const [first, second] =
    home >= away
      ? [
          { name: names.home, by: home },
          { name: names.away, by: away },
        ]
      : [
          { name: names.away, by: away },
          { name: names.home, by: home },
        ];
  if (first.by === 0) return live ? "No points yet." : "No points were scored.";
  const head = `${first.name} ${led} by as much as ${first.by}`;
  const soFar = live ? " so far" : "";
  if (second.by === 0) {
    return `${head} and ${second.name} ${live ? "have not led" : "never led"}${soFar}.`;
  }
  const changed = live ? "has changed" : "changed";
  return `${head} and ${second.name} by ${second.by}; the lead ${changed} hands ${times(flow.leadChanges)}${soFar}.`;
}
