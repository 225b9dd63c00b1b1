// The demo player pool: names, contact details, body and hidden tendencies.
import { NAME_GROUPS } from "./content/names";
import type { Day } from "./calendar";
import type { IdMaker, Rng } from "./random";
import type { Profile, SeasonSide } from "./types";

/** The demo player account: sign in as player@example.org. */
export const DEMO_PLAYER = { firstName: "Pat", lastName: "Murphy", email: "player@example.org" };

/** 6'0", born on St Patrick's Day 1988. */
const DEMO_PLAYER_BODY = [72, 1988, 3, 17] as const;

const SIZES = ["S", "M", "L", "XL", "XXL"] as const;
const AREA_CODES = ["617", "857", "781", "339"];

function emailLocal(first: string, last: string): string {
  const clean = (s: string) => s.toLowerCase().replace(/[^a-z]/g, "");
  return `${clean(first)}.${clean(last)}`;
}

/** A height between 5'6" and 6'8", most players near 5'11". */
function heightInches(rng: Rng): number {
  const raw = 71 + (rng.next() + rng.next() + rng.next() - 1.5) * 6;
  return Math.min(80, Math.max(66, Math.round(raw)));
}

function sizeFor(inches: number, rng: Rng): string {
  const base = inches <= 68 ? 1 : inches <= 72 ? 2 : inches <= 76 ? 3 : 4;
  const shift = rng.chance(0.3) ? (rng.chance(0.5) ? -1 : 1) : 0;
  return SIZES[Math.min(4, Math.max(0, base + shift))] as string;
}

function ageOn(today: Day, year: number, month: number, day: number): number {
  const hadBirthday = today.month > month || (today.month === month && today.day >= day);
  return today.year - year - (hadBirthday ? 0 : 1);
}

/**
 * `count` players; index 0 is the demo account. `firstSeasonOf(i)` is the
 * season player i first signs up for.
 */
export function createPlayers(
  rng: Rng,
  ids: IdMaker,
  today: Day,
  count: number,
  firstSeasonOf: (index: number) => number,
): Profile[] {
  const emails = new Set<string>();
  const phones = rng.shuffle(
    AREA_CODES.flatMap((area) =>
      Array.from({ length: 100 }, (_, n) => `${area}-555-01${String(n).padStart(2, "0")}`),
    ),
  );
  const profiles: Profile[] = [];
  for (let index = 0; index < count; index++) {
    let firstName: string;
    let lastName: string;
    let email: string;
    if (index === 0) {
      ({ firstName, lastName, email } = DEMO_PLAYER);
    } else {
      const group = rng.weighted(NAME_GROUPS, (g) => g.weight);
      firstName = rng.pick(group.first);
      // Most players' names share a heritage; some families are mixed.
      lastName = rng.pick(
        rng.chance(0.8) ? group.last : rng.weighted(NAME_GROUPS, (g) => g.weight).last,
      );
      const local = emailLocal(firstName, lastName);
      let candidate = `${local}@example.org`;
      for (let n = 2; emails.has(candidate); n++) candidate = `${local}${n}@example.org`;
      email = candidate;
    }
    emails.add(email);
    let inches = heightInches(rng);
    let birthYear = rng.chance(0.15) ? rng.int(1960, 1975) : rng.int(1976, 2004);
    let birthMonth = rng.int(1, 12);
    let birthDay = rng.int(1, 28);
    if (index === 0) [inches, birthYear, birthMonth, birthDay] = DEMO_PLAYER_BODY;
    const tall = (inches - 66) / 14; // 0 (5'6") … 1 (6'8")
    const scoring = 0.4 + rng.next() * rng.next() * 2.1 + (index === 0 ? 0.4 : 0);
    profiles.push({
      row: {
        id: ids.next(),
        firstName,
        lastName,
        email,
        phone: phones[index % phones.length] ?? null,
        imageUrl: null,
        heightFeet: Math.floor(inches / 12),
        heightInches: inches % 12,
        birthdayYear: birthYear,
        birthdayMonth: birthMonth,
        birthdayDay: birthDay,
        age: ageOn(today, birthYear, birthMonth, birthDay),
        jerseyNumber: null,
        jerseySize: sizeFor(inches, rng),
      },
      firstSeason: firstSeasonOf(index),
      scoring,
      rebounds: 0.8 + tall * 4.5 + rng.next() * 2,
      assists: 0.3 + (1 - tall) * 1.8 + rng.next() * 1.2,
      blocks: tall * tall * 1.6 + rng.next() * 0.3,
      steals: 0.3 + (1 - tall) * 1.2 + rng.next() * 0.6,
      dnpRate: index === 0 ? 0 : 0.03 + rng.next() * 0.12,
    });
  }
  return profiles;
}

/** Numbers people like to wear; anything 0-99 is allowed. */
function favouriteNumber(rng: Rng): number {
  if (rng.chance(0.7))
    return rng.pick([
      0, 1, 2, 3, 4, 5, 7, 8, 10, 11, 12, 13, 14, 15, 20, 21, 22, 23, 24, 25, 30, 32, 33, 34, 35,
    ]);
  return rng.int(0, 99);
}

/**
 * Gives every player one jersey number, unique within each team-season roster
 * he is on (a player keeps his number across seasons).
 */
export function assignJerseyNumbers(rng: Rng, profiles: Profile[], seasons: SeasonSide[]): void {
  const rostersOf = new Map<string, string[][]>();
  for (const season of seasons) {
    for (const roster of season.rosters.values()) {
      for (const playerId of roster) {
        const list = rostersOf.get(playerId) ?? [];
        list.push(roster);
        rostersOf.set(playerId, list);
      }
    }
  }
  const numberOf = new Map<string, number>();
  for (const profile of profiles) {
    const taken = new Set<number>();
    for (const roster of rostersOf.get(profile.row.id) ?? []) {
      for (const mate of roster) {
        const n = numberOf.get(mate);
        if (n !== undefined) taken.add(n);
      }
    }
    let chosen = favouriteNumber(rng);
    for (let tries = 0; taken.has(chosen) && tries < 20; tries++) chosen = favouriteNumber(rng);
    for (let n = 0; taken.has(chosen) && n < 100; n++) chosen = n;
    numberOf.set(profile.row.id, chosen);
    profile.row.jerseyNumber = chosen;
  }
}
