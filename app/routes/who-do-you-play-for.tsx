// /who-do-you-play-for/{teamId}: a team's story, in its own paragraphs.
import { Link } from "~/components/link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { RouteHandle } from "~/components/chrome/page-title";
import { database } from "~/db/index.server";
import { foundOr404, idParam } from "~/http.server";
import { pageMeta } from "~/meta";
import { shareWithVisitors } from "~/shared-pages.server";
import type { Route } from "./+types/who-do-you-play-for";
import { loadTeamBio } from "~/pages/team.server";

export const handle: RouteHandle = {
  hydrate: "never",
  title: "Who Do You Play For?",
};

/** A link preview reads best with the story's opening, cut at a word near 160 characters. */
function excerpt(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return pageMeta({ title: "Team not found", description: "No team has this address." });
  const { team } = data;
  return pageMeta({
    title: `Who Do You Play For? ${team.name}`,
    description: team.bio[0] ? excerpt(team.bio[0]) : `The story of the ${team.name}.`,
    og: { type: "article" },
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const teamId = idParam(params.teamId);
  shareWithVisitors(context);
  return foundOr404(await loadTeamBio(await database(), teamId), "Team not found");
}

export default function WhoDoYouPlayFor({ loaderData }: Route.ComponentProps) {
  const { team } = loaderData;
  return (
    <article className="page">
      <div className="page-intro">
        <p className="page-kicker">Who Do You Play For?</p>
        <h1>{team.name}</h1>
      </div>
      <div className="team-bio">
        {team.bio.length > 0 ? (
          team.bio.map((paragraph, i) => <p key={i}>{paragraph}</p>)
        ) : (
          <p className="muted">The {team.name} have not told their story yet.</p>
        )}
      </div>
      <p>
        <Link to={`/teams/${team.id}`} className="button button-secondary">
          <span aria-hidden="true">←</span> Back to the {team.name}
        </Link>
      </p>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
