// A conform field's first error, under the field (its id is the one
// getInputProps puts in aria-describedby).
import type { FieldMetadata } from "@conform-to/react";

export function FieldErrors({ field }: { field: FieldMetadata<unknown> }) {
  if (!field.errors?.length) return null;
  return (
    <p className="field-error" id={field.errorId}>
      {field.errors[0]}
    </p>
  );
}

/** The form's own error (about no one field), announced as it appears. */
export function FormErrors({ form }: { form: { errors?: string[]; errorId: string } }) {
  if (!form.errors?.length) return null;
  return (
    <p className="form-error" id={form.errorId} role="alert">
      {form.errors[0]}
    </p>
  );
}
