// A signup made signed out counts once the player confirms it
// (docs/league-rules.md#signups-and-fees): its link arrives by email, which a
// server without SMTP_URL writes to DATA_DIR/outbox once its outbox worker
// sends it (within a second or so). The newest confirmation link to an
// address, from any of these servers' folders, waiting for it to arrive.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { httpFetch } from "../support/http-client";

export async function emailedConfirmation(
  dataDirs: string[],
  email: string,
  timeoutMs = 30_000,
): Promise<URL> {
  const until = Date.now() + timeoutMs;
  const suffix = `-${email.toLowerCase()}.eml`;
  while (Date.now() < until) {
    const files = dataDirs.flatMap((dir) => {
      const outbox = path.join(dir, "outbox");
      try {
        return readdirSync(outbox)
          .filter((f) => f.endsWith(suffix))
          .map((f) => ({ name: f, file: path.join(outbox, f) }));
      } catch {
        return [];
      }
    });
    for (const { file } of files.sort((a, b) => b.name.localeCompare(a.name))) {
      const mail = await simpleParser(readFileSync(file));
      if (!mail.subject?.startsWith("Confirm your signup for")) continue;
      const link = mail.text?.match(/https?:\/\/\S+/)?.[0];
      if (link) return new URL(link);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No confirmation email to ${email} within ${timeoutMs} ms`);
}

/**
 * A signup waiting for confirmation, made on this server as a visitor would
 * (Sign up on /signup/returning, signed out) for a player of the exported
 * league not signed up for the season taking signups: its id, read from the
 * link emailed to him. For the tests that reach /signup/confirm with a
 * genuine link.
 */
export async function waitingSignupId(
  server: { url: string; dataDir: string },
  tables: Record<string, Record<string, unknown>[]>,
): Promise<string> {
  const season = (tables.seasons ?? []).find((s) => s.registration_open);
  const signed = new Set(
    (tables.signups ?? []).filter((s) => s.season_id === season?.id).map((s) => s.player_id),
  );
  const player = (tables.players ?? []).find((p) => !signed.has(p.id));
  if (!season || !player) throw new Error("No season taking signups, or nobody left to sign up");
  const tapped = await httpFetch(`${server.url}/signup/returning`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url },
    body: new URLSearchParams({ intent: "signup", playerId: String(player.id) }),
  });
  await tapped.body?.cancel();
  if (tapped.status !== 200) throw new Error(`Sign up answered ${tapped.status}`);
  const link = await emailedConfirmation([server.dataDir], String(player.email));
  return link.searchParams.get("i")!;
}
