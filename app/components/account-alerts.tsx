// The /account form for a player's alert emails (docs/league-rules.md#email-alerts):
// two boxes, both empty until he ticks them. Works without JavaScript.
import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { ALERT_LABELS, type AlertKind, type AlertPreferences } from "~/domain/alerts";
import { fieldErrors, formErrors } from "~/form-reply";

export interface AccountAlertsProps {
  alerts: AlertPreferences;
  email: string;
  saved: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}

const KINDS: AlertKind[] = ["gameChanges", "results", "reminders"];

export function AccountAlerts({ alerts, email, saved, lastResult }: AccountAlertsProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [formError] = formErrors(lastResult);
  const errors = fieldErrors(lastResult);
  return (
    <section className="account-alerts" aria-labelledby="account-alerts-heading">
      <h2 id="account-alerts-heading">Emails</h2>
      {saved ? (
        <p className="notice" role="status">
          Your email choices are saved.
        </p>
      ) : null}
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      {/* A new key after each save: the boxes start again from what was stored. */}
      <Form method="post" className="form" key={KINDS.map((kind) => alerts[kind]).join("-")}>
        <input type="hidden" name="intent" value="alerts" />
        <fieldset className="account-alert-choices">
          <legend className="field-hint">
            Sent to {email}. Every alert has a link to stop them.
          </legend>
          {KINDS.map((kind) => (
            <div key={kind}>
              <label className="account-alert-choice">
                <input type="checkbox" name={kind} defaultChecked={alerts[kind]} />{" "}
                {ALERT_LABELS[kind]}
              </label>
              {errors[kind] ? <p className="field-error">{errors[kind]}</p> : null}
            </div>
          ))}
        </fieldset>
        <p>
          <button type="submit" className="button" disabled={saving}>
            {saving ? "Saving…" : "Save emails"}
          </button>
        </p>
      </Form>
    </section>
  );
}
