// The dashboard's big touch targets to the admin pages: games, teams,
// seasons, players and signups.
import { Link } from "~/components/link";

const TILES = [
  { to: "/admin/games", label: "Games", hint: "Results and stats" },
  { to: "/admin/teams", label: "Teams", hint: "Names, bios, new teams" },
  { to: "/admin/seasons", label: "Seasons", hint: "Rosters, captains, playoffs" },
  { to: "/admin/players", label: "Players", hint: "Player details" },
  { to: "/admin/signups", label: "Signups", hint: "Who paid" },
] as const;

export function DashboardTiles() {
  return (
    <nav aria-label="Admin pages">
      <ul className="dashboard-tiles">
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="dashboard-tile">
              <span className="dashboard-tile-label">{tile.label}</span>
              <span className="dashboard-tile-hint">{tile.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
