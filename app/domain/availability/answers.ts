// The three availability answers and their labels
// (docs/league-rules.md#availability). Apart from availability.ts and its zod
// schema, so the answer buttons of the game page bring no form-validation code
// to the browser (docs/architecture.md#paint-first).
export type AvailabilityAnswer = "in" | "out" | "maybe";
export const ANSWERS: readonly AvailabilityAnswer[] = ["in", "maybe", "out"];
export const ANSWER_LABELS: Record<AvailabilityAnswer, string> = {
  in: "In",
  out: "Out",
  maybe: "Maybe",
};
