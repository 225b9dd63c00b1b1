// The /account form for a player's alert emails (docs/league-rules.md#email-alerts):
// the alerts off until he ticks them, the reminders on. With JavaScript a
// change saves at once (no button); without it the Save button posts the page.
import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { useHydrated } from "~/components/use-hydrated";
import { ALERT_LABELS, type AlertKind, type AlertPreferences } from "~/domain/alerts/alerts";
import { fieldErrors, formErrors } from "~/form-reply";
import { SaveStatus, useSaveOnChange } from "~/components/save-status";

export interface AccountAlertsProps {
  alerts: AlertPreferences;
  email: string;
  saved: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}

const KINDS: AlertKind[] = ["gameChanges", "results", "reminders"];

export function AccountAlerts({ alerts, email, saved, lastResult }: AccountAlertsProps) {
  const hydrated = useHydrated();
  const { form, save, message, error } = useSaveOnChange("alerts");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  // A refusal of the page's own post (no JavaScript), or of the fetcher's.
  const [formError = error] = formErrors(lastResult);
  const errors = fieldErrors(lastResult);
  return (
    <section className="account-alerts" aria-labelledby="account-alerts-heading">
      <h2 id="account-alerts-heading">Emails</h2>
      {/* autoComplete off: a browser restoring old ticks on Back would save them. */}
      <Form method="post" className="form" ref={form} autoComplete="off">
        <input type="hidden" name="intent" value="alerts" />
        <fieldset className="account-alert-choices">
          <legend className="field-hint">
            Sent to {email}. Every alert has a link to stop them.
          </legend>
          {KINDS.map((kind) => (
            <div key={kind}>
              <label className="account-alert-choice">
                <input type="checkbox" name={kind} defaultChecked={alerts[kind]} onChange={save} />{" "}
                {ALERT_LABELS[kind]}
              </label>
              {errors[kind] ? <p className="field-error">{errors[kind]}</p> : null}
            </div>
          ))}
        </fieldset>
        {/* With JavaScript each change saves itself: no button. */}
        <p hidden={hydrated}>
          <button type="submit" className="button" disabled={saving}>
            {saving ? "Saving…" : "Save emails"}
          </button>
        </p>
      </Form>
      <SaveStatus
        message={message ?? (saved ? "Your email choices are saved." : null)}
        error={formError}
      />
    </section>
  );
}
