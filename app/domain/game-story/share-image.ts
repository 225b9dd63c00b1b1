// The picture of a game shown when its link is shared (issue 33): what it
// says and in which colours, from the game as its cards and headline already
// name it. Pure: app/server/share-image.server.ts draws it (satori, resvg),
// the game page's link-preview tags (og:title, og:image:alt) use its words.
import { toGameCard, type GameCardSide } from "~/domain/games/card";
import { forfeitMessage, LIVE_TEXT, POSTPONED_TEXT, type GameDisplay } from "~/domain/games/state";
import { matchupTitle, scoreHeadline } from "~/domain/games/summary";
import { LEAGUE_NAME } from "~/domain/league";
import type { LiveScore } from "~/domain/live/game";
import { DEFAULT_TEAM_COLOR, readableTextColor } from "~/domain/teams/colors";
import type { Game, GameStat, TeamRef } from "~/domain/types";

/** The size link previews ask for (Open Graph, X's summary_large_image): 1.91:1. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** Where a game's picture is served (app/routes.ts). */
export function shareImagePath(gameId: string): string {
  return `/games/${encodeURIComponent(gameId)}/share.png`;
}

/**
 * Whether an address is a game's picture: other sites' pages may show it (its
 * CORP header). As the router matches: any case, a trailing slash or not.
 */
export function isShareImagePath(pathname: string): boolean {
  return /^\/games\/[^/]+\/share\.png\/?$/i.test(pathname);
}

/** Room for a team's name on its band: the width less the margins and the score's column. */
export const NAME_WIDTH_PX = 820;
/** Inter Bold's mean advance, in ems, over team names (measured: "Andrew Square Anchors" ≈ 0.57). */
const NAME_EM_PER_CHAR = 0.6;
const NAME_MAX_PX = 84;
/** Below this a long name wraps onto a second line instead of shrinking further. */
const NAME_MIN_PX = 48;

export interface ShareBand {
  /** The team's name, else the bracket placeholder, else 'TBD'. */
  name: string;
  /** The name's font size, in px: as large as fits on one line, within bounds. */
  nameSize: number;
  /** The score, or the side's role ('Away', 'Home') before the game. */
  right: string;
  /** Whether `right` is a score (drawn large) or a role (drawn small). */
  rightIsScore: boolean;
  /** The team's colour, '#rrggbb' (the site's navy for a side still to be decided). */
  background: string;
  /** White or black, whichever reads on `background` (at least 4.5:1). */
  text: string;
}

export interface ShareImage {
  /** The game's state (a live game's picture changes with each basket). */
  display: GameDisplay;
  league: string;
  /** 'Final', 'LIVE', 'Forfeit', 'Postponed'; null for a game to come. */
  status: string | null;
  /** Top to bottom: the winner first once decided (as a headline reads), else away then home. */
  bands: [ShareBand, ShareBand];
  /** The line under the teams: the day (and time, for a game to come). */
  when: string;
  /** The smaller line under it: the gym, or why the result is what it is. */
  detail: string;
  /** The link preview's title: 'Saints 52, Shamrocks 48 — Final'. */
  title: string;
  /** The picture said in a sentence (og:image:alt): 'Saints 52, Shamrocks 48, final.' */
  alt: string;
}

/** The largest size from NAME_MIN_PX to NAME_MAX_PX at which `name` fits NAME_WIDTH_PX on one line. */
export function nameFontSize(name: string): number {
  const fits = Math.floor(NAME_WIDTH_PX / (Math.max(name.length, 1) * NAME_EM_PER_CHAR));
  return Math.max(NAME_MIN_PX, Math.min(NAME_MAX_PX, fits));
}

function band(side: GameCardSide, right: string, rightIsScore: boolean): ShareBand {
  const background = side.color ?? DEFAULT_TEAM_COLOR;
  return {
    name: side.name,
    nameSize: nameFontSize(side.name),
    right,
    rightIsScore,
    background,
    text: readableTextColor(background),
  };
}

/**
 * What the picture of `game` shows. `stats`: its stat lines' statuses (a
 * forfeit, no stats); `live`: the running score of a game being scored live.
 */
export function shareImage(
  game: Game,
  teamsById: Map<string, TeamRef>,
  stats: Pick<GameStat, "status">[],
  live: LiveScore | null = null,
): ShareImage {
  const card = toGameCard(game, teamsById, stats);
  const matchup = matchupTitle(game, teamsById);
  const headline = scoreHeadline(game, teamsById);
  const where = card.location;
  const scored = (side: GameCardSide, score: number | null) => band(side, String(score ?? 0), true);

  const decided =
    card.display === "final" || card.display === "no-stats" || card.display === "forfeit";
  if (headline !== null && decided) {
    // The winner's band on top; a forfeit says who forfeited instead of the gym.
    const [first, second] = card.away.won ? [card.away, card.home] : [card.home, card.away];
    const forfeited = card.display === "forfeit" ? forfeitMessage(second.name) : null;
    const status = forfeited === null ? "Final" : "Forfeit";
    return {
      display: card.display,
      league: LEAGUE_NAME,
      status,
      bands: [scored(first, first.score), scored(second, second.score)],
      when: card.day,
      detail: forfeited ?? where,
      title: `${headline} — ${status}`,
      alt: forfeited === null ? `${headline}, final.` : `${headline}. ${forfeited}`,
    };
  }
  if (card.display === "live") {
    const away = live?.away ?? 0;
    const home = live?.home ?? 0;
    const score = `${card.away.name} ${away}, ${card.home.name} ${home}`;
    return {
      display: card.display,
      league: LEAGUE_NAME,
      status: LIVE_TEXT,
      bands: [scored(card.away, away), scored(card.home, home)],
      when: card.day,
      detail: where,
      title: `Live: ${score}`,
      alt: `${score}, live.`,
    };
  }
  const sides: [ShareBand, ShareBand] = [
    band(card.away, "Away", false),
    band(card.home, "Home", false),
  ];
  if (card.display === "postponed") {
    return {
      display: card.display,
      league: LEAGUE_NAME,
      status: POSTPONED_TEXT,
      bands: sides,
      // The day stays, without a time (docs/league-rules.md#game-states).
      when: `${card.day}: postponed`,
      detail: where,
      title: `${matchup} — ${POSTPONED_TEXT}`,
      alt: `${matchup}, ${card.day}: postponed.`,
    };
  }
  // A game to come (or a decided one whose result lacks a score: shown as its matchup).
  const when = `${card.day} · ${card.time}`;
  return {
    display: card.display,
    league: LEAGUE_NAME,
    status: null,
    bands: sides,
    when,
    detail: where,
    title: `${matchup} — ${card.day}, ${card.time}`,
    alt: `${matchup}, ${card.day} at ${card.time}, ${where}.`,
  };
}
