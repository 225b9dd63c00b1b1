import { Link } from "~/components/link";
import { STAT_UNITS } from "~/domain/league";
import type { StatKey } from "~/domain/types";

export interface StatToggleProps {
  statKeys: readonly StatKey[];
  stat: StatKey;
  /** Where each stat's link goes: plain links, so the switch works without JavaScript. */
  statHref: (stat: StatKey) => string;
}

/** PTS · REB · AST…: which stat a leaders list shows. */
export function StatToggle({ statKeys, stat, statHref }: StatToggleProps) {
  return (
    <nav className="toggle" aria-label="Leader stat">
      {statKeys.map((key) => (
        <Link
          key={key}
          to={statHref(key)}
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
