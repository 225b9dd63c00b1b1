// The data folder holds the league's database, its signing key and, without
// SMTP, the outbox of emails (which carry sign-in tokens and signed links).
// Nobody else on the machine may read any of it: folders are 0700, files
// 0600. The server starts with umask 077 so what it creates gets these modes
// by default; this module covers what the umask does not.
import { chmodSync, lstatSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** The group and other bits of a mode. */
const SHARED_BITS = 0o077;

/**
 * Takes group and other access off every folder and file under `dir`
 * (`dir` itself included). PGlite lays out a new database from files it
 * carries with mode 0666, whatever the umask; PostgreSQL's own files made
 * later are 0600. Symbolic links are left alone. Answers how many it changed.
 */
export function makePrivate(dir: string): number {
  let changed = 0;
  const visit = (at: string) => {
    const stat = lstatSync(at);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stat.mode & SHARED_BITS) !== 0) {
      chmodSync(at, (stat.mode & 0o777 & ~SHARED_BITS) | (wanted & 0o700));
      changed += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(at)) visit(path.join(at, name));
  };
  visit(dir);
  return changed;
}

/**
 * The start's warning when other users of the machine can open the data
 * folder, or null. The server does not change the folder's own mode: where
 * it lives is the operator's choice, so it says what to run instead.
 */
export function dataFolderWarning(dir: string): string | null {
  let mode: number;
  try {
    mode = statSync(dir).mode;
  } catch {
    return null; // not made yet: it will be made 0700
  }
  if ((mode & SHARED_BITS) === 0) return null;
  const shown = (mode & 0o777).toString(8).padStart(4, "0");
  return `The data folder ${path.resolve(dir)} is open to other users of this machine (mode ${shown}): it holds the league's database and sign-in links. Run "chmod 700 ${path.resolve(dir)}".`;
}
