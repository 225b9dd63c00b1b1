// /seasons/{seasonID}: standings (league or conference), tie-break order,
// season leaders with their minimum-games rule, and playoff results.
import { keepDataWhenOnly, useHrefWith } from "~/view-params";
import { StandingsViews } from "~/components/seasons/standings-views";
import { useSearchParams } from "react-router";
import { Link } from "~/components/link";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SeasonLeaders, SeasonLeadersHead } from "~/components/seasons/leaders";
import { SeasonPlayoffs } from "~/components/seasons/playoffs";
import { SeasonRules } from "~/components/seasons/rules";
import { SeasonStandingsTable } from "~/components/seasons/standings-table";
import { database } from "~/db/index.server";
import { LEADER_MIN_GAMES, STAT_KEYS } from "~/domain/league";
import type { StatKey } from "~/domain/types";
import { foundOr404, seasonIdParam } from "~/http.server";
import { pageMeta } from "~/meta";
import { shareWithVisitors } from "~/shared-pages.server";
import type { Route } from "./+types/season";
import { seasonPage, type SeasonPageData } from "~/pages/season.server";
import { TitledSection } from "~/components/chrome/titled-section";

export const handle: RouteHandle = {
  hydrate: "never",
  islands: ["enhance"],
  title: (data) => {
    const season = (data as SeasonPageData | undefined)?.season;
    return season ? `Season ${season.id}` : "Season";
  },
};

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ title: "Season not found", description: "No such season." });
  const { season, standings, champion } = loaderData;
  const first = standings.league[0];
  const lead = champion
    ? `Champion: ${champion.name}.`
    : first && first.gamesPlayed > 0
      ? `${first.name} lead at ${first.wins}-${first.losses}.`
      : "";
  return pageMeta({
    title: `Season ${season.id} (${season.name})`,
    description:
      `Standings, leaders and playoff results of season ${season.id}, ${season.name}. ${lead}`.trim(),
  });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = seasonIdParam(params.seasonId);
  const db = await database();
  // The race is drawn for the asked view and team; the rendered-page cache
  // keys pages by their whole query, so ?team=a and ?team=b are kept apart.
  const page = await seasonPage(db, id, new URL(request.url).searchParams);
  shareWithVisitors(context);
  return foundOr404(page, "Season not found");
}

// The leaders' stat only changes the view: keep the data. The standings view
// and ?team= change the race, which is drawn on the server: load it.
export const shouldRevalidate = keepDataWhenOnly(["stat"]);

export default function Season({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const [params] = useSearchParams();
  const hrefWith = useHrefWith();
  const conference = params.get("view") === "conference";
  const statParam = params.get("stat") as StatKey | null;
  const stat = statParam && STAT_KEYS.includes(statParam) ? statParam : "points";

  return (
    <div className="page season-page">
      <header className="season-head">
        <h1>Season {data.season.id}</h1>
        <p className="muted">
          {data.season.name} · <span className="season-status-text">{data.season.status}</span>
        </p>
        <nav className="season-nav" aria-label="Other seasons">
          {data.previous !== null ? (
            <Link to={`/seasons/${data.previous}`}>← Season {data.previous}</Link>
          ) : null}
          <Link to="/seasons">All seasons</Link>
          {data.next !== null ? (
            <Link to={`/seasons/${data.next}`}>Season {data.next} →</Link>
          ) : null}
        </nav>
      </header>

      <StandingsViews
        league={data.standings.league}
        conferences={data.standings.conferences}
        conferenceView={conference}
        viewHref={(c) => hrefWith("view", c ? "conference" : "league")}
        table={(rows, caption) => <SeasonStandingsTable rows={rows} caption={caption} />}
      >
        <SeasonRules id="tiebreak-title" title="Tie-break order" rules={data.tiebreakOrder} />
      </StandingsViews>

      {/* Drawn on the server (app/charts/standings-race-section.tsx): no code here. */}
      {data.race ? <div dangerouslySetInnerHTML={{ __html: data.race.html }} /> : null}

      <section aria-labelledby="leaders-title">
        <SeasonLeadersHead />
        {data.leaders ? (
          <div className="season-leaders-layout">
            <SeasonLeaders
              leaders={data.leaders}
              stat={stat}
              statHref={(s) => hrefWith("stat", s)}
            />
            <SeasonRules
              id="leader-rules-title"
              title="How leaders are ranked"
              rules={data.leaderRules}
            >
              <p className="small muted">
                This season has {data.completedGameCount} completed games, so the {LEADER_MIN_GAMES}
                -game minimum {data.minimumApplies ? "applies" : "does not apply yet"}.
              </p>
            </SeasonRules>
          </div>
        ) : (
          <p className="empty">Leaders show once enough games have been played.</p>
        )}
      </section>

      {data.playoffs.length > 0 ? (
        <TitledSection
          titleId="playoffs-title"
          title={data.season.status === "Completed" ? "Playoff results" : "Playoffs"}
        >
          <SeasonPlayoffs rounds={data.playoffs} champion={data.champion} />
        </TitledSection>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
