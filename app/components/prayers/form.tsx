// The form at /prayer-intentions/new (docs/league-rules.md#prayer-intentions):
// the message is required, the name optional (placeholder Anonymous). The same
// zod schema checks it here with JavaScript and in the action without; what was
// typed stays after an error, and each error sits under its field
// (aria-invalid, aria-describedby).
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod, type SubmissionResult } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import {
  ANONYMOUS,
  PRAYER_MESSAGE_MAX,
  PRAYER_NAME_MAX,
  prayerIntentionSchema,
} from "~/domain/prayers/prayer";
import { withThousands } from "~/domain/numbers";
import { FormErrors } from "~/components/field-errors";

const limit = withThousands(PRAYER_MESSAGE_MAX);

export function PrayerForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "prayer-intention",
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: prayerIntentionSchema }),
  });
  const nameHintId = `${fields.name.id}-hint`;
  const messageHintId = `${fields.message.id}-hint`;

  return (
    <Form method="post" className="form prayer-form" {...getFormProps(form)}>
      <FormErrors form={form} />
      <div className="field">
        <label htmlFor={fields.name.id}>
          Your name <span className="muted">(optional)</span>
        </label>
        <input
          {...getInputProps(fields.name, { type: "text", ariaDescribedBy: nameHintId })}
          placeholder={ANONYMOUS}
          maxLength={PRAYER_NAME_MAX}
          autoComplete="name"
        />
        {fields.name.errors ? (
          <p className="field-error" id={fields.name.errorId}>
            {fields.name.errors[0]}
          </p>
        ) : null}
        <p className="field-hint" id={nameHintId}>
          Leave it empty to stay anonymous. Only the name you write here is shown.
        </p>
      </div>
      <div className="field">
        <label htmlFor={fields.message.id}>Your prayer intention</label>
        <textarea
          {...getTextareaProps(fields.message, { ariaDescribedBy: messageHintId })}
          required
          maxLength={PRAYER_MESSAGE_MAX}
          rows={6}
        />
        {fields.message.errors ? (
          <p className="field-error" id={fields.message.errorId}>
            {fields.message.errors[0]}
          </p>
        ) : null}
        <p className="field-hint" id={messageHintId}>
          Up to {limit} characters. It is shown on the prayer intentions page for everyone to pray
          for.
        </p>
      </div>
      <div>
        <button type="submit" className="button" disabled={sending}>
          {sending ? "Sending…" : "Send prayer intention"}
        </button>
      </div>
    </Form>
  );
}
