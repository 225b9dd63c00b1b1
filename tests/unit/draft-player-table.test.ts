// The draft's player table as served (it works without scripts): an admin's
// '+' for an unpaid signup is a disabled button that says why in words, and
// a visitor's table says nothing about fees (docs/league-rules.md#the-draft).
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
  paid: null,
  notDraftable: null,
  last: null,
  current: null,
  ...over,
});

const render = (rows: PlayerRowView[], canDraft: boolean) =>
  renderToStaticMarkup(
    createElement(DraftPlayerTable, { rows, lastSeason: null, currentSeason: null, canDraft }),
  );

describe("DraftPlayerTable", () => {
  it("gives an admin a '+' for a paid signup and a disabled button saying why for an unpaid one", () => {
    const html = render(
      [
        row({ id: "paid1", name: "Sam Paid", paid: true }),
        row({ id: "owes1", name: "Joe Owes", paid: false, notDraftable: "Fee not paid" }),
      ],
      true,
    );
    expect(html).toContain('aria-label="Draft Sam Paid"');
    expect(html).toContain('name="playerId" value="paid1"');
    // No form for him, and no aria-label: the button's name is its own text
    // ("Draft Joe Owes: Fee not paid"), so it holds what is seen ("Fee not paid").
    expect(html).not.toContain('value="owes1"');
    expect(html).toContain(
      '<button type="button" class="draft-pick-blocked" disabled=""><span class="visually-hidden">Draft Joe Owes: </span>Fee not paid</button>',
    );
  });

  it("marks a rostered player whose signup is unpaid for an admin", () => {
    const html = render([row({ core: true, teamAbbreviation: "SHA", paid: false })], true);
    expect(html).toContain("Core · SHA");
    expect(html).toContain('<span class="draft-unpaid-badge">Unpaid</span>');
  });

  it("shows a visitor no buttons and nothing about fees", () => {
    const html = render([row({}), row({ id: "p2", core: true, teamAbbreviation: "SHA" })], false);
    expect(html).not.toContain("<button");
    expect(html).not.toMatch(/paid/i);
  });
});
