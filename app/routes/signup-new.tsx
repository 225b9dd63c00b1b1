// /signup/new: the new player form (docs/league-rules.md#signups-and-fees). A
// valid form emails the address typed a link to confirm; the page then says
// where it went, and his player record and signup are made when he taps it.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { Link } from "~/components/link";
import { clientIp } from "~/auth/client-ip.server";
import { retryAfterHeaders } from "~/auth/rate-limit.server";
import { now } from "~/clock.server";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SignupFormErrors, SignupInput, SignupSelect } from "~/components/signups/field";
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
          <SignupInput
            field={fields.firstName}
            label="First name"
            required
            type="text"
            maxLength={NAME_MAX}
            autoComplete="given-name"
          />
          <SignupInput
            field={fields.lastName}
            label="Last name"
            required
            type="text"
            maxLength={NAME_MAX}
            autoComplete="family-name"
          />
        </div>
        <SignupInput
          field={fields.email}
          label="Email"
          required
          errorExtra={
            emailTaken ? (
              <p>
                <Link to="/signup/returning">Returning Player signup</Link>
              </p>
            ) : null
          }
          type="email"
          maxLength={EMAIL_MAX}
          autoComplete="email"
        />
        <div className="signup-row">
          <SignupInput
            field={fields.phone}
            label="Phone"
            required
            type="tel"
            maxLength={PHONE_MAX}
            autoComplete="tel"
          />
          <SignupInput
            field={fields.age}
            label="Age"
            required
            type="number"
            min={AGE_MIN}
            max={AGE_MAX}
            step={1}
            inputMode="numeric"
          />
        </div>
        <fieldset className="signup-height">
          <legend>Height</legend>
          <div className="signup-row">
            <SignupSelect
              field={fields.heightFeet}
              label="Feet"
              values={HEIGHT_FEET}
              text={(ft) => <>{ft} ft</>}
            />
            <SignupSelect
              field={fields.heightInches}
              label="Inches"
              values={HEIGHT_INCHES}
              text={(inch) => <>{inch} in</>}
            />
          </div>
        </fieldset>
        <SignupSelect
          field={fields.jerseySize}
          label="Jersey size"
          values={JERSEY_SIZES}
          text={jerseySizeLabel}
        />
        <button type="submit" className="button signup-submit" disabled={sending}>
          {sending ? "Signing up…" : "Sign up"}
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
