import type { ReactNode } from "react";
import { Link } from "~/components/link";
import type { StandingRow } from "~/domain/stats/standings";
import type { Conference } from "~/domain/types";

export interface StandingsViewsProps {
  league: StandingRow[];
  conferences: { conference: Conference; label: string; rows: StandingRow[] }[];
  /** Whether the conference view is chosen (from the query string). */
  conferenceView: boolean;
  /** Link to the league (false) or conference (true) view: links work without JavaScript. */
  viewHref: (conference: boolean) => string;
  table: (rows: StandingRow[], caption: string) => ReactNode;
  children?: ReactNode;
}

/** The Standings section with its League / Conference switch (West before East). */
export function StandingsViews({
  league,
  conferences,
  conferenceView,
  viewHref,
  table,
  children,
}: StandingsViewsProps) {
  const toggle = (conference: boolean, label: string) => (
    <Link
      to={viewHref(conference)}
      replace
      preventScrollReset
      aria-current={conference === conferenceView ? "true" : undefined}
    >
      {label}
    </Link>
  );
  return (
    <section aria-labelledby="standings-title">
      <div className="section-head">
        <h2 id="standings-title" className="section-title">
          Standings
        </h2>
        <nav className="toggle" aria-label="Standings view">
          {toggle(false, "League")}
          {toggle(true, "Conference")}
        </nav>
      </div>
      {conferenceView
        ? conferences.map((c) => (
            <div key={c.conference} className="standings-group">
              <h3>{c.label}</h3>
              {table(c.rows, `${c.label} standings`)}
            </div>
          ))
        : table(league, "League standings")}
      {children}
    </section>
  );
}
