// /teams/{teamId}: record, conference, a game being scored live (its running
// score followed from the live stream), last and next game, and the season roster.
import { Link } from "~/components/link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GameCardList } from "~/components/games/card";
import { LiveCards, useLiveCards } from "~/components/live/live-cards";
import { TeamColorFill, teamToneClass } from "~/components/teams/color";
import { TeamRoster } from "~/components/teams/roster";
import { TeamFormChart } from "~/components/charts/team-form-chart";
import { now } from "~/clock.server";
import { database } from "~/db/index.server";
import type { GameCardData } from "~/domain/games/card";
import { scheduleHref, teamCalendarHref } from "~/domain/schedule/page";
import { foundOr404, idParam } from "~/http.server";
import { pageMeta } from "~/meta";
import { shareWithVisitors } from "~/shared-pages.server";
import type { Route } from "./+types/team";
import { loadTeamPage } from "~/pages/team.server";
import { TitledSection } from "~/components/chrome/titled-section";
import { FollowTeams } from "~/components/teams/follow-teams";

export const handle: RouteHandle = {
  hydrate: "never",
  islands: ["live", "follow"],
  title: (data) => (data as { team?: { name: string } } | undefined)?.team?.name,
};

export function meta({ data }: Route.MetaArgs) {
  if (!data) return pageMeta({ title: "Team not found", description: "No team has this address." });
  const { team, current } = data;
  return pageMeta({
    title: team.name,
    description: current
      ? `${team.name} (${team.abbreviation}): ${current.record} in ${current.season.name}, ${current.conference}. Roster, last and next game.`
      : `${team.name} (${team.abbreviation}) of the league: who they are and where they played.`,
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const teamId = idParam(params.teamId);
  const page = await loadTeamPage(await database(), teamId, now());
  shareWithVisitors(context, {
    changesAt: page?.changesAt,
    liveScores: (page?.current?.liveNow.length ?? 0) > 0,
  });
  return foundOr404(page, "Team not found");
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const { team, current, hasBio, currentSeasonName, lastSeasonId } = loaderData;
  const live = useLiveCards(current?.live ?? null);
  const bioLink = (
    <Link to={`/who-do-you-play-for/${team.id}`} className="button button-secondary">
      Who Do You Play For?
    </Link>
  );

  if (!current) {
    return (
      <div className="page">
        <TeamBand team={team} seasonName={null} />
        <p className="empty">
          The {team.name} are not playing
          {currentSeasonName ? ` in ${currentSeasonName}` : " this season"}. Their games and stories
          from earlier seasons are still here.
        </p>
        <div className="team-links">
          {hasBio ? bioLink : null}
          {lastSeasonId !== null ? (
            <Link to={scheduleHref(lastSeasonId, team.id)} className="button button-secondary">
              Season {lastSeasonId} games
            </Link>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <div
      className="page"
      // The live island's part (app/islands/live.ts): the stream it follows; only its
      // game cards change, drawn as on the season's schedule.
      data-live-stream={current.live?.streamUrl ?? ""}
      data-live-cards={scheduleHref(null, null)}
    >
      <TeamBand team={team} seasonName={current.season.name} />

      <dl className="team-facts">
        <div>
          <dt>Record</dt>
          <dd>{current.record}</dd>
        </div>
        {current.playoffRecord ? (
          <div>
            <dt>Playoffs</dt>
            <dd>{current.playoffRecord}</dd>
          </div>
        ) : null}
        <div>
          <dt>Conference</dt>
          <dd>{current.conference}</dd>
        </div>
      </dl>

      <div className="team-links">
        <Link to={scheduleHref(null, team.id)} className="button">
          All Team Games
        </Link>
        {bioLink}
      </div>
      <FollowTeams teams={[{ teamId: team.id, name: team.name }]} />
      <p>
        <a href={teamCalendarHref(team.id)} className="subscribe-link">
          Subscribe to the {team.name} calendar
        </a>
      </p>

      <LiveCards states={live}>
        <TitledSection titleId="team-games-title" title="Games">
          <div className="team-games">
            {current.liveNow.length > 0 ? (
              <div>
                <h3>Live Now</h3>
                <GameCardList games={current.liveNow} />
              </div>
            ) : null}
            <TeamGame title="Last game" game={current.lastGame} empty="No games played yet." />
            <TeamGame title="Next game" game={current.nextGame} empty="No games coming up." />
          </div>
        </TitledSection>
      </LiveCards>

      <TitledSection titleId="form-title" title="Form">
        <TeamFormChart form={current.form} />
      </TitledSection>

      <TitledSection titleId="roster-title" title="Roster">
        <TeamRoster
          roster={current.roster}
          caption={`${team.name} roster, ${current.season.name}, by jersey number`}
        />
      </TitledSection>
    </div>
  );
}

/** The page's heading on a band of the team's colour, its text white or black, whichever reads. */
function TeamBand({
  team,
  seasonName,
}: {
  team: {
    name: string;
    abbreviation: string;
    color: string;
    titles: { seasonId: number; name: string }[];
  };
  seasonName: string | null;
}) {
  return (
    <div className={`page-intro team-band ${teamToneClass(team.color)}`}>
      <TeamColorFill color={team.color} />
      <p className="page-kicker">{team.abbreviation}</p>
      <h1>{team.name}</h1>
      {seasonName ? <p>{seasonName}</p> : null}
      <TeamTitles titles={team.titles} />
    </div>
  );
}

function TeamGame({
  title,
  game,
  empty,
}: {
  title: string;
  game: GameCardData | null;
  empty: string;
}) {
  return (
    <div>
      <h3>{title}</h3>
      {game ? <GameCardList games={[game]} /> : <p className="empty">{empty}</p>}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

/** "Champions, Fall 2024", a line per title, newest first, each linking to its season. */
function TeamTitles({ titles }: { titles: { seasonId: number; name: string }[] }) {
  if (titles.length === 0) return null;
  return (
    <ul className="team-titles">
      {titles.map((t) => (
        <li key={t.seasonId}>
          <Link to={`/seasons/${t.seasonId}`}>Champions, {t.name}</Link>
        </li>
      ))}
    </ul>
  );
}
