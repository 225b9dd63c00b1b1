// Team colours (docs/league-rules.md#team-colours): the format, and the text
// colour written on a team's colour. The contrast reference below is computed
// from WCAG 2's definitions here, not taken from app/domain/teams/colors.ts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  DARK_TEXT,
  DEFAULT_TEAM_COLOR,
  isTeamColor,
  LIGHT_TEXT,
  MIN_TEXT_CONTRAST,
  normalizeTeamColor,
  readableTextColor,
  textTone,
} from "~/domain/teams/colors";
import { TEAM_SEEDS } from "~/demo/content/teams";

const RUNS = 2000;

const hexColor = fc
  .tuple(
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
  )
  .map(([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`);

/** WCAG 2 relative luminance, written out again from the definition. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const s = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function ratio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe("the text colour on a team colour", () => {
  it("always reaches 4.5:1 against any colour", () => {
    fc.assert(
      fc.property(hexColor, (background) => {
        const text = readableTextColor(background);
        expect([LIGHT_TEXT, DARK_TEXT]).toContain(text);
        expect(ratio(text, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }),
      { numRuns: RUNS },
    );
  });

  it("is the better of white and black, and the tone says which", () => {
    fc.assert(
      fc.property(hexColor, (background) => {
        const text = readableTextColor(background);
        const other = text === LIGHT_TEXT ? DARK_TEXT : LIGHT_TEXT;
        expect(ratio(text, background)).toBeGreaterThanOrEqual(ratio(other, background));
        expect(textTone(background)).toBe(text === LIGHT_TEXT ? "light" : "dark");
      }),
      { numRuns: RUNS },
    );
  });

  it("reaches 4.5:1 even at the hardest grey, where white and black read the same", () => {
    // Luminance ≈ 0.179 is where white and black give equal contrast (≈ 4.58).
    for (const grey of ["#757575", "#767676", "#777777", "#787878"]) {
      expect(ratio(readableTextColor(grey), grey), grey).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("agrees with the WCAG reference for the ratio itself", () => {
    fc.assert(
      fc.property(hexColor, hexColor, (a, b) => {
        expect(contrastRatio(a, b)).toBeCloseTo(ratio(a, b), 10);
        expect(contrastRatio(a, b)).toBeCloseTo(contrastRatio(b, a), 12);
      }),
      { numRuns: RUNS },
    );
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#14233f", "#14233f")).toBe(1);
  });

  it("puts white on the default navy and black on a pale gold", () => {
    expect(readableTextColor(DEFAULT_TEAM_COLOR)).toBe(LIGHT_TEXT);
    expect(readableTextColor("#f2c14e")).toBe(DARK_TEXT);
  });
});

describe("the colour's format", () => {
  it("accepts every #rrggbb in either case and stores it in lower case", () => {
    fc.assert(
      fc.property(hexColor, fc.boolean(), (color, upper) => {
        const typed = upper ? color.toUpperCase() : color;
        expect(isTeamColor(typed)).toBe(true);
        expect(normalizeTeamColor(` ${typed} `)).toBe(color);
      }),
      { numRuns: RUNS },
    );
  });

  it("refuses anything else", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^#[0-9a-fA-F]{6}$/.test(s.trim())),
        (text) => {
          expect(normalizeTeamColor(text)).toBeNull();
        },
      ),
      { numRuns: RUNS },
    );
    for (const bad of ["navy", "#fff", "#1f7a3g", "#1f7a3a0", "1f7a3a", "#1f7a3a\n#000000"]) {
      expect(normalizeTeamColor(bad), bad).toBeNull();
    }
  });
});

describe("the demo teams' colours", () => {
  it("are valid, lower case and all different", () => {
    const colors = TEAM_SEEDS.map((t) => t.color);
    for (const color of colors) expect(normalizeTeamColor(color)).toBe(color);
    expect(new Set(colors).size).toBe(TEAM_SEEDS.length);
  });

  it("are far enough apart to tell from each other on a phone", () => {
    // The 'redmean' approximation of perceived distance between two colours (0 to about 765).
    const distance = (a: string, b: string) => {
      const [r1, g1, b1] = [1, 3, 5].map((i) => Number.parseInt(a.slice(i, i + 2), 16));
      const [r2, g2, b2] = [1, 3, 5].map((i) => Number.parseInt(b.slice(i, i + 2), 16));
      const mean = (r1! + r2!) / 2;
      return Math.sqrt(
        (2 + mean / 256) * (r1! - r2!) ** 2 +
          4 * (g1! - g2!) ** 2 +
          (2 + (255 - mean) / 256) * (b1! - b2!) ** 2,
      );
    };
    for (const [i, a] of TEAM_SEEDS.entries()) {
      for (const b of TEAM_SEEDS.slice(i + 1)) {
        expect(distance(a.color, b.color), `${a.name} / ${b.name}`).toBeGreaterThan(80);
      }
    }
  });
});
