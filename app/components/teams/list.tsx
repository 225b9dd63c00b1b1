import { Link } from "~/components/link";
import { TeamColorFill, teamToneClass } from "~/components/teams/color";
import type { TeamListItem } from "~/views/teams";

/**
 * Teams as tappable tiles: name, abbreviation (on the team's colour) and (for
 * the current season) the record.
 */
export function TeamList({ teams, label }: { teams: TeamListItem[]; label: string }) {
  return (
    <ul className="team-list" aria-label={label}>
      {teams.map((t) => (
        <li key={t.id}>
          <Link to={`/teams/${t.id}`} className="team-tile">
            <span className={`team-tile-abbr ${teamToneClass(t.color)}`} aria-hidden="true">
              <TeamColorFill color={t.color} />
              {t.abbreviation}
            </span>
            <span className="team-tile-name">{t.name}</span>
            {t.record !== null ? (
              <span className="team-tile-record">
                <span className="visually-hidden">Record </span>
                {t.record}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
