// One labelled form control of the signup forms: label (with a * when
// required), the control, an optional hint, and the field's errors under it.
// The control itself carries id, aria-invalid and aria-describedby (conform's
// getInputProps / getSelectProps), so its errors are read out with it.
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";

/** What a field needs of conform's field metadata: where its control and its errors are. */
interface FieldIds {
  id: string;
  errorId: string;
  errors: string[] | undefined;
}

function SignupField({
  field: { id, errorId, errors },
  label,
  required = false,
  hint,
  hintId,
  errorExtra,
  children,
}: {
  field: FieldIds;
  label: string;
  required?: boolean;
  hint?: string;
  hintId?: string;
  /** Shown after the errors, e.g. a link that helps fix them. */
  errorExtra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="signup-field">
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="signup-required" aria-hidden="true">
            {" *"}
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="signup-hint">
          {hint}
        </p>
      ) : null}
      <div id={errorId} className="signup-errors">
        {errors?.length ? (
          <>
            {errors.map((error) => (
              <p key={error}>{error}</p>
            ))}
            {errorExtra}
          </>
        ) : null}
      </div>
    </div>
  );
}

/** A signup field whose control is an input of `type`; `control` adds to conform's attributes. */
export function SignupInput<T>({
  field,
  label,
  required,
  errorExtra,
  type,
  ...control
}: {
  field: FieldMetadata<T>;
  label: string;
  required?: boolean;
  errorExtra?: ReactNode;
  type: "text" | "email" | "tel" | "number";
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "maxLength" | "min" | "max" | "step" | "inputMode" | "autoComplete"
>) {
  // React wants `key` passed on its own, never spread in with the other props.
  const { key, ...props } = getInputProps(field, { type });
  return (
    <SignupField field={field} label={label} required={required} errorExtra={errorExtra}>
      <input key={key} {...props} {...control} />
    </SignupField>
  );
}

/** A signup field whose control is a drop-down of `values`, each shown as `text` says. */
export function SignupSelect<T extends string | number>({
  field,
  label,
  values,
  text,
}: {
  field: FieldMetadata<T>;
  label: string;
  values: readonly T[];
  text: (value: T) => ReactNode;
}) {
  // React wants `key` passed on its own, never spread in with the other props.
  const { key, ...props } = getSelectProps(field);
  return (
    <SignupField field={field} label={label}>
      <select key={key} {...props}>
        {values.map((value) => (
          <option key={value} value={value}>
            {text(value)}
          </option>
        ))}
      </select>
    </SignupField>
  );
}

/** Form-level problems (e.g. a rate limit), announced when they appear. */
export function SignupFormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  return (
    <div id={id} className="signup-form-errors" role="alert">
      {errors?.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}
