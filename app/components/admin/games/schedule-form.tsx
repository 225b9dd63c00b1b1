// Postpone or move a game (/admin/games/{id}/schedule,
// docs/league-rules.md#postponing-and-moving-a-game): one button to postpone,
// and a new date, time and place. The same zod schema checks the move here
// with JavaScript and in the action without.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type FieldMetadata,
} from "@conform-to/react";
import { parseWithZod, type SubmissionResult } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { FieldErrors } from "~/components/field-errors";
import { DATE_INPUT_RANGE } from "~/domain/time/calendar-date";
import { rescheduleSchema, type RescheduleInput } from "~/domain/schedule/game-moves";
import { LEAGUE_TIME_ZONE } from "~/domain/league";
import { IntentButton } from "~/components/admin/intent-button";

export interface GameScheduleFormProps {
  gameId: string;
  postponed: boolean;
  defaultValue: RescheduleInput;
  locations: { code: string; name: string }[];
  lastResult: SubmissionResult<string[]> | undefined;
}

export function GameScheduleForm({
  gameId,
  postponed,
  defaultValue,
  locations,
  lastResult,
}: GameScheduleFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const intent = navigation.formData?.get("intent");
  const [form, fields] = useForm<RescheduleInput, unknown>({
    id: `game-schedule-${gameId}`,
    defaultValue,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rescheduleSchema }),
  });

  // A refusal is the page's answer, under its title (AdminPage); each field's stays under it.
  return (
    <>
      {postponed ? null : (
        <Form method="post" className="game-postpone">
          <p className="field-hint">
            Postponed games keep their day on the schedule, without a time, until they get a new
            one.
          </p>
          <button type="submit" name="intent" value="postpone" className="button" disabled={busy}>
            {busy && intent === "postpone" ? "Postponing…" : "Postpone"}
          </button>
        </Form>
      )}
      <Form
        method="post"
        className="form game-reschedule"
        {...getFormProps(form, { ariaAttributes: false })}
      >
        <h2>{postponed ? "Reschedule" : "Move to a new date, time or place"}</h2>
        <p className="field-hint">Times are Boston time ({LEAGUE_TIME_ZONE}).</p>
        <InputField field={fields.date} label="Date" type="date" />
        <InputField field={fields.time} label="Time" type="time" />
        <LocationField field={fields.location} locations={locations} />
        <p>
          <button type="submit" name="intent" value="reschedule" className="button" disabled={busy}>
            {busy && intent === "reschedule" ? "Saving…" : postponed ? "Reschedule" : "Move"}
          </button>
        </p>
      </Form>
    </>
  );
}

function InputField({
  field,
  label,
  type,
}: {
  field: FieldMetadata<string>;
  label: string;
  type: "date" | "time";
}) {
  const { key, ...props } = getInputProps(field, { type });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input key={key} {...props} {...(type === "date" ? DATE_INPUT_RANGE : {})} required />
      <FieldErrors field={field} />
    </div>
  );
}

function LocationField({
  field,
  locations,
}: {
  field: FieldMetadata<string>;
  locations: { code: string; name: string }[];
}) {
  const { key, ...props } = getSelectProps(field);
  return (
    <div className="field">
      <label htmlFor={field.id}>Location</label>
      <select key={key} {...props} required>
        {locations.map((l) => (
          <option key={l.code} value={l.code}>
            {l.name}
          </option>
        ))}
      </select>
      <FieldErrors field={field} />
    </div>
  );
}

/**
 * Deleting an unplayed regular-season game: a box to tick, so one stray tap
 * deletes nothing (with or without JavaScript).
 */
export function DeleteGame({ shown }: { shown: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  return (
    <Form method="post" className="form game-delete">
      {/* The game as shown: moved by someone else since, the delete is refused. */}
      <input type="hidden" name="shown" value={shown} />
      <h2>Delete this game</h2>
      <p className="field-hint">
        It leaves the schedule, the calendar feeds and the players’ answers. Players who asked for
        game changes are emailed that it is cancelled.
      </p>
      <label className="choice">
        <input type="checkbox" name="confirm" value="yes" required /> Yes, delete this game
      </label>
      <p>
        <IntentButton
          intent="delete"
          className="button button-secondary"
          busy={busy}
          busyLabel="Deleting…"
        >
          Delete game
        </IntentButton>
      </p>
    </Form>
  );
}
