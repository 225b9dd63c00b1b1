// The player edit form (docs/league-rules.md#players), for the player himself
// (/players/{id}/edit) and admins (/admin/players/{id}). One zod schema checks
// it here with JavaScript and in the action without; what was typed stays after
// an error, and each error sits under its field (aria-invalid,
// aria-describedby).
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type FieldMetadata,
} from "@conform-to/react";
import { parseWithZod, type SubmissionResult } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { RouteHandle } from "~/components/chrome/page-title";
import { Link } from "~/components/link";
import { FieldErrors, FormErrors } from "~/components/field-errors";
import {
  BIRTHDAY_SAVED_BEFORE_YEAR,
  BIRTHDAY_YEARS,
  DAYS,
  HEIGHT_FEET,
  HEIGHT_INCHES,
  JERSEY_SIZES,
  jerseySizeLabel,
  MONTHS,
  playerFormSchema,
  type PlayerFormDefaults,
  type PlayerFormInput,
} from "~/domain/people/form";
import {
  AGE_MAX,
  AGE_MIN,
  EMAIL_MAX,
  JERSEY_MAX,
  JERSEY_MIN,
  NAME_MAX,
  PHONE_MAX,
} from "~/domain/people/fields";

/** The bar's title on both pages of this form (the player's own and the admin's). */
export const playerEditHandle: RouteHandle = {
  title: (data) => {
    const name = (data as { player?: { name: string } } | undefined)?.player?.name;
    return name ? `Edit ${name}` : "Edit player";
  },
};

export interface PlayerEditFormProps {
  playerId: string;
  defaultValue: PlayerFormDefaults;
  lastResult: SubmissionResult<string[]> | undefined;
  /** Where Cancel goes (the player page, or the admin list). */
  cancelHref: string;
  /** The player edits himself: his email is also how he signs in, so say so. */
  selfEdit: boolean;
  /**
   * The page shows the form's refusal itself (the admin page frame's answer,
   * under its title): the form then keeps only the messages under the fields.
   */
  refusalShownAbove?: boolean;
}

