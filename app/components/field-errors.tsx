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
