// Outgoing email. With SMTP_URL, nodemailer delivers over SMTP. Without it,
// each message is written to DATA_DIR/outbox as an .eml file and its first
// link is logged, so a newcomer running `npm start` can sign in.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "~/config.server";
import { log } from "~/log.server";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "~/db/private-files.server";

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (an alert's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** A fixed Message-ID ('<…@host>'), the same on every try of one outbox message. */
  messageId?: string;
}

let transport: Transporter | undefined;

/**
 * Time limits for one SMTP conversation, well inside the outbox worker's lease
 * (app/email/outbox-worker.server.ts): a stuck server fails the try instead of
 * holding the message while another instance takes it over.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function smtp(url: string): Transporter {
  transport ??= nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return transport;
}

export async function sendEmail(email: Email): Promise<void> {
  const config = env();
  const message = { from: config.MAIL_FROM, ...email };
  if (config.SMTP_URL) {
    await smtp(config.SMTP_URL).sendMail(message);
    return;
  }
  const built = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(message);
  const outbox = path.join(config.dataDir, "outbox");
  mkdirSync(outbox, { recursive: true, mode: PRIVATE_DIR_MODE });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(outbox, `${stamp}-${email.to.replace(/[^a-z0-9@._-]/gi, "_")}.eml`);
  // It carries sign-in tokens and signed links: the owner alone reads it.
  writeFileSync(file, built.message as Buffer, { mode: PRIVATE_FILE_MODE });
  const link = email.text.match(/https?:\/\/\S+/)?.[0];
  log().info(
    { file, ...(link ? { link } : {}) },
    `No SMTP_URL: "${email.subject}" for ${email.to} written to ${file}`,
  );
}
