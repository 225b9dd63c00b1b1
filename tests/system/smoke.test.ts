// The built server starts on a fresh embedded database and serves the demo
// league: made by the server itself, as on a new installation (the other
// system tests' servers start on a copy of it).
import { afterAll, beforeAll, expect, it } from "vitest";
import { signIn, startServer, type RunningServer } from "./server";
import { httpFetch } from "../support/http-client";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: "info" }, { fresh: true });
});
afterAll(() => server?.stop());

it("serves the home page and signs the demo admin in", async () => {
  expect(server.output()).toMatch(/Created the demo league in \d+ ms/);
  const home = await httpFetch(server.url);
  expect(home.status).toBe(200);
  const cookie = await signIn(server, "admin@example.org");
  const admin = await httpFetch(`${server.url}/admin`, {
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  expect(admin.status).toBe(200);
});
