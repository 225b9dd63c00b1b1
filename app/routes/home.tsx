import type { RouteHandle } from "~/components/chrome/page-title";
import { redirect, useSearchParams } from "react-router";
import { getViewer, requireUser } from "~/auth/viewer.server";
import { SignupCard } from "~/components/signups/card";
import { signUpViewer, signupCardFor } from "~/pages/signup-card.server";
import { Link } from "~/components/link";
import { LeagueLogo } from "~/components/chrome/icons";
import { keepDataWhenOnly, useHrefWith } from "~/view-params";
import { now } from "~/clock.server";
import { LiveNowSection } from "~/components/games/card";
import { GameDays } from "~/components/games/days";
import { defaultRound, PlayoffBracket } from "~/components/seasons/playoff-bracket";
import { SeasonLeaders, SeasonLeadersHead } from "~/components/seasons/leaders";
import { StandingsTable } from "~/components/seasons/compact-standings";
import { StandingsViews } from "~/components/seasons/standings-views";
import { database } from "~/db/index.server";
import { LEAGUE_NAME, MASS_TIMES_URL, STAT_KEYS } from "~/domain/league";
import { scheduleHref } from "~/domain/schedule/page";
import { noUpcomingText } from "~/domain/schedule/windows";
import type { PlayoffRound, StatKey } from "~/domain/types";
import type { Route } from "./+types/home";
import { homePageWithLive } from "~/pages/home.server";
import { LiveCards, useLiveCards } from "~/components/live/live-cards";
import { pageMeta } from "~/meta";
import { shareWithVisitors } from "~/shared-pages.server";
import { TitledSection } from "~/components/chrome/titled-section";

export const handle: RouteHandle = {
  hydrate: "signed-in",
  islands: ["live", "enhance"],
  title: "Home",
};

export function meta({ data }: Route.MetaArgs) {
  const season = data?.season ? `${data.season.name}: ` : "";
  return pageMeta({
    title: LEAGUE_NAME,
    description: `${season}scores, upcoming games, standings and leaders of the ${LEAGUE_NAME}.`,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = await database();
  const [page, viewer] = await Promise.all([homePageWithLive(db, now()), getViewer(request)]);
  shareWithVisitors(context, {
    changesAt: page.changesAt,
    liveScores: page.season ? page.liveNow.length > 0 : false,
  });
  // A signed-in viewer's page is never kept for others: his card names him.
  return { ...page, signup: await signupCardFor(db, viewer, now()) };
}

/** The signup card's one tap (a signed-in player signing himself up). */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireUser(request);
  const refused = await signUpViewer(await database(), viewer, now());
  if (refused) return refused;
  throw redirect("/");
}

// Switches in the query string only change the view: keep the data.
export const shouldRevalidate = keepDataWhenOnly(["standings", "round", "stat"]);

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const hrefWith = useHrefWith();
  const data = loaderData;
  const live = useLiveCards(data.live);

  return (
    <div
      className="page home"
      // The live island's part (app/islands/live.ts): the stream it follows; only its
      // game cards change, drawn as on the season's schedule.
      data-live-stream={data.live?.streamUrl ?? ""}
      data-live-cards={scheduleHref(null, null)}
    >
      <header className="home-hero">
        <LeagueLogo size={120} className="home-logo" />
        <h1>{LEAGUE_NAME}</h1>
        <div className="home-links">
          <a href={MASS_TIMES_URL} className="button button-secondary" rel="noopener">
            Mass times
          </a>
          <Link to="/our-story" className="button button-secondary">
            Our story
          </Link>
          <Link to="/prayer-intentions/new" className="button">
            Leave a prayer intention
          </Link>
        </div>
      </header>

      {data.signup ? <SignupCard card={data.signup} refusal={actionData?.message} /> : null}

      {!data.season || !data.hasGames ? (
        <p className="empty">Waiting for games to be added to website...</p>
      ) : (
        // On a game day the cards follow the live stream where they stand.
        <LiveCards states={live}>
          <LiveNowSection games={data.liveNow} />

          {data.recentScores.length > 0 ? (
            <TitledSection titleId="recent-title" title="Recent Scores">
              <GameDays days={data.recentScores} />
            </TitledSection>
          ) : null}

          <section aria-labelledby="upcoming-title">
            <div className="section-head">
              <h2 id="upcoming-title" className="section-title">
                Upcoming Games
              </h2>
              <Link to="/schedule">Full schedule</Link>
            </div>
            {data.upcoming.length > 0 ? (
              <GameDays days={data.upcoming} />
            ) : (
              <p className="empty">{noUpcomingText(data.upcomingDays)}</p>
            )}
            {data.previousSeasonId !== null ? (
              <p>
                <Link to={`/seasons/${data.previousSeasonId}`}>
                  results of season {data.previousSeasonId}
                </Link>
              </p>
            ) : null}
          </section>

          {data.bracket && data.bracket.length > 0 ? (
            <TitledSection titleId="playoffs-title" title="Playoffs">
              <PlayoffBracket
                rounds={data.bracket}
                round={
                  (params.get("round") as PlayoffRound | null) ??
                  defaultRound(data.bracket) ??
                  "first-round"
                }
                roundHref={(r) => hrefWith("round", r)}
              />
            </TitledSection>
          ) : null}
        </LiveCards>
      )}

      {data.season ? (
        <StandingsViews
          league={data.standings.league}
          conferences={data.standings.conferences}
          conferenceView={params.get("standings") === "conference"}
          viewHref={(c) => hrefWith("standings", c ? "conference" : "league")}
          table={(rows, caption) => <StandingsTable rows={rows} caption={caption} />}
        >
          <p className="muted small">
            <Link to={`/seasons/${data.season.id}`} className="more-link">
              Full standings
            </Link>
          </p>
        </StandingsViews>
      ) : null}

      {data.season && data.leaders ? (
        <section aria-labelledby="leaders-title">
          <SeasonLeadersHead />
          <SeasonLeaders
            leaders={data.leaders}
            stat={
              STAT_KEYS.includes(params.get("stat") as StatKey)
                ? (params.get("stat") as StatKey)
                : "points"
            }
            statHref={(s) => hrefWith("stat", s)}
          />
        </section>
      ) : null}
    </div>
  );
}
