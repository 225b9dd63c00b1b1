// How long a game comment may be (docs/league-rules.md#comments). Apart from
// comments.ts and its zod schema, so the game page's comment form brings no
// form-validation code to the browser (docs/architecture.md#paint-first).
export const COMMENT_MAX_LENGTH = 1000;

/** What an empty comment or reply gets: nothing is saved, and the player is told why. */
export const EMPTY_COMMENT = "Write something first: an empty comment is not posted.";
