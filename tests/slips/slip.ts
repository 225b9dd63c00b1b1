// One slip for `npm run slips` (scripts/slips.ts): a small, realistic mistake
// in a rule, written as a text that occurs exactly once in the file and what
// to put in its place.
export interface Slip {
  /** The rule's file, from the repository's root: "app/domain/season/state.ts". */
  file: string;
  /** The mistake in words, as the table in docs/testing.md shows it. */
  slip: string;
  /** A text that occurs exactly once in the file… */
  find: string;
  /** …and what the slip puts in its place. */
  replace: string;
}
