// The email that gives a player his team's schedule (docs/league-rules.md#email-alerts):
// to each rostered player who asked for news of his team's games when the
// season's schedule is published, and to a player who joins a roster after
// that (a draft pick, the roster editor) when he joins. One form for both:
// the team's games still to play, one line each. Once per player and season,
// whichever comes first: the key is the same for both.
import { formatLocation } from "~/domain/games/state";
import { formatGameDay, formatGameTime } from "~/domain/time/league-time";
import {
  renderEmail,
  unsubscribeHeaders,
  type AlertLinks,
  type AlertRecipient,
  type OutgoingAlert,
} from "./alerts";

/** A season game as stored, with what the email needs of it. */
export interface SeasonGameRow {
  startsAt: Date;
  location: string;
  status: "scheduled" | "live" | "completed" | "postponed";
  homeTeamId: string | null;
  awayTeamId: string | null;
}

/** One of the team's games as the email lists it. */
export interface TeamGame {
  startsAt: Date;
  location: string;
  opponent: string;
  home: boolean;
  postponed: boolean;
}

/** The team's games of the season: those still to play, in order, and how many it has played. */
export interface TeamSchedule {
  games: TeamGame[];
  played: number;
}

/**
 * The team's games among the season's: every game it is home or away in,
 * those without a result listed in time order (a postponed one at its old
 * day), those with one counted as played. `nameOf` names the opponent.
 */
export function teamSchedule(
  seasonGames: readonly SeasonGameRow[],
  teamId: string,
  nameOf: (teamId: string) => string,
): TeamSchedule {
  const own = seasonGames.filter((g) => g.homeTeamId === teamId || g.awayTeamId === teamId);
  const games = own
    .filter((g) => g.status !== "completed")
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .map((g) => {
      const home = g.homeTeamId === teamId;
      const other = home ? g.awayTeamId : g.homeTeamId;
      return {
        startsAt: g.startsAt,
        location: g.location,
        opponent: other === null ? "to be decided" : nameOf(other),
        home,
        postponed: g.status === "postponed",
      };
    });
  return { games, played: own.length - games.length };
}

/**
 * 'Sat, Jan 16, 9:15 AM: home vs Friars, Condon School'; 'Sat, Jan 23, 8:00 AM:
 * away at Shamrocks, St. Brigid Gym'; a postponed game 'Sat, Jan 30: home vs
 * Friars, postponed (new date to come)'.
 */
export function teamGameLine(game: TeamGame): string {
  const side = game.home ? `home vs ${game.opponent}` : `away at ${game.opponent}`;
  const day = formatGameDay(game.startsAt);
  if (game.postponed) return `${day}: ${side}, postponed (new date to come)`;
  return `${day}, ${formatGameTime(game.startsAt)}: ${side}, ${formatLocation(game.location)}`;
}

/** Why the email is sent: the season's schedule was published, or the player joined a roster. */
export type ScheduleOccasion =
  { kind: "published"; games: number; firstDay: Date; lastDay: Date } | { kind: "joined" };

export interface TeamScheduleNews {
  season: { id: number; name: string };
  team: { id: string; name: string };
  occasion: ScheduleOccasion;
  schedule: TeamSchedule;
}

/** One key per player and season, for both occasions: he gets his schedule once. */
export function scheduleEmailKey(seasonId: number, playerId: string): string {
  return `schedule-out:${seasonId}:${playerId}`;
}

/** The email's subject: the season's news at Publish, his team's name when he joins. */
export function scheduleEmailSubject(news: TeamScheduleNews): string {
  return news.occasion.kind === "published"
    ? `The schedule is out: ${news.season.name}`
    : `Your team's schedule: ${news.team.name}, ${news.season.name}`;
}

/** The team's schedule for one player: what happened, his team's games, a link to them. */
export function teamScheduleEmail(
  news: TeamScheduleNews,
  recipient: AlertRecipient,
  links: AlertLinks,
): OutgoingAlert {
  const { season, team, occasion, schedule } = news;
  const count = schedule.games.length;
  const games = `${count} ${count === 1 ? "game" : "games"}`;
  const opening =
    occasion.kind === "published"
      ? `The ${season.name} schedule is out: ${occasion.games} games from ${formatGameDay(occasion.firstDay)} to ${formatGameDay(occasion.lastDay)}.`
      : `You are on the ${team.name} roster for ${season.name}. Here is your team's schedule.`;
  const played =
    schedule.played > 0
      ? [`${schedule.played} ${schedule.played === 1 ? "game is" : "games are"} already played.`]
      : [];
  const heading =
    count === 0
      ? `${team.name}: no games left to play this season.`
      : `${team.name}, ${games}${schedule.played > 0 ? " still to play" : ""}:`;
  const body = renderEmail(
    recipient,
    "you asked for news of your team's games",
    {
      lines: [opening, ...played, heading],
      list: schedule.games.map(teamGameLine),
      buttons: [
        {
          label: `${team.name} schedule`,
          url: `${links.origin}/schedule/seasons/${season.id}/teams/${encodeURIComponent(team.id)}`,
        },
      ],
      after: ["Changes to these games are emailed as they happen."],
    },
    links,
  );
  return {
    dedupeKey: scheduleEmailKey(season.id, recipient.playerId),
    to: recipient.email,
    subject: scheduleEmailSubject(news),
    ...body,
    headers: unsubscribeHeaders(links.unsubscribeUrl(recipient.playerId)),
  };
}
