// Slips in the prayer intentions' rules (app/domain/prayers/):
// docs/league-rules.md#prayer-intentions.
import type { Slip } from "./slip";

const PRAYER = "app/domain/prayers/prayer.ts";
const STATUS = "app/domain/prayers/status.ts";

export const slips: Slip[] = [
  {
    file: PRAYER,
    slip: "the message's length limit off by one (2001 characters accepted)",
    find: '.max(PRAYER_MESSAGE_MAX, { error: tooLong("Your intention", PRAYER_MESSAGE_MAX) }),',
    replace:
      '.max(PRAYER_MESSAGE_MAX + 1, { error: tooLong("Your intention", PRAYER_MESSAGE_MAX) }),',
  },
  {
    file: PRAYER,
    slip: "CRLF line breaks counted as two characters (not made LF before counting)",
    find: '    .overwrite((text) => text.replace(/\\r\\n?/g, "\\n"))\n',
    replace: "",
  },
  {
    file: PRAYER,
    slip: "a message of only spaces accepted (not trimmed)",
    find: "    .trim()\n    .min(1, { error: MESSAGE_REQUIRED })",
    replace: "    .min(1, { error: MESSAGE_REQUIRED })",
  },
  {
    file: PRAYER,
    slip: "the name's length limit off by one (81 characters accepted)",
    find: '.max(PRAYER_NAME_MAX, { error: tooLong("Your name", PRAYER_NAME_MAX) })',
    replace: '.max(PRAYER_NAME_MAX + 1, { error: tooLong("Your name", PRAYER_NAME_MAX) })',
  },
  {
    file: PRAYER,
    slip: "an empty name stored as the empty text instead of null",
    find: ".transform((name) => (name ? name : null)),",
    replace: ".transform((name) => name ?? null),",
  },
  {
    file: PRAYER,
    slip: "a name of spaces shows blank instead of Anonymous (not trimmed)",
    find: "const trimmed = name?.trim();",
    replace: "const trimmed = name;",
  },
  {
    file: PRAYER,
    slip: "an admin's toggle takes any prayer id (the id shape not checked)",
    find: "prayerId: z.string().regex(RECORD_ID),",
    replace: "prayerId: z.string(),",
  },
  {
    file: PRAYER,
    slip: "'5m' without 'ago'",
    find: "return /^\\d+[smhd]$/.test(text) ? `${text} ago` : text;",
    replace: "return /^\\d+[smh]$/.test(text) ? `${text} ago` : text;",
  },
  {
    file: STATUS,
    slip: "the toggle flips a prayed intention to prayed again",
    find: 'return status === "new" ? "prayed" : "new";',
    replace: 'return "prayed";',
  },
  {
    file: STATUS,
    slip: "the toggle's text says the state, not what a click does",
    find: 'return status === "new" ? "Mark prayed" : "Mark new";',
    replace: 'return status === "new" ? "Mark new" : "Mark prayed";',
  },
  {
    file: STATUS,
    slip: "the counter's thousands without commas",
    find: "return `${withThousands(count)} new`;",
    replace: "return `${count} new`;",
  },
];
