// How a player is named on every page, list and email: first name, then last,
// each as stored text is shown (shown-text.ts: a bidi control stored in one
// cannot reorder the other, nor what follows the name).
import { shownText } from "~/domain/shown-text";

export interface NamedPlayer {
  firstName: string;
  lastName: string;
}

export function fullName(player: NamedPlayer): string {
  return `${shownText(player.firstName)} ${shownText(player.lastName)}`;
}

/** A stat line or a record whose player is missing (a gap in imported data) still reads. */
export function nameOrUnknown(player: NamedPlayer | null | undefined): string {
  return player ? fullName(player) : "Unknown player";
}

/**
 * How the live scorer's chips name a team's players, in the order given:
 * the last name in full; with the first initial when a teammate shares that
 * last name ('J. Cougill', 'M. Cougill'); the full name when the initial is
 * shared too. Never shortened further: 'Cougi' next to 'Cougi' told the
 * scorer nothing.
 */
export function teammateNames(players: NamedPlayer[]): string[] {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const initial = (p: NamedPlayer) => Array.from(p.firstName)[0] ?? "";
  return players.map((p) => {
    const namesakes = players.filter((other) => same(other.lastName, p.lastName));
    if (namesakes.length === 1) return shownText(p.lastName);
    const sameInitial = namesakes.filter((other) => same(initial(other), initial(p)));
    return sameInitial.length === 1
      ? `${shownText(initial(p))}. ${shownText(p.lastName)}`
      : fullName(p);
  });
}
