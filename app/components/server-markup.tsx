// Long read-only parts of a page (a season's results, the all-time tables, the
// draft board) kept as the server sent them when the page first loads, instead
// of hydrated. Hydrating means React builds and commits a fiber for every
// element; for hundreds of game cards or draft rows that is most of what a
// phone does between the first paint and answering a tap. Nothing in such a
// part needs React: its links are routed by the document's click listener
// (useLinkNavigation) and its folds are native <details>.
//
// React keeps an element's server HTML when the element is hydrated with
// dangerouslySetInnerHTML (it neither compares nor rewrites it in production),
// so in the hydrating render the part is an empty inner HTML that React does
// not touch. Later renders with other data (a client navigation, a
// revalidation after a form) render the children as usual.
import { useState, type ReactNode } from "react";
import { useHydrated } from "~/components/use-hydrated";

const KEEP_SERVER_HTML = { __html: "" };

export interface ServerMarkupProps {
  /** What the children are drawn from: while it is the same object, the server's markup stands. */
  data: unknown;
  /** False when the children hold controls that need React (an admin's buttons): hydrated as usual. */
  keep?: boolean;
  className?: string;
  children: ReactNode;
}

/** A <div> of markup that works without scripts: kept from the server on the first load. */
export function ServerMarkup({ data, keep = true, className, children }: ServerMarkupProps) {
  const hydrated = useHydrated();
  // Set once, in the component's first render: the data of the server's markup
  // when that render hydrates it, nothing when it mounts later in the browser.
  const [serverData] = useState(() => (hydrated ? NOTHING : data));
  if (keep && typeof document !== "undefined" && serverData === data) {
    return (
      <div
        key="server"
        className={className}
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div key="rendered" className={className}>
      {children}
    </div>
  );
}

const NOTHING = Symbol("no server markup");
