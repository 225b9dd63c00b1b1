// Once per run of the `push` project, before its test files' processes start:
// a certificate for the tests' push services (./push-service.ts), written to a
// file that NODE_EXTRA_CA_CERTS names. Node reads that variable only when a
// process starts, so the project runs its files in child processes (forks),
// which are started after this and inherit it: the push worker under test
// then trusts the push service through the process's CA store, as a
// production server trusts a real one, with no test-only option.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { pushServiceTls, type PushServiceTls } from "./push-service";

declare module "vitest" {
  export interface ProvidedContext {
    pushServiceTls: PushServiceTls;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "league-push-ca-"));
  const tls = await pushServiceTls();
  const file = path.join(dir, "push-service.pem");
  writeFileSync(file, tls.cert);
  process.env.NODE_EXTRA_CA_CERTS = file;
  project.provide("pushServiceTls", tls);
  return () => rmSync(dir, { recursive: true, force: true });
}
