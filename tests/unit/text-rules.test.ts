// The loose base rules of app/domain that every room leans on: HTML escaping
// for hand-written markup, formula neutralising for CSV cells, the shape of a
// record id, and the league constants a rule reads (docs/league-rules.md).
// Every expected value is written out by hand.
import { describe, expect, it } from "vitest";
import { neutralizeFormula, toCsv } from "~/domain/csv-text";
import { escapeHtml } from "~/domain/html-text";
import { isRecordId } from "~/domain/ids";
import { isLeagueLocation, trackedStatKeys } from "~/domain/league";

describe("escapeHtml", () => {
  it("turns every character that could start markup or end an attribute into a reference", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;Tom &#38; Jerry&#60;/a&#62;",
    );
  });

  it("escapes every occurrence, not just the first", () => {
    expect(escapeHtml("<<>>&&''\"\"")).toBe("&#60;&#60;&#62;&#62;&#38;&#38;&#39;&#39;&#34;&#34;");
  });

  it("leaves plain text alone", () => {
    expect(escapeHtml("Pat O’Brien, 8:00 AM at SBCA")).toBe("Pat O’Brien, 8:00 AM at SBCA");
  });
});

describe("neutralizeFormula", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["+A1", "'+A1"],
    ["-A1", "'-A1"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
    ["=1", "'=1"],
    ["=617 555 0100", "'=617 555 0100"],
    ["+1 617 555 0100 =cmd", "'+1 617 555 0100 =cmd"],
    ["-1)-cmd", "'-1)-cmd"],
  ])("%j becomes %j", (cell, safe) => {
    expect(neutralizeFormula(cell)).toBe(safe);
  });

  it.each(["+1 617 555 0100", "-12", "(617) 555-0100", "617.555.0100", "Murphy", ""])(
    "leaves %j alone",
    (cell) => {
      expect(neutralizeFormula(cell)).toBe(cell);
    },
  );
});

describe("toCsv", () => {
  it("neutralises each cell and quotes what needs it, lines ending in CRLF", () => {
    expect(
      toCsv([
        ["Name", "Phone"],
        ["=HYPERLINK(1)", "+1 617 555 0100"],
        ['Pat "The Hammer", Jr.', "@x"],
      ]),
    ).toBe('Name,Phone\r\n\'=HYPERLINK(1),+1 617 555 0100\r\n"Pat ""The Hammer"", Jr.",\'@x\r\n');
  });
});

describe("isRecordId", () => {
  it.each(["g12", "719hs8275k", "D-Street_Dockers", "a", "x".repeat(64)])("%j is one", (id) => {
    expect(isRecordId(id)).toBe(true);
  });

  it.each([
    ["the empty text", ""],
    ["65 characters", "x".repeat(65)],
    ["a dot", "a.b"],
    ["dot segments", ".."],
    ["a slash", "a/b"],
    ["a space", "a b"],
    ["a trailing newline", "g12\n"],
    ["anything after a valid start", "g12?x=1"],
    ["a percent sign", "a%20b"],
    ["a number, not a text", 12],
    ["nothing", null],
  ])("%s is not", (_, id) => {
    expect(isRecordId(id)).toBe(false);
  });
});

describe("the league's constants where a rule reads them", () => {
  it("knows the league's gyms, and nothing an object inherits", () => {
    for (const code of ["sbca", "b&gc", "jpt-school", "condon"]) {
      expect(isLeagueLocation(code)).toBe(true);
    }
    for (const code of ["constructor", "toString", "__proto__", "hasOwnProperty", "SBCA", ""]) {
      expect(isLeagueLocation(code)).toBe(false);
    }
  });

  it("tracks blocks and steals only when the sheet does", () => {
    expect(trackedStatKeys(true)).toEqual(["points", "rebounds", "assists", "blocks", "steals"]);
    expect(trackedStatKeys(false)).toEqual(["points", "rebounds", "assists"]);
  });
});
