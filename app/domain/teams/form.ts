// The team create/edit form (docs/league-rules.md#teams-and-rosters): every field is
// required (the colour as #rrggbb, docs/league-rules.md#team-colours) and the team id
// (its web address) is chosen once, at creation.
// Pure: the schemas and the bio's paragraph rule; routes parse with conform.
import { z } from "zod";
import { normalizeTeamColor, TEAM_COLOR_MESSAGE } from "./colors";
import { typedNameKey, typedNameSchema } from "~/domain/people/typed-name";

export const TEAM_NAME_MAX = 60;
export const TEAM_ABBREVIATION_MAX = 6;
export const TEAM_ID_MAX = 40;
export const TEAM_BIO_MAX = 6000;

/**
 * Ids that would collide with a route: /admin/teams/new is the create page,
 * so a team called "new" could never be edited.
 */
export const RESERVED_TEAM_IDS: readonly string[] = ["new"];

export const TEAM_ID_HINT =
  "Lower-case letters, digits and hyphens, like harbor-hawks. It is the team's web address and cannot be changed later.";

/**
 * Paragraphs from a textarea: blank lines separate paragraphs; the line
 * breaks inside one paragraph are joined with a space (the site shows each
 * paragraph as one block of text).
 */
export function bioParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== "")
        .join(" "),
    )
    .filter((paragraph) => paragraph !== "");
}

/** Stored paragraphs back into the textarea: one blank line between them. */
export function bioText(paragraphs: string[]): string {
  return paragraphs.join("\n\n");
}

/** A typed name (~/domain/people/typed-name), required and at most `max` characters once normalized. */
const required = (field: string, message: string, max: number) =>
  typedNameSchema(field, message).min(1, message).max(max, `Use at most ${max} characters.`);

const teamFields = {
  name: required("the team's name", "Enter the team's name.", TEAM_NAME_MAX),
  abbreviation: required(
    "the abbreviation",
    "Enter an abbreviation, like HAWK.",
    TEAM_ABBREVIATION_MAX,
  )
    .regex(/^\S+$/, "Use no spaces in the abbreviation.")
    .transform((abbreviation) => abbreviation.toUpperCase()),
  color: z
    .string({ error: "Choose the team's colour." })
    .trim()
    .max(7, TEAM_COLOR_MESSAGE) // '#rrggbb'; also keeps a refusal's echo short
    .transform((color, ctx) => {
      const stored = normalizeTeamColor(color);
      if (stored === null) {
        ctx.addIssue({ code: "custom", message: TEAM_COLOR_MESSAGE });
        return z.NEVER;
      }
      return stored;
    }),
  bio: z
    .string({ error: "Write the team's story: at least one paragraph." })
    .max(TEAM_BIO_MAX, `Use at most ${TEAM_BIO_MAX} characters.`)
    .transform(bioParagraphs)
    .refine(
      (paragraphs) => paragraphs.length > 0,
      "Write the team's story: at least one paragraph.",
    ),
};

/** Editing: the id comes from the address, never from the form. */
export const teamEditSchema = z.object(teamFields);

export const teamIdSchema = z
  .string({ error: "Enter a team ID." })
  .trim()
  .min(1, "Enter a team ID.")
  .max(TEAM_ID_MAX, `Use at most ${TEAM_ID_MAX} characters.`)
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "Use lower-case letters, digits and single hyphens only (like harbor-hawks).",
  )
  .refine((id) => !RESERVED_TEAM_IDS.includes(id), "This ID is reserved; choose another.");

export const teamCreateSchema = z.object({ id: teamIdSchema, ...teamFields });

export type TeamFormValues = z.output<typeof teamEditSchema>;
export type NewTeamValues = z.output<typeof teamCreateSchema>;
export type TeamFormInput = z.input<typeof teamCreateSchema>;

export const TEAM_ID_TAKEN_MESSAGE = "Another team already has this ID. Choose a different one.";

interface NamedTeam {
  id: string;
  name: string;
  abbreviation: string;
}

/** A team's name or abbreviation that another team already has, and what to tell the admin. */
export interface TeamNameClash {
  field: "name" | "abbreviation";
  message: string;
}

/**
 * Whether another team already has this name or this abbreviation, compared
 * by their typed-name keys (~/domain/people/typed-name): "HARBOR HAWKS", "Harbor\u00a0Hawks"
 * and "harbor hawks" are one name. `others` leaves out the team being edited.
 */
export function teamNameClash(
  team: { name: string; abbreviation: string },
  others: readonly NamedTeam[],
): TeamNameClash | null {
  const sameName = others.find((other) => typedNameKey(other.name) === typedNameKey(team.name));
  if (sameName) {
    return {
      field: "name",
      message: `Another team is already called “${sameName.name}”: choose another name.`,
    };
  }
  const abbreviation = typedNameKey(team.abbreviation);
  const sameAbbreviation = others.find(
    (other) => typedNameKey(other.abbreviation) === abbreviation,
  );
  if (sameAbbreviation) {
    return {
      field: "abbreviation",
      message: `${sameAbbreviation.name} already uses the abbreviation ${sameAbbreviation.abbreviation}: choose another.`,
    };
  }
  return null;
}
