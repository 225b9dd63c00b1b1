// "Fee and draft" on a season's page (docs/league-rules.md#signups-and-fees):
// the fee, how to pay it and the draft's date and time, each optional, and
// what a signed-up player reads of them as they stand. A refused save shows
// each field's problem and keeps what was typed. A closed season shows them
// only. Plain form: works without JavaScript.
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { IntentButton } from "~/components/admin/intent-button";
import type { SubmissionResult } from "@conform-to/react";
import { fieldErrors } from "~/form-reply";
import { DATE_INPUT_RANGE } from "~/domain/time/calendar-date";
import { HOW_TO_PAY_MAX, type SeasonFeeForm as Fields } from "~/domain/season/fee";

export function SeasonFeeForm({
  fee,
  closed,
  refused,
}: {
  fee: { form: Fields; players: string[] };
  closed: boolean;
  /** The last save's refusal: each field's problem and what was typed. */
  refused?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "save-fee";
  const errors = fieldErrors(refused);
  const typed = refused?.initialValue as Partial<Fields> | null | undefined;
  const value = (name: keyof Fields) => typed?.[name] ?? fee.form[name];
  const field = (name: keyof Fields, label: string, input: ReactNode, hint?: string) => (
    <div className="field">
      <label htmlFor={`season-${name}`}>{label}</label>
      {hint ? (
        <p className="small muted" id={`season-${name}-hint`}>
          {hint}
        </p>
      ) : null}
      {input}
      {errors[name] ? (
        <p className="field-error" id={`season-${name}-error`}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  // Each input is keyed on what it shows, so a refusal's typed value replaces the stored one.
  const described = (name: keyof Fields, hint = false) =>
    [hint ? `season-${name}-hint` : "", errors[name] ? `season-${name}-error` : ""]
      .filter(Boolean)
      .join(" ") || undefined;
  const attrs = (name: keyof Fields, hint = false) => ({
    id: `season-${name}`,
    name,
    defaultValue: value(name),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": described(name, hint),
  });
  return (
    <section className="season-fee" aria-labelledby="season-fee-title">
      <h2 className="section-title" id="season-fee-title">
        Fee and draft
      </h2>
      <p className="small">Players read this after signing up, and on their account page:</p>
      <p className="notice season-fee-said">{fee.players.join(" ")}</p>
      {closed ? (
        <p className="small">The season is closed: reopen it to change its fee or draft date.</p>
      ) : (
        <Form method="post" className="season-fee-form">
          {field(
            "fee",
            "Fee in dollars",
            <input key={value("fee")} {...attrs("fee", true)} inputMode="decimal" maxLength={12} />,
            "Like 60 or 62.50; 0 when it is free; empty until you know it.",
          )}
          {field(
            "howToPay",
            "How to pay it",
            <input
              key={value("howToPay")}
              {...attrs("howToPay", true)}
              maxLength={HOW_TO_PAY_MAX}
            />,
            "One line, e.g. “Cash or check to Fr. Mike after the 10:30 Mass”.",
          )}
          {field(
            "draftDay",
            "Draft date",
            <input
              key={value("draftDay")}
              {...attrs("draftDay")}
              type="date"
              {...DATE_INPUT_RANGE}
            />,
          )}
          {field(
            "draftTime",
            "Draft time (optional)",
            <input key={value("draftTime")} {...attrs("draftTime")} type="time" />,
          )}
          <IntentButton
            intent="save-fee"
            className="button button-secondary"
            busy={saving}
            busyLabel="Saving…"
          >
            Save fee and draft
          </IntentButton>
        </Form>
      )}
    </section>
  );
}
