import { Link } from "~/components/link";

export interface SeasonLink {
  id: number;
  name: string;
  href: string;
  current: boolean;
}

/**
 * Links to each season's schedule; the one shown is marked. Works without
 * JavaScript. Numbers only on screen so four seasons fit a 360px phone;
 * screen readers hear "Season 2".
 */
export function ScheduleSeasonNav({ seasons }: { seasons: SeasonLink[] }) {
  return (
    <div className="schedule-seasons">
      <span className="schedule-seasons-label" aria-hidden="true">
        Season
      </span>
      <nav className="toggle" aria-label="Seasons">
        {seasons.map((s) => (
          <Link key={s.id} to={s.href} title={s.name} aria-current={s.current ? "true" : undefined}>
            <span className="visually-hidden">Season </span>
            {s.id}
          </Link>
        ))}
      </nav>
    </div>
  );
}
