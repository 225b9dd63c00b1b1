// The questions a season's page asks before Make current, Close season, closing its signups and
// opening signups while another season's are open (docs/league-rules.md#seasons).
// Each is written from its model (the facts it states) by one function here,
// and its key is the digest of that model (askQuestion in
// app/domain/confirmation.ts): the page asks it from what it read, and the
// write asks it again from what it finds under the season's lock, refusing a
// Yes whose key is not the one it finds. What a Yes does is what its
// question says: Make current closes exactly the signups its question names.
import { askQuestion, type Question } from "~/domain/confirmation";
import { NO_CHAMPION } from "./close";
import { currentSeasonIdOf } from "./status";

/** A season as the questions read it: a row of the league's seasons. */
export interface LeagueSeason {
  id: number;
  name: string;
  isCurrent: boolean;
  registrationOpen: boolean;
  closed: boolean;
}

interface Named {
  id: number;
  name: string;
}

const named = ({ id, name }: Named): Named => ({ id, name });

/** "Season 4 (Fall 2026)"; "Seasons 4 (Fall 2026) and 5 (Spring 2027)". */
function seasonsText(list: readonly Named[]): string {
  const each = list.map((s) => `${s.id} (${s.name})`);
  if (each.length === 1) return `Season ${each[0]}`;
  return `Seasons ${each.slice(0, -1).join(", ")} and ${each.at(-1)}`;
}

// ---- Make current -----------------------------------------------------------

/** What making a season current does: the facts its question states, and all its Yes writes. */
export interface MakeCurrentModel {
  season: Named;
  /** The season current until now, when it is another one. */
  leaving: Named | null;
  /** The seasons that become completed (they were current or upcoming): their teams freeze. */
  completes: Named[];
  /** The season whose signups close: the one taking them, when it is numbered below this one. */
  signupsClose: Named | null;
}

/**
 * What making `seasonId` current does to the league's `seasons`: the one
 * current until now stops being current, every season below it that was
 * current or upcoming becomes completed, and signups open for a season below
 * it close (a completed season takes none). Null when there is no such season.
 */
export function makeCurrentModel(
  seasons: readonly LeagueSeason[],
  seasonId: number,
): MakeCurrentModel | null {
  const season = seasons.find((s) => s.id === seasonId);
  if (!season) return null;
  const currentId = currentSeasonIdOf([...seasons]);
  const leaving = seasons.find((s) => s.id === currentId && s.id !== seasonId);
  const completes = seasons
    .filter((s) => s.id < seasonId && !s.closed && (currentId === null || s.id >= currentId))
    .sort((a, b) => a.id - b.id);
  const signupsClose = seasons.find((s) => s.registrationOpen && s.id < seasonId);
  return {
    season: named(season),
    leaving: leaving ? named(leaving) : null,
    completes: completes.map(named),
    signupsClose: signupsClose ? named(signupsClose) : null,
  };
}

function makeCurrentWords(m: MakeCurrentModel): Question {
  const { id, name } = m.season;
  const sentences = [`The home page, standings and schedule will follow ${name}.`];
  const { leaving, signupsClose } = m;
  const leavingCompletes = leaving !== null && m.completes.some((s) => s.id === leaving.id);
  const othersComplete = m.completes.filter((s) => s.id !== leaving?.id);
  let signupsSaid = false;
  if (leaving && leavingCompletes) {
    signupsSaid = signupsClose?.id === leaving.id;
    sentences.push(
      `${seasonsText([leaving])} stops being current: it becomes completed and its teams can no longer change${signupsSaid ? ", and its signups close" : ""}.`,
    );
  } else if (leaving) {
    sentences.push(`${seasonsText([leaving])} stops being current.`);
  }
  if (othersComplete.length > 0) {
    const one = othersComplete.length === 1;
    sentences.push(
      `${seasonsText(othersComplete)} ${one ? "becomes" : "become"} completed${leavingCompletes ? " too" : ""}: ${one ? "its" : "their"} teams can no longer change.`,
    );
  }
  if (signupsClose && !signupsSaid) {
    sentences.push(`Signups for season ${signupsClose.id} (${signupsClose.name}) close.`);
  }
  return {
    title: `Make season ${id} current?`,
    text: sentences.join(" "),
    intent: "make-current",
    fields: {},
    yes: `Yes, make season ${id} current`,
  };
}

/** The question before Make current, with its key. */
export function makeCurrentQuestion(model: MakeCurrentModel) {
  return askQuestion(model, makeCurrentWords);
}

// ---- Close season -----------------------------------------------------------

/** What closing a season states: its champion (none for No champion), its games, all with a result, and whether its signups close. */
export interface CloseModel {
  season: number;
  champion: { id: string; name: string } | null;
  games: number;
  /** Its signups are open: closing the season closes them (a closed season takes none). */
  signupsClose: boolean;
}

function closeWords(m: CloseModel): Question {
  return {
    title: `Close season ${m.season}?`,
    text: `${m.champion ? `Champions: ${m.champion.name}.` : "No champion."} All ${m.games} games have their result. Its results, rosters, captains and playoffs become read-only until an admin reopens it.${m.signupsClose ? " Its signups close." : ""}`,
    intent: "close-season",
    fields: { champion: m.champion?.id ?? NO_CHAMPION },
    yes: `Yes, close season ${m.season}`,
  };
}

/** The question before Close season, with its key. */
export function closeQuestion(model: CloseModel) {
  return askQuestion(model, closeWords);
}

// ---- Open signups while another season's are open ---------------------------

/** Opening a season's signups while `closes`'s are open: its Yes closes those. */
export interface OpenSignupsModel {
  season: Named;
  closes: Named;
}

function openSignupsWords({ season, closes }: OpenSignupsModel): Question {
  return {
    title: `Open season ${season.id}'s signups?`,
    text: `Signups are open for ${closes.name} (season ${closes.id}): opening these closes them, and new signups go to ${season.name}.`,
    intent: "open-registration",
    fields: {},
    yes: `Close season ${closes.id}'s and open these`,
  };
}

/** The question before opening signups while another season's are open, with its key. */
export function openSignupsQuestion(model: OpenSignupsModel) {
  return askQuestion(model, openSignupsWords);
}

// ---- Close signups ----------------------------------------------------------

/** Closing a season's signups: the season, and how many players have signed up (they stay). */
export interface CloseSignupsModel {
  season: Named;
  signedUp: number;
}

function closeSignupsWords({ season, signedUp }: CloseSignupsModel): Question {
  const who =
    signedUp === 0
      ? "Nobody has signed up yet."
      : `The ${signedUp === 1 ? "1 player" : `${signedUp} players`} signed up ${signedUp === 1 ? "stays" : "stay"} signed up.`;
  return {
    title: `Close season ${season.id}'s signups?`,
    text: `Players can no longer sign up for ${season.name}, and a signup still waiting for its emailed confirmation can no longer be confirmed. ${who} You can open them again later.`,
    intent: "close-registration",
    fields: {},
    yes: `Yes, close signups for season ${season.id}`,
  };
}

/** The question before closing a season's signups, with its key. */
export function closeSignupsQuestion(model: CloseSignupsModel) {
  return askQuestion(model, closeSignupsWords);
}
