// How a player is named on every page, list and email: first name, then last.

export interface NamedPlayer {
  firstName: string;
  lastName: string;
}

export function fullName(player: NamedPlayer): string {
  return `${player.firstName} ${player.lastName}`;
}

/** A stat line or a record whose player is missing (a gap in imported data) still reads. */
export function nameOrUnknown(player: NamedPlayer | null | undefined): string {
  return player ? fullName(player) : "Unknown player";
}
