// The schedule generator's inputs (/admin/seasons/{season}/schedule,
// docs/league-rules.md#schedules), prefilled from the draft or the previous
// season. Plain form: works without JavaScript.
import { Form, useNavigation } from "react-router";
import { DATE_INPUT_RANGE } from "~/domain/time/calendar-date";
import {
  SCHEDULE_FORM_ID,
  scheduleInputFrom,
  SLOT_ROWS,
  type ScheduleFormValues,
} from "~/views/season-schedule";
import { IntentButton } from "~/components/admin/intent-button";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Who plays whom: the radio buttons' values and texts. */
const FORMATS = [
  ["conference", "Every conference rival"],
  ["league", "Every team in the league"],
] as const;

function Field({
  name,
  label,
  error,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={`schedule-${name}`}>{label}</label>
      {children}
      {error ? (
        <p className="field-error" id={`schedule-${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ScheduleForm({
  input,
  locations,
  formatNote,
  typed,
  errors,
  primary = true,
  onSettingsChange,
}: {
  input: ScheduleFormValues;
  locations: { code: string; name: string }[];
  formatNote: string | null;
  /** What the admin sent when Generate was refused, shown instead of the stored values. */
  typed: Record<string, unknown> | null;
  errors: Record<string, string>;
  /** Generate is the page's primary button unless a draft is ready to publish. */
  primary?: boolean;
  /** Told the settings as the admin edits them (the draft's Publish follows them). */
  onSettingsChange?: (settings: ScheduleFormValues) => void;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const value = (name: string, fallback: string) =>
    typed && typeof typed[name] === "string" ? (typed[name] as string) : fallback;
  const weekdays = typed
    ? new Set([typed.weekday ?? []].flat().map(Number))
    : new Set(input.weekdays);
  const described = (name: string) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `schedule-${name}-error` } : {};
  /** A Field's control: named, labelled by the Field, filled, and tied to its error. */
  const control = (name: string, stored: string) => ({
    id: `schedule-${name}`,
    name,
    defaultValue: value(name, stored),
    ...described(name),
  });
  return (
    <Form
      method="post"
      id={SCHEDULE_FORM_ID}
      className="schedule-form"
      key={typed ? "typed" : "stored"}
      onChange={(event) =>
        onSettingsChange?.(scheduleInputFrom(new FormData(event.currentTarget), 1))
      }
    >
      <h2 className="section-title">Dates and slots</h2>
      <div className="schedule-form-dates">
        <Field name="firstDay" label="First game day" error={errors.firstDay}>
          <input
            type="date"
            required
            {...DATE_INPUT_RANGE}
            {...control("firstDay", input.firstDay)}
          />
        </Field>
        <Field name="lastDay" label="Last game day" error={errors.lastDay}>
          <input
            type="date"
            required
            {...DATE_INPUT_RANGE}
            {...control("lastDay", input.lastDay)}
          />
        </Field>
      </div>
      <fieldset className="schedule-weekdays" {...described("weekdays")}>
        <legend>Game days of the week</legend>
        {WEEKDAYS.map((day, i) => (
          <label key={day} className="schedule-weekday">
            <input type="checkbox" name="weekday" value={i} defaultChecked={weekdays.has(i)} />{" "}
            {day}
          </label>
        ))}
        {errors.weekdays ? (
          <p className="field-error" id="schedule-weekdays-error">
            {errors.weekdays}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="schedule-slots" {...described("slots")}>
        <legend>Slots of a game day (time and gym; leave a row empty to skip it)</legend>
        {Array.from({ length: SLOT_ROWS }, (_, i) => {
          const slot = input.slots[i];
          return (
            <div className="schedule-slot" key={i}>
              <label className="visually-hidden" htmlFor={`slot-time-${i}`}>
                Slot {i + 1} time
              </label>
              <input
                type="time"
                id={`slot-time-${i}`}
                name={`slot-time-${i}`}
                defaultValue={value(`slot-time-${i}`, slot?.time ?? "")}
              />
              <label className="visually-hidden" htmlFor={`slot-location-${i}`}>
                Slot {i + 1} gym
              </label>
              <select
                id={`slot-location-${i}`}
                name={`slot-location-${i}`}
                defaultValue={value(`slot-location-${i}`, slot?.location ?? "")}
              >
                <option value="">—</option>
                {locations.map((l) => (
                  <option key={l.code} value={l.code}>
                    {l.name}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        {errors.slots ? (
          <p className="field-error" id="schedule-slots-error">
            {errors.slots}
          </p>
        ) : null}
      </fieldset>
      <Field
        name="blackouts"
        label="Days without games (one date per line, 2027-04-04)"
        error={errors.blackouts}
      >
        <textarea rows={3} {...control("blackouts", input.blackouts.join("\n"))} />
      </Field>
      <fieldset className="schedule-format">
        <legend>Who plays whom</legend>
        {FORMATS.map(([kind, text]) => (
          <label key={kind}>
            <input
              type="radio"
              name="kind"
              value={kind}
              defaultChecked={value("kind", input.format.kind) === kind}
            />{" "}
            {text}
          </label>
        ))}
        <Field name="times" label="Times each pair meets (1 to 4)" error={errors.times}>
          <input
            type="number"
            min={1}
            max={4}
            required
            {...control("times", String(input.format.times))}
          />
        </Field>
        {formatNote ? <p className="field-hint">{formatNote}</p> : null}
      </fieldset>
      <IntentButton
        intent="generate"
        className={primary ? "button" : "button button-secondary"}
        busy={busy === "generate"}
        busyLabel="Generating…"
      >
        Generate
      </IntentButton>
    </Form>
  );
}
