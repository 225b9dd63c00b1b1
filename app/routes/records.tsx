// /records: all-time leaders, top 20 per stat, with the ranking rules printed beside them.
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { RecordsLeaderTable } from "~/components/seasons/records-leader-table";
import { database } from "~/db/index.server";
import {
  LEADER_MIN_GAMES,
  LEADER_MIN_SEASON_GAMES,
  LEAGUE_NAME,
  STAT_UNITS,
} from "~/domain/league";
import { pageMeta } from "~/meta";
import { shareWithVisitors } from "~/shared-pages.server";
import type { Route } from "./+types/records";
import { recordsPage } from "~/pages/records.server";

export const handle: RouteHandle = {
  hydrate: "never",
  title: "Records",
};

export function meta({ loaderData }: Route.MetaArgs) {
  const leader = loaderData?.tables[0]?.rows[0];
  return pageMeta({
    title: "All-time records",
    description: `All-time leaders of the ${LEAGUE_NAME} in points, rebounds, assists, blocks and steals per game${
      leader ? `, led in scoring by ${leader.name}` : ""
    }.`,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  shareWithVisitors(context);
  return recordsPage(await database());
}

export default function Records({ loaderData }: Route.ComponentProps) {
  const { tables, rules, top } = loaderData;
  return (
    <div className="page records-page">
      <h1>All-time records</h1>
      <p className="muted">Top {top} per stat over every season of the league.</p>
      <nav className="toggle records-jump" aria-label="Jump to a stat">
        {tables.map((table) => (
          <a key={table.stat} href={`#records-${table.stat}`}>
            {STAT_UNITS[table.stat]}
          </a>
        ))}
      </nav>
      <div className="records-layout">
        <aside className="card stats-rules" aria-labelledby="records-rules-title">
          <h2 id="records-rules-title" className="stats-rules-title">
            How leaders are ranked
          </h2>
          <ul>
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          <p className="small muted">
            Every all-time table spans more than {LEADER_MIN_SEASON_GAMES} games, so the{" "}
            {LEADER_MIN_GAMES}-game minimum always applies here.
          </p>
        </aside>
        <div className="records-tables">
          {tables.map((table) => (
            <RecordsLeaderTable key={table.stat} table={table} />
          ))}
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
