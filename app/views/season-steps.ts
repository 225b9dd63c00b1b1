// What /admin/seasons/{season} shows of its next step and of the question it
// asks before an action with consequences: made by the page module, drawn by
// app/components/admin/seasons/checklist.tsx and confirm-step.tsx.

/** What the next step's button does: open a page or question, or post an intent. */
export type ChecklistAction =
  { kind: "link"; to: string; label: string } | { kind: "post"; intent: string; label: string };

export interface ConfirmQuestion {
  /** "Make season 5 current?" */
  title: string;
  /** What it will do, in a sentence or two. */
  text: string;
  /** The action's intent and the fields its Yes posts (the key among them). */
  intent: string;
  fields: Record<string, string>;
  yes: string;
}
