// The playoff bracket as the home and season pages render it.
import type { GameCardData } from "~/domain/games/card";
import type { Conference, PlayoffRound } from "~/domain/types";

export interface BracketRoundView {
  round: PlayoffRound;
  label: string;
  groups: { conference: Conference | null; label: string; games: GameCardData[] }[];
}
