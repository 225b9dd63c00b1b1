// The refusal a form's reply carries, as the admin page frame's answer
// (AdminPage, adminAnswer): the form's own message, else, when only fields
// were refused, one line sending the admin to them. Each field's message stays
// under its field as well.
import type { SubmissionResult } from "@conform-to/react";
import { fieldErrors, formErrors } from "~/form-reply";

/** The answer when the fields, not the form, were refused. */
export const FIX_FIELDS = "Nothing was saved: fix the fields marked below.";

export function refusedAnswer(
  result: SubmissionResult<string[]> | undefined,
  fieldsRefused: string = FIX_FIELDS,
): string | null {
  const [own] = formErrors(result);
  if (own) return own;
  return Object.keys(fieldErrors(result)).length > 0 ? fieldsRefused : null;
}
