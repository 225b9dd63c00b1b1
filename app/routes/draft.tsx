import { Fragment } from "react";
import { Link } from "~/components/link";
import { getViewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import type { RouteHandle } from "~/components/chrome/page-title";
import { DraftBoard } from "~/components/draft/board";
import { DraftPlayerTable } from "~/components/draft/player-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import { shareWithVisitors } from "~/shared-pages.server";
import type { Route } from "./+types/draft";
import { loadDraftPage } from "~/pages/draft.server";
import { TitledSection } from "~/components/chrome/titled-section";

export const handle: RouteHandle = {
  hydrate: "never",
  title: "Draft",
};

export function meta({ data }: Route.MetaArgs) {
  const season = data?.season?.name;
  return pageMeta({
    title: season ? `${season} Draft` : "Draft",
    description: season
      ? `The ${season} draft board: snake order, picks made, the pick on the clock and the players still to be drafted.`
      : "The league's draft board and the players still to be drafted.",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  // The same page for everyone, but for an admin's link to where picks are made.
  const page = await loadDraftPage(await database(), now(), { admin: viewer?.isAdmin ?? false });
  shareWithVisitors(context, { changesAt: page.changesAt });
  return page;
}

export default function Draft({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  if (!data.season) {
    return (
      <div className="page">
        <h1>Draft</h1>
        <p className="empty">No season has been set up yet.</p>
      </div>
    );
  }
  const current = data.onTheClock[0];
  const [first, second] = data.order;
  const board = (
    <section key="board" aria-labelledby="board-title" id="board">
      <h2 id="board-title" className="section-title">
        Draft Board
      </h2>
      {!data.hasDraft ? (
        <p className="empty">The draft order for this season has not been set yet.</p>
      ) : (
        <>
          <p className="muted small">
            Snake order: the team that picks last in a round picks first in the next. A pick is on
            the clock when it is the current pick or when its scheduled time has passed.
          </p>
          <DraftBoard rounds={data.board} />
        </>
      )}
    </section>
  );
  const players = (
    <Fragment key="players">
      <TitledSection titleId="players-title" id="players" title="Players">
        <p className="muted small">
          Signed up for {data.season.name} and not drafted yet; core players stay with their team.
          Averages are per game played
          {data.players.lastSeason ? (
            <>
              {" "}
              (
              <Link to={`/seasons/${data.players.lastSeason.id}`}>
                {data.players.lastSeason.name}
              </Link>
              {data.players.currentSeason ? <> and this season</> : null})
            </>
          ) : null}
          .
        </p>
        {data.players.rows.length > 0 ? (
          <DraftPlayerTable
            rows={data.players.rows}
            lastSeason={data.players.lastSeason}
            currentSeason={data.players.currentSeason}
          />
        ) : (
          <p className="empty">{data.nobody}</p>
        )}
      </TitledSection>
    </Fragment>
  );
  const sections = { board, players };
  return (
    <div className="page draft-page">
      <h1>{data.season.name} Draft</h1>
      {data.adminDraft ? (
        <p>
          <Link to={data.adminDraft} className="more-link">
            Make picks, undo, mark fees paid: the admin draft page
          </Link>
        </p>
      ) : null}
      {data.hasDraft ? (
        <p className="draft-summary">
          <span>
            {data.picksMade} of {data.totalPicks} picks made
          </span>
          {current ? (
            <a href={`#pick-${current.pickNumber}`}>
              On the clock: pick {current.pickNumber}, {current.teamName}
            </a>
          ) : (
            <span>The draft is complete.</span>
          )}
        </p>
      ) : null}
      {/* A plain in-page anchor to the part that comes second: it jumps without JavaScript. */}
      <nav className="draft-jump" aria-label="Jump to">
        {second === "board" ? (
          <a href="#board">Board of picks ↓</a>
        ) : (
          <a href="#players">Available players ↓</a>
        )}
      </nav>
      {sections[first]}
      {sections[second]}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
