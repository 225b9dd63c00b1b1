// A team's colour on the page (docs/league-rules.md#team-colours). Decorative
// only: the team's name is always there as text. The colour is an SVG fill
// attribute, never a style attribute: the Content-Security-Policy
// (style-src 'self', app/server/security-headers.server.ts) refuses inline
// styles.
import { textTone } from "~/domain/teams/colors";

/** A small round chip in the team's colour, before its name; an empty one keeps a TBD side aligned. */
export function TeamChip({ color }: { color: string | null }) {
  return (
    <svg
      className="team-chip"
      viewBox="0 0 12 12"
      width="12"
      height="12"
      aria-hidden="true"
      focusable="false"
    >
      {color ? <circle cx="6" cy="6" r="5.5" fill={color} className="team-chip-dot" /> : null}
    </svg>
  );
}

/**
 * The team's colour filling its parent, behind the text: the parent takes
 * `teamToneClass(color)` so its text is white or black, whichever reads.
 */
export function TeamColorFill({ color }: { color: string }) {
  return (
    <svg
      className="team-color-fill"
      viewBox="0 0 1 1"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="1" height="1" fill={color} />
    </svg>
  );
}

/** 'team-tone-light' (white text) or 'team-tone-dark' (black text) for text on `color`. */
export function teamToneClass(color: string): string {
  return `team-tone-${textTone(color)}`;
}
