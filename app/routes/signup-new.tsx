// /signup/new: the new player form (docs/league-rules.md#signups-and-fees). A
// valid form emails the address typed a link to confirm; the page then says
// where it went, and his player record and signup are made when he taps it.
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { Link } from "~/components/link";
import { clientIp } from "~/auth/client-ip.server";
import { retryAfterHeaders } from "~/auth/rate-limit.server";
import { now } from "~/clock.server";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SignupField, SignupFormErrors } from "~/components/signups/field";
import { database } from "~/db/index.server";
import {
  DEFAULT_HEIGHT_FEET,
  DEFAULT_HEIGHT_INCHES,
  DEFAULT_JERSEY_SIZE,
  EMAIL_TAKEN,
  HEIGHT_FEET,
  HEIGHT_INCHES,
  JERSEY_SIZES,
  jerseySizeLabel,
  NewPlayerSchema,
} from "~/domain/signups/signup";
import { AGE_MAX, AGE_MIN, EMAIL_MAX, NAME_MAX, PHONE_MAX } from "~/domain/people/fields";
import { CONFIRM_LINK_DAYS } from "~/domain/signups/confirmation";
import { pageMeta } from "~/meta";
import { loadNewPlayerSignup, signUpNew } from "~/pages/signup-new.server";
import type { Route } from "./+types/signup-new";

export const handle: RouteHandle = { title: "New Player" };

/** A refused signup (429, rate limit) says when to try again. */
export const headers = retryAfterHeaders;

export function meta() {
  return pageMeta({
    title: "New player signup",
    description:
      "Play in the league for the first time: your name, email, phone, age, height and jersey size.",
  });
}

export async function loader() {
  return loadNewPlayerSignup(await database());
}

export async function action({ request }: Route.ActionArgs) {
  // A body that is not a form is just an empty form: field messages, not a 500.
  const form = await request.formData().catch(() => new FormData());
  return signUpNew(await database(), form, clientIp(request), now());
}

export default function SignupNew({ loaderData, actionData }: Route.ComponentProps) {
  const { season } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "signup-new",
    lastResult: actionData?.result,
    constraint: getZodConstraint(NewPlayerSchema),
    defaultValue: {
      heightFeet: String(DEFAULT_HEIGHT_FEET),
      heightInches: String(DEFAULT_HEIGHT_INCHES),
      jerseySize: DEFAULT_JERSEY_SIZE,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewPlayerSchema }),
  });
  const firstName = withoutKey(getInputProps(fields.firstName, { type: "text" }));
  const lastName = withoutKey(getInputProps(fields.lastName, { type: "text" }));
  const email = withoutKey(getInputProps(fields.email, { type: "email" }));
  const phone = withoutKey(getInputProps(fields.phone, { type: "tel" }));
  const age = withoutKey(getInputProps(fields.age, { type: "number" }));
  const feet = withoutKey(getSelectProps(fields.heightFeet));
  const inches = withoutKey(getSelectProps(fields.heightInches));
  const jersey = withoutKey(getSelectProps(fields.jerseySize));
  const emailTaken = fields.email.errors?.includes(EMAIL_TAKEN) ?? false;
  const emailed = actionData && "emailed" in actionData ? actionData.emailed : null;

  if (emailed) {
    return (
      <div className="page signup-page">
        <div className="signup-intro">
          <h1>Check your email!</h1>
          <p className="signup-emailed" role="status">
            {emailed}
          </p>
          <p>
            Your signup for Season {season.id} ({season.name}) counts once you confirm it. The link
            works once, within {CONFIRM_LINK_DAYS} days.
          </p>
          <p className="muted small">
            Nothing arrived? Look in your spam folder, or{" "}
            <Link to="/signup/new">sign up again</Link>.
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="page signup-page">
      <div className="signup-intro">
        <h1>New Player</h1>
        <p className="muted">
          Sign up for Season {season.id} ({season.name}). Played before?{" "}
          <Link to="/signup/returning">Sign up as a Returning Player</Link>.
        </p>
        <p className="signup-hint">Fields marked * are required.</p>
      </div>

      <Form method="post" className="signup-form card" {...getFormProps(form)}>
        <SignupFormErrors id={form.errorId} errors={form.errors} />
        <div className="signup-row">
          <SignupField
            id={fields.firstName.id}
            label="First name"
            required
            errorId={fields.firstName.errorId}
            errors={fields.firstName.errors}
          >
            <input
              key={firstName.key}
              {...firstName.props}
              maxLength={NAME_MAX}
              autoComplete="given-name"
            />
          </SignupField>
          <SignupField
            id={fields.lastName.id}
            label="Last name"
            required
            errorId={fields.lastName.errorId}
            errors={fields.lastName.errors}
          >
            <input
              key={lastName.key}
              {...lastName.props}
              maxLength={NAME_MAX}
              autoComplete="family-name"
            />
          </SignupField>
        </div>
        <SignupField
          id={fields.email.id}
          label="Email"
          required
          errorId={fields.email.errorId}
          errors={fields.email.errors}
          errorExtra={
            emailTaken ? (
              <p>
                <Link to="/signup/returning">Returning Player signup</Link>
              </p>
            ) : null
          }
        >
          <input key={email.key} {...email.props} maxLength={EMAIL_MAX} autoComplete="email" />
        </SignupField>
        <div className="signup-row">
          <SignupField
            id={fields.phone.id}
            label="Phone"
            required
            errorId={fields.phone.errorId}
            errors={fields.phone.errors}
          >
            <input key={phone.key} {...phone.props} maxLength={PHONE_MAX} autoComplete="tel" />
          </SignupField>
          <SignupField
            id={fields.age.id}
            label="Age"
            required
            errorId={fields.age.errorId}
            errors={fields.age.errors}
          >
            <input
              key={age.key}
              {...age.props}
              min={AGE_MIN}
              max={AGE_MAX}
              step={1}
              inputMode="numeric"
            />
          </SignupField>
        </div>
        <fieldset className="signup-height">
          <legend>Height</legend>
          <div className="signup-row">
            <SignupField
              id={fields.heightFeet.id}
              label="Feet"
              errorId={fields.heightFeet.errorId}
              errors={fields.heightFeet.errors}
            >
              <select key={feet.key} {...feet.props}>
                {HEIGHT_FEET.map((ft) => (
                  <option key={ft} value={ft}>
                    {ft} ft
                  </option>
                ))}
              </select>
            </SignupField>
            <SignupField
              id={fields.heightInches.id}
              label="Inches"
              errorId={fields.heightInches.errorId}
              errors={fields.heightInches.errors}
            >
              <select key={inches.key} {...inches.props}>
                {HEIGHT_INCHES.map((inch) => (
                  <option key={inch} value={inch}>
                    {inch} in
                  </option>
                ))}
              </select>
            </SignupField>
          </div>
        </fieldset>
        <SignupField
          id={fields.jerseySize.id}
          label="Jersey size"
          errorId={fields.jerseySize.errorId}
          errors={fields.jerseySize.errors}
        >
          <select key={jersey.key} {...jersey.props}>
            {JERSEY_SIZES.map((size) => (
              <option key={size} value={size}>
                {jerseySizeLabel(size)}
              </option>
            ))}
          </select>
        </SignupField>
        <button type="submit" className="button signup-submit" disabled={sending}>
          {sending ? "Signing up…" : "Sign up"}
        </button>
      </Form>
    </div>
  );
}

/** React wants `key` passed on its own, never spread in with the other props. */
function withoutKey<T extends { key: string | undefined }>({ key, ...props }: T) {
  return { key, props };
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
