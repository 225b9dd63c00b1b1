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

/** What can tell two namesakes apart in a list to choose from; absent parts are skipped. */
export interface ChoosablePlayer extends NamedPlayer {
  jerseyNumber?: number | null;
  /** The team he plays for in the list's season, when the list spans teams. */
  teamName?: string | null;
  /** Only an admin's lists pass it: its first letter is the last resort. */
  email?: string | null;
}

/** How far a label goes: 0 the name, 1 + jersey number, 2 + team, 3 + email initial. */
const LAST_LEVEL = 3;

function choiceLabel(p: ChoosablePlayer, level: number): string {
  let label = fullName(p);
  if (level >= 1 && p.jerseyNumber != null) label += ` #${p.jerseyNumber}`;
  if (level >= 2 && p.teamName) label += ` · ${shownText(p.teamName)}`;
  const initial = Array.from(p.email?.trim() ?? "")[0];
  if (level >= 3 && initial) label += ` · ${shownText(initial.toLowerCase())}…@`;
  return label;
}

/**
 * How a list to choose from names its players, in the order given: the plain
 * name when no one else in the list has it (whatever its case), else with the
 * jersey number ("Pierre Barros #12"), else with the team too, else with the
 * email's first letter too. Only the players whose labels still clash go one
 * step further, so a lone namesake keeps the shortest label that tells him
 * apart. Two players who differ in any of these parts get different labels:
 * two "Pierre Barros" in one captain list told the admin nothing.
 */
export function distinctNames(players: ChoosablePlayer[]): string[] {
  const levels = players.map(() => 0);
  const labels = () => players.map((p, i) => choiceLabel(p, levels[i]!));
  // Each round moves every clashing player one step on, until no label clashes
  // or those that do have nothing more to say: at most three steps a player.
  for (;;) {
    const current = labels();
    const counts = new Map<string, number>();
    for (const label of current) {
      const key = label.toLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    let clashed = false;
    current.forEach((label, i) => {
      if (counts.get(label.toLowerCase())! > 1 && levels[i]! < LAST_LEVEL) {
        levels[i]!++;
        clashed = true;
      }
    });
    if (!clashed) return current;
  }
}
