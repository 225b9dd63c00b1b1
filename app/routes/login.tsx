// /login?redirect=…: an emailed sign-in link (players and admins), or a
// password for accounts that have one (docs/league-rules.md#roles).
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Link } from "~/components/link";
import { keptRedirectTarget, landingAfterSignIn, signInPage } from "~/auth/redirect-target";
import { retryAfterHeaders } from "~/auth/rate-limit.server";
import { getViewer } from "~/auth/viewer.server";
import { useHydrated } from "~/components/use-hydrated";
import { type RouteHandle } from "~/components/chrome/page-title";
import { FieldErrors, FormErrors } from "~/components/field-errors";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LINK_FAILED, LoginSchema } from "~/domain/people/login";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/login";
import { sendSignInLink, signInWithPassword } from "~/auth/sign-in.server";
import { withinFieldLimits } from "~/form-reply";

export const handle: RouteHandle = { title: "Sign in" };

/** A refused attempt (429) says when to try again. */
export const headers = retryAfterHeaders;

export function meta() {
  return pageMeta({
    title: "Sign in",
    description: "Sign in with the email you signed up with to comment on games.",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("redirect");
  const viewer = await getViewer(request);
  if (viewer) {
    throw redirect(landingAfterSignIn(asked, { ...viewer, isPlayer: viewer.player !== null }));
  }
  // Null when no page was asked for: then where he lands depends on who he is.
  return { target: keptRedirectTarget(asked), linkFailed: url.searchParams.get("error") !== null };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: LoginSchema });
  if (submission.status !== "success") {
    return data(
      {
        result: withinFieldLimits(LoginSchema, submission.reply({ hideFields: ["password"] })),
        sentTo: null,
      },
      400,
    );
  }
  const { email, password, redirect: asked } = submission.value;
  const outcome = password
    ? await signInWithPassword(request, email, password, asked)
    : await sendSignInLink(request, email, asked);
  if (outcome.kind === "signed-in") {
    const headers = new Headers();
    for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie);
    throw redirect(outcome.to, { headers });
  }
  if (outcome.kind === "sent") return { result: submission.reply(), sentTo: outcome.email };
  const errors =
    outcome.field === "form"
      ? { formErrors: [outcome.message] }
      : { fieldErrors: { [outcome.field]: [outcome.message] } };
  return data(
    {
      result: withinFieldLimits(
        LoginSchema,
        submission.reply({ ...errors, hideFields: ["password"] }),
      ),
      sentTo: null,
    },
    { status: outcome.field === "form" ? 429 : 400, headers: outcome.headers },
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { target, linkFailed } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [showPassword, setShowPassword] = useState(false);
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: "login",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  });

  if (actionData?.sentTo) {
    return (
      <div className="page narrow-page">
        <h1>Check your email!</h1>
        <p>
          We sent a sign-in link to <strong>{actionData.sentTo}</strong>. Open it on this device to
          sign in. It works once, within 15 minutes.
        </p>
        <p className="muted small">
          Nothing arrived? Look in your spam folder, or{" "}
          <Link to={signInPage(target)}>try again</Link>.
        </p>
      </div>
    );
  }

  return (
    <div className="page narrow-page">
      <h1>Sign in</h1>
      <p>
        Players sign in with the email they signed up with: we email you a link. If your account has
        a password, you may use it instead.
      </p>
      {linkFailed ? (
        <p className="form-error" role="alert">
          {LINK_FAILED}
        </p>
      ) : null}
      <Form method="post" className="form" {...getFormProps(form)}>
        {target ? <input type="hidden" name="redirect" value={target} /> : null}
        <FormErrors form={form} />
        <div className="field">
          <label htmlFor={fields.email.id}>Email</label>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="email"
            inputMode="email"
            required
          />
          <FieldErrors field={fields.email} />
        </div>
        <div className="field">
          <label htmlFor={fields.password.id}>
            Password <span className="muted">(optional)</span>
          </label>
          <div className="field-with-button">
            <input
              {...getInputProps(fields.password, { type: showPassword ? "text" : "password" })}
              autoComplete="current-password"
            />
            <button
              type="button"
              className="button-secondary"
              aria-pressed={showPassword}
              aria-controls={fields.password.id}
              // Only the page's script can reveal the password: until it runs,
              // the button says so rather than ignore a tap.
              disabled={!hydrated}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? "Hide" : "Show"}
            </button>
          </div>
          {fields.password.errors ? (
            <p className="field-error" id={fields.password.errorId}>
              {fields.password.errors[0]}
            </p>
          ) : (
            <p className="field-hint">Leave it empty to get a sign-in link by email.</p>
          )}
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
