// One labelled form control of the signup forms: label (with a * when
// required), the control, an optional hint, and the field's errors under it.
// The control itself carries id, aria-invalid and aria-describedby (conform's
// getInputProps / getSelectProps), so its errors are read out with it.
import type { ReactNode } from "react";

export function SignupField({
  id,
  label,
  required = false,
  errorId,
  errors,
  hint,
  hintId,
  errorExtra,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  errorId: string;
  errors: string[] | undefined;
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
