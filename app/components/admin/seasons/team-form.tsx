// The team form (docs/league-rules.md#teams-and-rosters): name, abbreviation,
// id, colour and bio paragraphs, all required. Creating: the id is typed once. Editing:
// it is shown and cannot change. The same zod schema checks it here with
// JavaScript and in the action without.
import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
} from "@conform-to/react";
import { parseWithZod, type SubmissionResult } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { Link } from "~/components/link";
import { FieldErrors } from "~/components/field-errors";
import {
  TEAM_ABBREVIATION_MAX,
  TEAM_BIO_MAX,
  TEAM_ID_HINT,
  TEAM_ID_MAX,
  TEAM_NAME_MAX,
  teamCreateSchema,
  teamEditSchema,
  type TeamFormInput,
} from "~/domain/teams/form";
import { TEAM_COLOR_HINT } from "~/domain/teams/colors";

export interface TeamFormProps {
  /** null when creating a team; its id when editing one. */
  teamId: string | null;
  defaultValue: Partial<Record<"id" | "name" | "abbreviation" | "color" | "bio", string>>;
  lastResult: SubmissionResult<string[]> | undefined;
}

export function TeamForm({ teamId, defaultValue, lastResult }: TeamFormProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const schema = teamId === null ? teamCreateSchema : teamEditSchema;
  const [form, fields] = useForm<TeamFormInput, unknown>({
    id: `team-form-${teamId ?? "new"}`,
    defaultValue,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

  return (
    // A refusal is the page's answer, under its title (AdminPage); each field's stays under it.
    <Form
      method="post"
      className="form team-form"
      {...getFormProps(form, { ariaAttributes: false })}
    >
      <TextField field={fields.name} label="Name" maxLength={TEAM_NAME_MAX} />
      <TextField
        field={fields.abbreviation}
        label="Abbreviation"
        maxLength={TEAM_ABBREVIATION_MAX}
        hint={`Up to ${TEAM_ABBREVIATION_MAX} characters, shown in tight tables; saved in capitals.`}
      />
      {teamId === null ? (
        <TextField field={fields.id} label="Team ID" maxLength={TEAM_ID_MAX} hint={TEAM_ID_HINT} />
      ) : (
        <p className="team-form-id">
          <span className="field-label">Team ID</span> <code>{teamId}</code>{" "}
          <span className="field-hint">(cannot be changed)</span>
        </p>
      )}
      <ColorField field={fields.color} />
      <div className="field">
        <label htmlFor={fields.bio.id}>Bio</label>
        <p className="field-hint" id={`${fields.bio.id}-hint`}>
          The team&apos;s story for its &ldquo;Who Do You Play For?&rdquo; page. Leave a blank line
          between paragraphs.
        </p>
        <textarea
          {...getTextareaProps(fields.bio, { ariaDescribedBy: `${fields.bio.id}-hint` })}
          key={fields.bio.key}
          rows={10}
          maxLength={TEAM_BIO_MAX}
        />
        <FieldErrors field={fields.bio} />
      </div>
      <div className="team-form-actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Saving…" : teamId === null ? "Create team" : "Save"}
        </button>
        <Link to="/admin/teams" className="button button-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

function TextField({
  field,
  label,
  maxLength,
  hint,
}: {
  field: FieldMetadata<string>;
  label: string;
  maxLength: number;
  hint?: string;
}) {
  const hintId = `${field.id}-hint`;
  const { key, ...props } = getInputProps(field, {
    type: "text",
    ...(hint ? { ariaDescribedBy: hintId } : {}),
  });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input key={key} {...props} maxLength={maxLength} autoComplete="off" />
      <FieldErrors field={field} />
    </div>
  );
}

/**
 * The team's colour: a colour picker, which a browser without one shows as a
 * text box (type the #rrggbb); the action checks it either way.
 */
function ColorField({ field }: { field: FieldMetadata<string> }) {
  const hintId = `${field.id}-hint`;
  const { key, ...props } = getInputProps(field, { type: "color", ariaDescribedBy: hintId });
  return (
    <div className="field team-form-color">
      <label htmlFor={field.id}>Colour</label>
      <p className="field-hint" id={hintId}>
        Shown beside the team&apos;s name on game cards, standings and its page. {TEAM_COLOR_HINT}
      </p>
      <input key={key} {...props} />
      <FieldErrors field={field} />
    </div>
  );
}
