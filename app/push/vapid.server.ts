// The VAPID identity that signs every push (RFC 8292;
// docs/production.md#push-notifications): the key pair from the settings, or
// else the one kept in the database (made once, shared by every instance),
// and the subject push services may write to about our pushes.
import webpush from "web-push";
import { now } from "~/clock.server";
import { env } from "~/config.server";
import type { Executor } from "~/db/connection.server";
import { storedVapidKeys } from "~/data/vapid-keys.server";

export interface VapidIdentity {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: */
  subject: string;
}

/** VAPID_SUBJECT, else a mailto: of MAIL_FROM's address, else the site's https address. */
export function vapidSubject(): string {
  const config = env();
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  if (/^[^\s@<>]+@[^\s@<>]+$/.test(address)) return `mailto:${address}`;
  if (config.APP_URL?.startsWith("https:")) return config.APP_URL;
  return "mailto:no-reply@example.org";
}

export async function vapidKeys(db: Executor): Promise<VapidIdentity> {
  const config = env();
  const subject = vapidSubject();
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const kept = await storedVapidKeys(db, () => webpush.generateVAPIDKeys(), now());
  return { ...kept, subject };
}

/** The public key browsers subscribe with (applicationServerKey), URL-safe base64. */
export async function pushPublicKey(db: Executor): Promise<string> {
  return (await vapidKeys(db)).publicKey;
}
