// Issue 40 §6: one write to a season's rows (a signup's paid flag) skipped
// the season state machine, and a closed season's fees changed. Every write to
// a row that belongs to a season is now made on a SeasonWriteGrant's
// transaction, which only seasonWrite makes, after seasonWriteRefusal allowed
// it (app/data/season-state.server.ts). This reads the source: a write made on
// anything else, or a new table nobody said is a season's or not, fails here.
// That each way in refuses a closed season: tests/integration/season-writes.test.ts.
import { describe, expect, it } from "vitest";
import {
  OTHER_TABLES,
  SEASON_TABLES,
  schemaTables,
  seasonTableWrites,
} from "../support/season-writes-scan";

describe("writes to a season's rows", () => {
  // Read once: the scan parses every file of app/ (a second or two).
  const writes = seasonTableWrites();

  it("says of every table whether its rows belong to a season", () => {
    const tables = schemaTables();
    expect(tables.length).toBeGreaterThan(20);
    const unsaid = tables.filter((t) => !(t in SEASON_TABLES) && !(t in OTHER_TABLES));
    expect(unsaid, "tables neither a season's nor said why not").toEqual([]);
    const gone = [...Object.keys(SEASON_TABLES), ...Object.keys(OTHER_TABLES)].filter(
      (t) => !tables.includes(t),
    );
    expect(gone, "tables listed that app/db no longer has").toEqual([]);
  });

  it("finds the writes (the scan reads the code as it is written)", () => {
    const tables = new Set(writes.map((w) => w.table));
    // Each season table is written somewhere, signups' paid flag among them.
    expect([...tables].sort()).toEqual(Object.keys(SEASON_TABLES).sort());
    expect(writes.some((w) => w.call === "season.tx.update(signups)")).toBe(true);
  });

  it("makes every one on a grant's transaction, the state machine asked first", () => {
    const bare = writes.filter((w) => !w.granted).map((w) => `${w.at}: ${w.call}`);
    expect(bare, "writes to a season's rows without a SeasonWriteGrant").toEqual([]);
  });
});
