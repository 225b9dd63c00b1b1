// What /admin/seasons/{season} shows of its next step and of the question it
// asks before an action with consequences: made by the page module, drawn by
// app/components/admin/seasons/checklist.tsx and confirm-step.tsx.
import type { Question } from "~/domain/confirmation";

/** What the next step's button does: open a page or question, or post an intent. */
export type ChecklistAction =
  { kind: "link"; to: string; label: string } | { kind: "post"; intent: string; label: string };

/** A question before an action (app/domain/confirmation.ts): its Yes posts the key as `shown`. */
export type ConfirmQuestion = Question;
