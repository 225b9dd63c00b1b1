// The draft's player table as served (it works without scripts): the same for
// everyone, with no buttons and nothing about fees; picks are made on the
// admin draft page (docs/league-rules.md#the-draft).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DraftPlayerTable } from "~/components/draft/player-table";
import type { PlayerRowView } from "~/views/draft";

const row = (over: Partial<PlayerRowView>): PlayerRowView => ({
  id: "p1",
  name: "Pat Murphy",
  height: null,
  core: false,
  teamAbbreviation: null,
  last: null,
  current: null,
  ...over,
});

const render = (rows: PlayerRowView[]) =>
  renderToStaticMarkup(
    createElement(DraftPlayerTable, { rows, lastSeason: null, currentSeason: null }),
  );

describe("DraftPlayerTable", () => {
  it("has no buttons and says nothing about fees: picks are made on the admin draft page", () => {
    const html = render([row({}), row({ id: "p2", core: true, teamAbbreviation: "SHA" })]);
    expect(html).not.toContain("<button");
    expect(html).not.toMatch(/paid/i);
  });
});
