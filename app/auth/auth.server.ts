// better-auth: email + password and emailed sign-in links (magic-link plugin),
// stored through the drizzle adapter in the user/session/account/verification
// tables. Built once, on first use, against the process-wide database.
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
import { authSecret } from "./secret.server";

/** How long an emailed sign-in link works. */
export const SIGN_IN_LINK_MINUTES = 15;

/** The site's public address: APP_URL, else the local server. */
export function appUrl(): string {
  const config = env();
  return (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, "");
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
    advanced: {
      // server.mjs writes this header from the socket address (or the trusted
      // proxy's), overwriting whatever the client sent.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        storeToken: "hashed",
        sendMagicLink: async ({ email, url }) => {
          await sendEmail(signInLinkEmail(email, url, SIGN_IN_LINK_MINUTES));
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
