// Team colours (docs/league-rules.md#team-colours): each team has one colour,
// '#rrggbb' in lower case, shown as a chip, a stripe or a band. Where text sits
// on the colour it is white or black, whichever reads better; WCAG's
// contrast ratio of the two is then always at least 4.5:1 (AA for text).
// Pure: the format, and the text colour for a background.

/** The colour of a team nobody has coloured yet: the site's navy (--color-text). */
export const DEFAULT_TEAM_COLOR = "#14233f";

export const TEAM_COLOR_HINT = "A colour as #rrggbb, like #1f6f43.";
export const TEAM_COLOR_MESSAGE = "Enter the colour as # and six hex digits, like #1f6f43.";

/** Text on a light team colour. Dark enough that one of the two always reaches 4.5:1. */
export const DARK_TEXT = "#000000";
/** Text on a dark team colour. */
export const LIGHT_TEXT = "#ffffff";

/** The smallest contrast ratio text on a team colour may have (WCAG 2 AA, normal text). */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Whether `value` is a colour as the league stores it, '#' and six hex digits (either case). */
export function isTeamColor(value: string): boolean {
  return HEX.test(value);
}

/** The stored form of a valid colour: trimmed, lower case; null when it is not one. */
export function normalizeTeamColor(value: string): string | null {
  const trimmed = value.trim();
  return isTeamColor(trimmed) ? trimmed.toLowerCase() : null;
}

function channel(hex: string, at: number): number {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of a '#rrggbb' colour, 0 (black) to 1 (white). */
export function relativeLuminance(color: string): number {
  if (!isTeamColor(color)) throw new Error(`Not a #rrggbb colour: ${color}`);
  return 0.2126 * channel(color, 1) + 0.7152 * channel(color, 3) + 0.0722 * channel(color, 5);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21, in either order. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The text colour to write on `background`: white or black, whichever contrasts more. */
export function readableTextColor(background: string): typeof LIGHT_TEXT | typeof DARK_TEXT {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT)
    ? LIGHT_TEXT
    : DARK_TEXT;
}

/** 'light' when white text goes on `background`, 'dark' when black does (for a class name). */
export function textTone(background: string): "light" | "dark" {
  return readableTextColor(background) === LIGHT_TEXT ? "light" : "dark";
}

/** The smallest contrast of a chart's bars against the page (WCAG 2.1 1.4.11, non-text). */
export const MIN_GRAPHIC_CONTRAST = 3;

/** The page's backgrounds (--color-bg and --color-surface in app/app.css). */
export const PAGE_BACKGROUNDS = ["#f7f5f0", "#ffffff"] as const;

/**
 * A team's colour for bars drawn on the page: the colour itself when it reaches
 * 3:1 against both page backgrounds, else darkened step by step until it does
 * (a pale yellow becomes an olive; black always does). With `min` 4.5 (MIN_TEXT_CONTRAST),
 * the colour for text in the team's colour on the page (a chart's labels).
 */
export function readableGraphicColor(color: string, min: number = MIN_GRAPHIC_CONTRAST): string {
  const reads = (c: string) => PAGE_BACKGROUNDS.every((bg) => contrastRatio(c, bg) >= min);
  if (!isTeamColor(color)) return DEFAULT_TEAM_COLOR;
  let current = color.toLowerCase();
  for (let factor = 0.9; !reads(current); factor *= 0.9) {
    const scaled = [1, 3, 5].map((at) =>
      Math.floor(parseInt(color.slice(at, at + 2), 16) * factor)
        .toString(16)
        .padStart(2, "0"),
    );
    current = `#${scaled.join("")}`;
  }
  return current;
}
