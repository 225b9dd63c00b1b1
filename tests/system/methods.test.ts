// What each address takes (docs/security.md): forms post, nothing acts on
// PUT, PATCH or DELETE, every 405 says what is allowed, and OPTIONS is
// answered without rendering (and without an error in the log).
import { afterAll, beforeAll, expect, it } from "vitest";
import { loggedErrors } from "./logged-errors";
import { startServer, type RunningServer } from "./server";
import { httpFetch } from "../support/http-client";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const send = (path: string, method: string) =>
  httpFetch(`${server.url}${path}`, {
    method,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: method === "GET" || method === "HEAD" ? undefined : "",
    redirect: "manual",
  });

it("refuses PUT, PATCH and DELETE on an address with a form, with Allow", async () => {
  for (const method of ["PUT", "PATCH", "DELETE"]) {
    const answer = await send("/alerts/unsubscribe?p=x&s=y", method);
    expect(answer.status, method).toBe(405);
    expect(answer.headers.get("allow")).toBe("GET, HEAD, POST");
  }
  // GET still only asks: the bad signature is said, nothing is spent.
  expect((await send("/alerts/unsubscribe?p=x&s=y", "GET")).status).toBe(400);
});

it("a page without a form answers 405 with Allow: GET, HEAD", async () => {
  const answer = await send("/records", "POST");
  expect(answer.status).toBe(405);
  expect(answer.headers.get("allow")).toBe("GET, HEAD");
});

it("answers OPTIONS with the methods, and no error in the log", async () => {
  const form = await send("/alerts/unsubscribe", "OPTIONS");
  expect(form.status).toBe(204);
  expect(form.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
  const page = await send("/records", "OPTIONS");
  expect(page.status).toBe(204);
  expect(page.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  expect(loggedErrors(server.output())).toEqual([]);
});
