// better-auth: email + password and emailed sign-in links (magic-link plugin),
// stored through the drizzle adapter in the user/session/account/verification
// tables. Built once, on first use, against the process-wide database.
//
// Its HTTP handler is NOT exposed (every /api/auth/* path is a 404): the site
// calls better-auth's API from its own routes (/login, /login/verify,
// /logout), which apply the site's rules first: a link only for a player's or
// admin's email, every password try counted against the shared limits.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins";
import { env } from "~/config.server";
import type { Database } from "~/db/connection.server";
import { database } from "~/db/index.server";
import { account, session, user, verification } from "~/db/auth-schema";
import { sendEmail } from "~/email/mailer.server";
import { signInLinkEmail } from "~/email/sign-in-link";
import { CLIENT_IP_HEADER } from "./client-ip.server";
import { safeRedirectTarget } from "./redirect-target";
import { authSecret } from "./secret.server";

/** How long an emailed sign-in link works. */
export const SIGN_IN_LINK_MINUTES = 15;

/** The site's public origin: APP_URL (config reads it as an origin), else the local server. */
export function appUrl(): string {
  const config = env();
  return config.APP_URL ?? `http://localhost:${config.PORT}`;
}

/** The emailed link: /login/verify with the one-time token and a safe target. */
export function signInLinkUrl(token: string, target: string | null): string {
  const query = new URLSearchParams({ token, redirect: safeRedirectTarget(target) });
  return `${appUrl()}/login/verify?${query}`;
}

export function createAuth(db: Database) {
  return betterAuth({
    appName: "Southie Parish League",
    baseURL: appUrl(),
    basePath: "/api/auth",
    secret: authSecret(),
    trustedOrigins: [appUrl()],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      // Passwords are set by the league (demo accounts), not by self sign-up.
      disableSignUp: true,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Its limiter guards the HTTP handler only, which we do not expose; the
    // site's own limits (app/auth/rate-limit.server.ts) live in the database.
    rateLimit: { enabled: false },
    advanced: {
      // Secure cookies whenever the site is served over https.
      useSecureCookies: appUrl().startsWith("https:"),
      // server.mjs writes this header from the socket address (or the trusted
      // proxy's), overwriting whatever the client sent.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        storeToken: "hashed",
        // The emailed link opens our own /login/verify page (better-auth's
        // verify URL is not served), carrying the token and where to go next.
        sendMagicLink: async ({ email, url, token }) => {
          const link = signInLinkUrl(token, new URL(url).searchParams.get("callbackURL"));
          await sendEmail(signInLinkEmail(email, link, SIGN_IN_LINK_MINUTES));
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const holder = globalThis as typeof globalThis & { __leagueAuth?: Promise<Auth> };

export function auth(): Promise<Auth> {
  holder.__leagueAuth ??= database().then(createAuth);
  return holder.__leagueAuth;
}
