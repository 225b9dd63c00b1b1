// The choice lists shared by the signup form and the player edit form
// (docs/league-rules.md#players).
export const HEIGHT_FEET = [5, 6, 7] as const;
export const DEFAULT_HEIGHT_FEET = 6;
export const HEIGHT_INCHES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export const DEFAULT_HEIGHT_INCHES = 0;

/** 6'2" (inches missing read 0), or null when the height is unknown. */
export function formatHeight(feet: number | null, inches: number | null): string | null {
  if (feet === null) return null;
  return `${feet}'${inches ?? 0}"`;
}

export const JERSEY_SIZES = ["S", "M", "L", "XL", "XXL"] as const;
export type JerseySize = (typeof JERSEY_SIZES)[number];
export const DEFAULT_JERSEY_SIZE: JerseySize = "L";

/** Stored as XXL (the original's value), shown as 2XL. */
export function jerseySizeLabel(size: string): string {
  return size === "XXL" ? "2XL" : size;
}
