// A team's points on the result form (docs/league-rules.md#entering-a-result):
// what its players were credited with, against its score, and what is left to
// credit. The one sum behind the form's running total (drawn by the server,
// then redrawn on every keystroke in the browser) and behind the refusal of a
// box score that does not add up (boxScoreMismatches).

export interface PointsTally {
  /** The players' points added up. */
  credited: number;
  /** The team's score; null while its box is blank or not a number. */
  score: number | null;
  /** score − credited: points not credited to a player (below 0: more than the score); null without a score. */
  uncredited: number | null;
}

/** A box's whole number, or null when it is blank or not one (its own message says why). */
export function wholeNumber(raw: string | null | undefined): number | null {
  const text = (raw ?? "").trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

export function pointsTally(score: number | null, points: readonly (number | null)[]): PointsTally {
  const credited = points.reduce<number>((sum, p) => sum + (p ?? 0), 0);
  return { credited, score, uncredited: score === null ? null : score - credited };
}

/** The same tally read from the form's boxes as typed: the score's and each player's points. */
export function typedPointsTally(
  score: string | null | undefined,
  points: readonly (string | null | undefined)[],
): PointsTally {
  return pointsTally(wholeNumber(score), points.map(wholeNumber));
}

const pointsWord = (n: number) => (n === 1 ? "1 point" : `${n} points`);

/**
 * The words of a tally: "Players' points: 17 of 48", and what is left:
 * "31 points not credited to a player", "Every point credited to a player",
 * "2 points more than the score" (nothing while the score is blank).
 */
export function tallyWords(tally: PointsTally): { total: string; rest: string | null } {
  const { credited, score, uncredited } = tally;
  if (score === null || uncredited === null) {
    return { total: `Players' points: ${credited}`, rest: null };
  }
  const total = `Players' points: ${credited} of ${score}`;
  if (uncredited > 0) return { total, rest: `${pointsWord(uncredited)} not credited to a player` };
  if (uncredited < 0) return { total, rest: `${pointsWord(-uncredited)} more than the score` };
  return { total, rest: "Every point credited to a player" };
}