export function PlayerEditForm({
  playerId,
  defaultValue,
  lastResult,
  cancelHref,
  selfEdit,
  refusalShownAbove = false,
}: PlayerEditFormProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [form, fields] = useForm<PlayerFormInput>({
    id: `player-edit-${playerId}`,
    defaultValue,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: playerFormSchema }),
  });
  const birthdayErrors = form.allErrors.birthday;
  const birthdayErrorId = `${form.id}-birthday-error`;
  const birthdayHintId = `${form.id}-birthday-hint`;
  const emailHintId = `${fields.email.id}-hint`;

  const birthdayPart = (field: FieldMetadata<number | undefined>) => {
    const { key, ...props } = getSelectProps(field, { ariaAttributes: false });
    const invalid = Boolean(field.errors?.length || birthdayErrors?.length);
    const describedBy = [
      birthdayHintId,
      birthdayErrors?.length ? birthdayErrorId : null,
      field.errors?.length ? field.errorId : null,
    ].filter(Boolean);
    return {
      key,
      props: {
        ...props,
        "aria-invalid": invalid || undefined,
        "aria-describedby": describedBy.join(" "),
      },
    };
  };
  const month = birthdayPart(fields.birthdayMonth);
  const day = birthdayPart(fields.birthdayDay);
  const year = birthdayPart(fields.birthdayYear);

  return (
    <Form
      method="post"
      className="form player-edit-form"
      {...getFormProps(form, refusalShownAbove ? { ariaAttributes: false } : undefined)}
    >
      {refusalShownAbove ? null : <FormErrors form={form} />}
      <p className="player-edit-id">
        <span className="field-label">Player ID</span> <code>{playerId}</code>{" "}
        <span className="field-hint">(cannot be changed)</span>
      </p>

      <div className="player-edit-pair">
        <TextField field={fields.firstName} label="First name" autoComplete="given-name" />
        <TextField field={fields.lastName} label="Last name" autoComplete="family-name" />
      </div>
      <TextField
        field={fields.email}
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        hint={
          selfEdit
            ? "You sign in with this email. If you change it, sign in with the new one next time."
            : undefined
        }
        hintId={emailHintId}
      />
      <TextField
        field={fields.phone}
        label="Phone"
        type="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX}
      />
      <TextField
        field={fields.imageUrl}
        label="Image URL"
        type="url"
        maxLength={500}
        placeholder="https://"
        hint={`A link to a photo of ${selfEdit ? "you" : "the player"}, starting with https://`}
        hintId={`${fields.imageUrl.id}-hint`}
      />
      <div className="player-edit-pair">
        <NumberField field={fields.age} label="Age" min={AGE_MIN} max={AGE_MAX} />
        <NumberField
          field={fields.jerseyNumber}
          label="Jersey number"
          min={JERSEY_MIN}
          max={JERSEY_MAX}
        />
      </div>

      <fieldset className="player-edit-group">
        <legend className="field-label">Height</legend>
        <div className="player-edit-pair">
          <SelectField field={fields.heightFeet} label="Feet">
            {HEIGHT_FEET.map((n) => (
              <option key={n} value={n}>
                {n} ft
              </option>
            ))}
          </SelectField>
          <SelectField field={fields.heightInches} label="Inches">
            {HEIGHT_INCHES.map((n) => (
              <option key={n} value={n}>
                {n} in
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>

      <fieldset className="player-edit-group">
        <legend className="field-label">Birthday</legend>
        <p className="field-hint" id={birthdayHintId}>
          Saved only when the year is before {BIRTHDAY_SAVED_BEFORE_YEAR}.
        </p>
        <div className="player-edit-birthday">
          <div className="field">
            <label htmlFor={fields.birthdayMonth.id}>Month</label>
            <select key={month.key} {...month.props}>
              <option value="">Not set</option>
              {MONTHS.map((name, i) => (
                <option key={name} value={i + 1}>
                  {name}
                </option>
              ))}
            </select>
            <FieldErrors field={fields.birthdayMonth} />
          </div>
          <div className="field">
            <label htmlFor={fields.birthdayDay.id}>Day</label>
            <select key={day.key} {...day.props}>
              <option value="">Not set</option>
              {DAYS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <FieldErrors field={fields.birthdayDay} />
          </div>
          <div className="field">
            <label htmlFor={fields.birthdayYear.id}>Year</label>
            <select key={year.key} {...year.props}>
              <option value="">Not set</option>
              {BIRTHDAY_YEARS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <FieldErrors field={fields.birthdayYear} />
          </div>
        </div>
        {birthdayErrors?.length ? (
          <p className="field-error" id={birthdayErrorId}>
            {birthdayErrors[0]}
          </p>
        ) : null}
      </fieldset>

      <SelectField field={fields.jerseySize} label="Jersey size">
        {JERSEY_SIZES.map((size) => (
          <option key={size} value={size}>
            {jerseySizeLabel(size)}
          </option>
        ))}
      </SelectField>

      <div className="player-edit-actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Saving…" : "Save"}
        </button>
        <Link to={cancelHref} className="button button-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

function TextField({
  field,
  label,
  type = "text",
  autoComplete,
  maxLength = NAME_MAX,
  placeholder,
  hint,
  hintId,
}: {
  field: FieldMetadata<string>;
  label: string;
  type?: "text" | "email" | "tel" | "url";
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  hint?: string;
  hintId?: string;
}) {
  const { key, ...props } = getInputProps(field, {
    type,
    ...(hint && hintId ? { ariaDescribedBy: hintId } : {}),
  });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input
        key={key}
        {...props}
        required
        maxLength={maxLength}
        autoComplete={autoComplete}
        placeholder={placeholder}
      />
      <FieldErrors field={field} />
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function NumberField({
  field,
  label,
  min,
  max,
}: {
  field: FieldMetadata<number>;
  label: string;
  min: number;
  max: number;
}) {
  const { key, ...props } = getInputProps(field, { type: "number" });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input key={key} {...props} required min={min} max={max} step={1} inputMode="numeric" />
      <FieldErrors field={field} />
    </div>
  );
}

function SelectField({
  field,
  label,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  children: ReactNode;
}) {
  const { key, ...props } = getSelectProps(field);
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <select key={key} {...props} required>
        {children}
      </select>
      <FieldErrors field={field} />
    </div>
  );
}
