// The built server starts on a fresh embedded database and serves the demo league.
import { afterAll, beforeAll, expect, it } from "vitest";
import { signIn, startServer, type RunningServer } from "./server";
import { httpFetch } from "../support/http-client";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

it("serves the home page and signs the demo admin in", async () => {
  const home = await httpFetch(server.url);
  expect(home.status).toBe(200);
  const cookie = await signIn(server, "admin@example.org");
  const admin = await httpFetch(`${server.url}/admin`, {
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  expect(admin.status).toBe(200);
});
