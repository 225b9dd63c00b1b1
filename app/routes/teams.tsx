// /teams: the current season's teams, West then East, with their records.
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { RouteHandle } from "~/components/chrome/page-title";
import { TeamList } from "~/components/teams/list";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import { shareWithVisitors } from "~/shared-pages.server";
import type { Route } from "./+types/teams";
import { loadTeamsPage } from "~/pages/teams.server";
import { TitledSection } from "~/components/chrome/titled-section";

export const handle: RouteHandle = {
  hydrate: "never",
  title: "Teams",
};

export function meta({ data }: Route.MetaArgs) {
  const season = data?.season ? ` in ${data.season.name}` : "";
  return pageMeta({
    title: "Teams",
    description: `The teams of the league${season}, by conference, with their records, rosters and stories.`,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  shareWithVisitors(context);
  return loadTeamsPage(await database());
}

export default function Teams({ loaderData }: Route.ComponentProps) {
  const { season, conferences, otherTeams } = loaderData;
  return (
    <div className="page">
      <div className="page-intro">
        <h1>Teams</h1>
        {season ? <p className="muted">{season.name}</p> : null}
      </div>
      {conferences.every((c) => c.teams.length === 0) ? (
        <p className="empty">No teams in the current season yet.</p>
      ) : (
        conferences.map((c) =>
          c.teams.length > 0 ? (
            <section key={c.conference} aria-labelledby={`conference-${c.conference}`}>
              <h2 id={`conference-${c.conference}`} className="section-title">
                {c.label}
              </h2>
              <TeamList teams={c.teams} label={`${c.label} teams`} />
            </section>
          ) : null,
        )
      )}
      {otherTeams.length > 0 ? (
        <TitledSection titleId="other-teams" title="Other teams">
          <TeamList teams={otherTeams} label="Teams not playing this season" />
        </TitledSection>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
