// The one way to show a table that may be wider than a phone (styles in
// app/app.css, "Wide tables"): it scrolls sideways inside its own box, its first
// column stays put, and while columns are hidden at the right a shadow shows
// at its edge and, on a phone, 'Swipe for more →' above it. The HTML is the same for every screen (pages are kept for
// visitors and sent to phones and desktops alike): only CSS differs.
import type { ReactNode } from "react";

export function TableScroll({
  label,
  className,
  children,
}: {
  /** Names the scrolling region: it takes keyboard focus so it can be scrolled with the arrows. */
  label: string;
  /** On the frame around the hint and the box. */
  className?: string;
  children: ReactNode;
}) {
  // The frame carries the caller's class, so its rules reach both the hint and the table.
  return (
    <div className={className ? `table-scroll-frame ${className}` : "table-scroll-frame"}>
      {/* Shown by CSS on a phone while the table overflows. Hidden from screen
          readers: they read the table cell by cell, no swiping. */}
      <p className="table-scroll-hint" aria-hidden="true">
        Swipe for more →
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
        {children}
      </div>
    </div>
  );
}

/**
 * A team's name in a narrow table: the full name, and on a phone its
 * abbreviation instead (the full name stays for screen readers and as the
 * link's title), so a standings row stays on one line.
 */
export function TeamNameCell({ name, abbreviation }: { name: string; abbreviation: string }) {
  return (
    <>
      <span className="team-name-full">{name}</span>
      <span className="team-name-short" aria-hidden="true">
        {abbreviation}
      </span>
    </>
  );
}

/** A table's head row of plain column names (a column with more in its head writes its own). */
export function ColumnHeads({ labels }: { labels: string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
