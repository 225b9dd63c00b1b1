// What a server-rendered page shows, read from its HTML the way a visitor
// sees it: the text outside scripts (the loader data React Router inlines for
// hydration is left out, so a value only in that data never counts as shown),
// game cards by their accessible labels, scoreboards, tables and counts.

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** HTML text with its character references replaced. */
export function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The words a visitor reads: tags, scripts and styles removed, spaces collapsed. */
export function visibleText(html: string): string {
  const text = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ");
  return decode(text).replace(/\s+/g, " ").trim();
}

/** From `start` (included) to the first `end` after it (excluded); "" when `start` is absent. */
export function between(html: string, start: string, end: string): string {
  const from = html.indexOf(start);
  if (from < 0) return "";
  const to = html.indexOf(end, from + start.length);
  return html.slice(from, to < 0 ? undefined : to);
}

/** A page section by its heading's id (`<section aria-labelledby="recent-title">`). */
export function section(html: string, titleId: string): string {
  return between(html, `<section aria-labelledby="${titleId}"`, "</section>");
}

/** The game cards in `html`: each game's id and its accessible label ("A at B, Final 55–60"). */
export function gameCards(html: string): Record<string, string> {
  const cards: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<a class="game-card[^"]*"[^>]*>/g)) {
    const id = /href="\/games\/([^"/?#]+)"/.exec(tag)?.[1];
    const label = /aria-label="([^"]*)"/.exec(tag)?.[1];
    if (id && label !== undefined) cards[id] = decode(label);
  }
  return cards;
}

/** The game page's scoreboard: [away, home] scores, empty before a game has any. */
export function scoreboard(html: string): number[] {
  return [...html.matchAll(/Score <\/span>(\d+)<\/span>/g)].map((m) => Number(m[1])).slice(0, 2);
}

/** The link-preview title (a game's is its result once there is one). */
export function ogTitle(html: string): string | null {
  const content = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
  return content === undefined ? null : decode(content);
}

/** The page's main heading. */
export function heading(html: string): string {
  return visibleText(between(html, "<h1", "</h1>"));
}

/** Wins and losses of a team's row in the home page's standings. */
export function standingsRow(html: string, teamId: string): number[] {
  const table = section(html, "standings-title");
  const row = between(between(table, `href="/teams/${teamId}"`, "</tr>"), "</th>", "</tr>");
  return [...row.matchAll(/<td class="num">(\d+)<\/td>/g)].slice(0, 2).map((m) => Number(m[1]));
}

/** A definition list's value by its term (`<dt>Record</dt><dd>3-5</dd>`). */
export function fact(html: string, term: string): string | null {
  const value = new RegExp(`<dt>${term}</dt><dd>([\\s\\S]*?)</dd>`).exec(html)?.[1];
  return value === undefined ? null : visibleText(value);
}

/** The first fact of a player's page: his team this season, or his last team. */
export function playerTeamFact(html: string): string {
  return visibleText(
    between(between(html, '<dl class="player-facts">', "</dl>"), "<div>", "</div>"),
  );
}

/** The player ids linked from the table with this class. */
export function playersInTable(html: string, tableClass: string): string[] {
  const table = between(html, `<table class="${tableClass}"`, "</table>");
  return [...table.matchAll(/href="\/players\/([^"/?#]+)"/g)].map((m) => m[1]!);
}

/** Each team's availability counts on a game page, by team name. */
export function availabilityCounts(html: string): Record<string, string> {
  const counts: Record<string, string> = {};
  const matches = html.matchAll(/<h3>([^<]*)<\/h3><p class="availability-counts">([^<]*)<\/p>/g);
  for (const [, team, text] of matches) counts[decode(team!)] = decode(text!);
  return counts;
}

/** A team's name on the /teams tiles. */
export function teamTileName(html: string, teamId: string): string | null {
  const tile = between(html, `href="/teams/${teamId}"`, "</a>");
  const name = /class="team-tile-name">([^<]*)</.exec(tile)?.[1];
  return name === undefined ? null : decode(name);
}
