import { Link } from "~/components/link";
import { STAT_UNITS } from "~/domain/league";
import type { StatKey } from "~/domain/types";

export interface StatToggleProps {
  statKeys: readonly StatKey[];
  stat: StatKey;
  /** Where each stat's link goes: plain links, so the switch works without JavaScript. */
  statHref: (stat: StatKey) => string;
}

/** The toggle's anchor: a page loaded by one of its links opens at it. */
const TOGGLE_ID = "leader-stat";

/**
 * PTS · REB · AST…: which stat a leaders list shows. A page that does not
 * hydrate loads the next one as a document, which opens at the toggle (its
 * `#` anchor), not at the top of the page, so the answer is on screen.
 */
export function StatToggle({ statKeys, stat, statHref }: StatToggleProps) {
  return (
    <nav className="toggle" aria-label="Leader stat" id={TOGGLE_ID}>
      {statKeys.map((key) => (
        <Link
          key={key}
          to={`${statHref(key)}#${TOGGLE_ID}`}
          replace
          preventScrollReset
          aria-current={key === stat ? "true" : undefined}
        >
          {STAT_UNITS[key]}
        </Link>
      ))}
    </nav>
  );
}
