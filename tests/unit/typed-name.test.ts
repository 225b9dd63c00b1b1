// The one rule for typed names (docs/league-rules.md#names) as each form and
// import states it: the sentence on the field, the schemas built on it, a
// team's name or abbreviation another team has, and our own file's rows.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { checkImportedTypedNames } from "~/domain/import/typed-names";
import { PlayerFieldsSchema } from "~/domain/people/fields";
import { prayerIntentionSchema } from "~/domain/prayers/prayer";
import { seasonNameSchema, seasonWithSameName } from "~/domain/season/start";
import { teamCreateSchema, teamNameClash } from "~/domain/teams/form";
import { checkTypedName, normalizeTypedName } from "~/domain/people/typed-name";

describe("normalizeTypedName and checkTypedName", () => {
  it.each([
    ["Fall\u00a02026", "Fall 2026"],
    ["  Ｆａｌｌ\u3000\u3000 2026\t", "Fall 2026"],
    ["O\u2019Brien", "O\u2019Brien"], // a typographic apostrophe is text: kept
    ["Jose\u0301", "José"], // composed
    ["ﬁnn", "finn"],
    ["Mac\nQuinn", "Mac Quinn"],
  ])("%j is stored as %j", (typed, stored) => {
    expect(normalizeTypedName(typed)).toBe(stored);
    expect(checkTypedName(typed, "the name")).toEqual({ ok: true, name: stored });
  });

  it.each([
    ["\u202e", "U+202E"],
    ["\u2066", "U+2066"],
    ["\u200b", "U+200B"],
    ["\u200d", "U+200D"],
    ["\ufeff", "U+FEFF"], // String#trim would have hidden it at either end
    ["\u0000", "U+0000"],
    ["\u001b", "U+001B"],
  ])("refuses %j with one sentence naming the field and the character", (bad, code) => {
    for (const typed of [`${bad}Saints`, `Sai${bad}nts`, `Saints${bad}`]) {
      expect(checkTypedName(typed, "the team's name")).toEqual({
        ok: false,
        message: `Remove the invisible character ${code} from the team's name: names take letters, digits, spaces and punctuation only.`,
      });
    }
  });
});

describe("the forms' schemas", () => {
  it("a season's name: normalized before its length is counted", () => {
    expect(seasonNameSchema.parse(`  Ｗｉｎｔｅｒ\u00a0${"9".repeat(4)} `)).toBe("Winter 9999");
    expect(seasonNameSchema.safeParse("\u00a0\u3000").error?.issues[0]?.message).toBe(
      "Give the season a name, like “Spring 2027”.",
    );
    expect(seasonNameSchema.safeParse(`Fall ${"\u202e"}6202`).error?.issues[0]?.message).toMatch(
      /^Remove the invisible character U\+202E from the season's name/,
    );
  });

  it("a team's name and abbreviation, a player's names, a prayer's name", () => {
    const team = parseWithZod(
      new URLSearchParams({
        id: "seaport-gulls",
        name: "Seaport\u00a0Gulls",
        abbreviation: "ｓｐｇ",
        color: "#123456",
        bio: "x",
      }),
      { schema: teamCreateSchema },
    );
    expect(team.status === "success" && [team.value.name, team.value.abbreviation]).toEqual([
      "Seaport Gulls",
      "SPG",
    ]);
    const names = PlayerFieldsSchema.pick({ firstName: true, lastName: true });
    expect(names.safeParse({ firstName: "Pat\u200b", lastName: "Murphy" }).error?.issues).toEqual([
      expect.objectContaining({
        path: ["firstName"],
        message: expect.stringMatching(/U\+200B from the first name/),
      }),
    ]);
    expect(prayerIntentionSchema.parse({ name: " \u00a0", message: "For all." }).name).toBeNull();
    expect(
      prayerIntentionSchema.safeParse({ name: "Mary\u202e", message: "For all." }).error?.issues[0]
        ?.message,
    ).toMatch(/U\+202E from your name/);
  });
});

describe("names another season or team has", () => {
  const teams = [
    { id: "saints", name: "Saints", abbreviation: "STS" },
    { id: "friars", name: "Friars", abbreviation: "FRI" },
  ];

  it("finds the season with the same name in any spacing, width or case", () => {
    const seasons = [{ id: 4, name: "Fall 2026" }];
    expect(seasonWithSameName("ｆａｌｌ\u00a02026", seasons)?.id).toBe(4);
    expect(seasonWithSameName("Fall 2027", seasons)).toBeUndefined();
  });

  it("names the team that already has the name, else the abbreviation", () => {
    expect(teamNameClash({ name: "SAINTS", abbreviation: "NEW" }, teams)).toEqual({
      field: "name",
      message: "Another team is already called “Saints”: choose another name.",
    });
    expect(teamNameClash({ name: "Monks", abbreviation: "ｆｒｉ" }, teams)).toEqual({
      field: "abbreviation",
      message: "Friars already uses the abbreviation FRI: choose another.",
    });
    expect(teamNameClash({ name: "Monks", abbreviation: "MNK" }, teams)).toBeNull();
  });
});

describe("our own data file's names (checkImportedTypedNames)", () => {
  it("stores them normalized; a prayer's name of spaces is no name", () => {
    const checked = checkImportedTypedNames({
      seasons: [{ id: 1, name: "Fall\u00a02026" }],
      teams: [{ id: "saints", name: " Saints ", abbreviation: "ＳＴＳ" }],
      prayer_intentions: [
        { id: "p1", name: "\u3000" },
        { id: "p2", name: null },
      ],
    });
    expect(checked).toEqual({
      ok: true,
      rows: {
        seasons: [{ id: 1, name: "Fall 2026" }],
        teams: [{ id: "saints", name: "Saints", abbreviation: "STS" }],
        prayer_intentions: [
          { id: "p1", name: null },
          { id: "p2", name: null },
        ],
      },
    });
  });

  it("names the first row with an invisible character, or two rows with one name", () => {
    expect(
      checkImportedTypedNames({ teams: [{ id: "x", name: "X\u202e", abbreviation: "X" }] }),
    ).toEqual({
      ok: false,
      message:
        'Bad row teams[0] (id x), column "name": Remove the invisible character U+202E from the team\'s name: names take letters, digits, spaces and punctuation only.',
    });
    expect(
      checkImportedTypedNames({
        seasons: [
          { id: 1, name: "Fall 2026" },
          { id: 2, name: "FALL\u00a02026" },
        ],
      }),
    ).toEqual({
      ok: false,
      message:
        'Bad row seasons[1] (id 2), column "name": seasons[0] (id 1) has the same name “Fall 2026” once spacing, width and case are set aside.',
    });
  });
});
