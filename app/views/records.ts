// What /records renders: all-time leaders per stat.
import type { StatKey } from "~/domain/types";

export interface RecordRowView {
  playerId: string;
  name: string;
  /** '1', or 'T3' when shared. */
  label: string;
  gamesPlayed: number;
  value: number;
}

export type RecordsTable = { stat: StatKey; rows: RecordRowView[] };
