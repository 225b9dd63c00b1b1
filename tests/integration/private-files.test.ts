// The data folder is for the server's user alone: a new embedded database,
// the mail outbox and the signing key come out 0700 / 0600, and a folder
// others can open is named at start with the command that closes it.
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "~/db/connection.server";
import { dataFolderWarning, makePrivate } from "~/db/private-files.server";

const root = mkdtempSync(path.join(tmpdir(), "league-private-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every path under `dir` whose mode lets group or others in, with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (at: string) => {
    const stat = lstatSync(at);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${at} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(at)) visit(path.join(at, name));
  };
  visit(dir);
  return found;
}

describe("files in the data folder", () => {
  it("a new embedded database: folders 0700, files 0600 (PGlite lays them out 0666)", async () => {
    const dir = path.join(root, "league", "db");
    const opened = await openDatabase({ dir });
    try {
      await opened.db.execute("create table later_table (x int)");
    } finally {
      await opened.close();
    }
    expect(statSync(path.join(root, "league")).mode & 0o777).toBe(0o700);
    const files = readdirSync(dir, { recursive: true }).length;
    expect(files).toBeGreaterThan(500);
    expect(openToOthers(dir)).toEqual([]);
  });

  it("makePrivate closes a folder tree and counts what it changed", () => {
    const dir = path.join(root, "shared");
    mkdirSync(path.join(dir, "inner"), { recursive: true, mode: 0o755 });
    chmodSync(dir, 0o755);
    chmodSync(path.join(dir, "inner"), 0o775);
    expect(makePrivate(dir)).toBe(2);
    expect(openToOthers(dir)).toEqual([]);
    expect(makePrivate(dir)).toBe(0);
  });

  it("the start warns about a folder others can open, in one sentence with the fix", () => {
    const dir = path.join(root, "open");
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    expect(dataFolderWarning(dir)).toBe(
      `The data folder ${dir} is open to other users of this machine (mode 0755): it holds the league's database and sign-in links. Run "chmod 700 ${dir}".`,
    );
    chmodSync(dir, 0o700);
    expect(dataFolderWarning(dir)).toBeNull();
    expect(dataFolderWarning(path.join(root, "not-made-yet"))).toBeNull();
  });
});

describe("the outbox and the signing key", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    vi.resetModules();
  });

  it("an email written to the outbox (no SMTP_URL) and the generated key are 0600 in 0700 folders", async () => {
    const dataDir = path.join(root, "mail");
    process.env.DATA_DIR = dataDir;
    delete process.env.SMTP_URL;
    delete process.env.DATABASE_URL;
    delete process.env.BETTER_AUTH_SECRET;
    vi.resetModules();
    const { sendEmail } = await import("~/email/mailer.server");
    const { authSecret } = await import("~/auth/secret.server");
    await sendEmail({
      to: "player@example.org",
      subject: "Sign in",
      text: "https://league.example/login/verify?token=secret",
      html: "<p>Sign in</p>",
    });
    authSecret();
    const outbox = path.join(dataDir, "outbox");
    expect(readdirSync(outbox)).toHaveLength(1);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
