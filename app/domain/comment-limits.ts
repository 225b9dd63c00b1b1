// How long a game comment may be (docs/league-rules.md#comments). Apart from
// comments.ts and its zod schema, so the game page's comment form brings no
// form-validation code to the browser (docs/architecture.md#paint-first).
export const COMMENT_MAX_LENGTH = 1000;
