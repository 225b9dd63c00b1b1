// The team create/edit form (docs/league-rules.md#teams-and-rosters): every
// field required, the id a slug that is chosen once, the bio as paragraphs
// separated by blank lines.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  bioParagraphs,
  bioText,
  teamCreateSchema,
  teamEditSchema,
  TEAM_ABBREVIATION_MAX,
  TEAM_ID_MAX,
} from "~/domain/teams/form";

const valid: Record<string, string> = {
  id: "harbor-hawks",
  name: "Harbor Hawks",
  abbreviation: "hawk",
  color: "#1D4FA8",
  bio: "First paragraph.\n\nSecond paragraph.",
};

/** Parses a form as the action does (conform turns "" into "missing"). */
function parse(changes: Record<string, string> = {}, edit = false) {
  const form = new URLSearchParams({ ...valid, ...changes });
  return edit
    ? parseWithZod(form, { schema: teamEditSchema })
    : parseWithZod(form, { schema: teamCreateSchema });
}

function errorsOf(changes: Record<string, string>, edit = false) {
  const submission = parse(changes, edit);
  expect(submission.status).toBe("error");
  return submission.reply().error ?? {};
}

describe("bio paragraphs", () => {
  it("splits on blank lines, joins lines inside a paragraph, drops empty ones", () => {
    expect(bioParagraphs("One\ntwo.\n\n\n  Three.  \r\n \r\nFour.\n")).toEqual([
      "One two.",
      "Three.",
      "Four.",
    ]);
    expect(bioParagraphs(" \n\n \n")).toEqual([]);
  });

  it("round-trips through the textarea text", () => {
    const paragraphs = ["The first story.", "The second, with 'quotes' & <tags>."];
    expect(bioParagraphs(bioText(paragraphs))).toEqual(paragraphs);
    expect(bioText(paragraphs)).toBe("The first story.\n\nThe second, with 'quotes' & <tags>.");
  });
});

describe("creating a team", () => {
  it("accepts a complete form and stores the abbreviation in capitals", () => {
    const submission = parse();
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      id: "harbor-hawks",
      name: "Harbor Hawks",
      abbreviation: "HAWK",
      color: "#1d4fa8",
      bio: ["First paragraph.", "Second paragraph."],
    });
  });

  it("requires every field", () => {
    for (const field of ["id", "name", "abbreviation", "color", "bio"]) {
      const errors = errorsOf({ [field]: "" });
      expect(Object.keys(errors), field).toEqual([field]);
    }
    expect(errorsOf({ name: "   " }).name).toEqual(["Enter the team's name."]);
    expect(errorsOf({ bio: "\n\n  \n" }).bio).toEqual([
      "Write the team's story: at least one paragraph.",
    ]);
  });

  it("takes ids of lower-case letters, digits and single hyphens only", () => {
    for (const good of ["hawks", "team-7", "a", "south-boston-2"]) {
      expect(parse({ id: good }).status, good).toBe("success");
    }
    for (const bad of ["Hawks", "harbor hawks", "-hawks", "hawks-", "a--b", "hawks!", "<b>", "ñ"]) {
      expect(errorsOf({ id: bad }).id, bad).toEqual([
        "Use lower-case letters, digits and single hyphens only (like harbor-hawks).",
      ]);
    }
    expect(errorsOf({ id: "x".repeat(TEAM_ID_MAX + 1) }).id).toEqual([
      `Use at most ${TEAM_ID_MAX} characters.`,
    ]);
  });

  it("takes the colour as # and six hex digits, stored in lower case", () => {
    for (const good of ["#000000", "#ffffff", "#A3195b", " #1f7a3a "]) {
      expect(parse({ color: good }).status, good).toBe("success");
    }
    expect(errorsOf({ color: "" }).color).toEqual(["Choose the team's colour."]);
    for (const bad of ["navy", "#fff", "1f7a3a", "#1f7a3g", "#1f7a3a0", "rgb(0,0,0)", "#12 345"]) {
      expect(errorsOf({ color: bad }).color, bad).toEqual([
        "Enter the colour as # and six hex digits, like #1f6f43.",
      ]);
    }
  });

  it("refuses the id 'new', which is the create page's address", () => {
    expect(errorsOf({ id: "new" }).id).toEqual(["This ID is reserved; choose another."]);
  });

  it("takes an abbreviation of up to 6 characters (docs/league-rules.md#teams-and-rosters)", () => {
    expect(parse({ abbreviation: "HARBOR" }).status).toBe("success");
    expect(errorsOf({ abbreviation: "HARBORS" }).abbreviation).toEqual([
      "Use at most 6 characters.",
    ]);
  });

  it("limits the abbreviation", () => {
    expect(errorsOf({ abbreviation: "A".repeat(TEAM_ABBREVIATION_MAX + 1) }).abbreviation).toEqual([
      `Use at most ${TEAM_ABBREVIATION_MAX} characters.`,
    ]);
    expect(errorsOf({ abbreviation: "H W" }).abbreviation).toEqual([
      "Use no spaces in the abbreviation.",
    ]);
  });
});

describe("editing a team", () => {
  it("has no id field: the id comes from the address", () => {
    const submission = parse({ id: "something-else" }, true);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).not.toHaveProperty("id");
  });

  it("still requires name, abbreviation, colour and bio", () => {
    const errors = errorsOf({ name: "", abbreviation: "", color: "", bio: "" }, true);
    expect(Object.keys(errors).sort()).toEqual(["abbreviation", "bio", "color", "name"]);
  });
});
