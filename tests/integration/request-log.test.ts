// The request log on a real HTTP server: one line per request with its id,
// the id sent back to the visitor, no query strings (they can hold sign-in
// tokens), health checks left out, and an unexpected error logged with its
// stack on the same line while the visitor gets a plain 500 page.
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerUnexpectedError, requestLog } from "~/server/request-log.server";
import { httpFetch } from "../support/http-client";

interface Line {
  level: number;
  msg: string;
  requestId: string;
  req: { method: string; path: string };
  res: { status: number };
  ms: number;
  err?: { message: string; stack: string };
}

function serverWith(trustsProxy: boolean) {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split("\n").filter(Boolean)) {
        lines.push(JSON.parse(text) as Line);
      }
      done();
    },
  });
  const app = express();
  app.use(requestLog(trustsProxy, pino({ base: undefined }, sink)));
  app.get("/healthz", (_req, res) => res.send("ok"));
  app.get("/login/verify", (req, res) => res.send(`seen ${String(req.headers["x-request-id"])}`));
  app.get("/boom", () => {
    throw new Error("kaboom");
  });
  app.use(answerUnexpectedError);
  const server = app.listen(0, "127.0.0.1");
  const url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const listening = new Promise((resolve) => server.once("listening", resolve));
  return { lines, server, url, listening };
}

describe("request log", () => {
  const direct = serverWith(false);
  const proxied = serverWith(true);
  beforeAll(() => Promise.all([direct.listening, proxied.listening]));
  afterAll(() => {
    direct.server.close();
    proxied.server.close();
  });

  it("logs one line per request with its id, path without query, status and time", async () => {
    const answer = await httpFetch(`${direct.url()}/login/verify?token=secret-sign-in-token`, {
      headers: { "X-Request-Id": "chosen-by-a-client" },
    });
    const id = answer.headers.get("X-Request-Id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // The app sees the same id, never the one a client chose.
    expect(await answer.text()).toBe(`seen ${id}`);
    await expect.poll(() => direct.lines.length).toBe(1);
    const [line] = direct.lines;
    expect(line).toMatchObject({
      level: 30,
      requestId: id,
      req: { method: "GET", path: "/login/verify" },
      res: { status: 200 },
    });
    expect(line!.msg).toMatch(/^GET \/login\/verify 200 \d+ ms$/);
    expect(typeof line!.ms).toBe("number");
    expect(JSON.stringify(direct.lines)).not.toContain("secret-sign-in-token");
  });

  it("leaves the health checks out", async () => {
    const before = direct.lines.length;
    await httpFetch(`${direct.url()}/healthz`);
    await httpFetch(`${direct.url()}/login/verify`);
    await expect.poll(() => direct.lines.length).toBe(before + 1);
    expect(direct.lines.at(-1)!.req.path).toBe("/login/verify");
  });

  it("keeps a trusted proxy's request id", async () => {
    const answer = await httpFetch(`${proxied.url()}/login/verify`, {
      headers: { "X-Request-Id": "caddy-1234" },
    });
    expect(answer.headers.get("X-Request-Id")).toBe("caddy-1234");
    await expect.poll(() => proxied.lines.at(-1)?.requestId).toBe("caddy-1234");
  });

  it("logs an unexpected error with its stack and answers a plain 500 page", async () => {
    const answer = await httpFetch(`${direct.url()}/boom`);
    expect(answer.status).toBe(500);
    expect(answer.headers.get("Content-Type")).toMatch(/^text\/html/);
    const page = await answer.text();
    expect(page).toContain("Something went wrong on our side.");
    expect(page).not.toContain("kaboom");
    await expect.poll(() => direct.lines.find((l) => l.req.path === "/boom")).toBeTruthy();
    const line = direct.lines.find((l) => l.req.path === "/boom")!;
    expect(line.level).toBe(50);
    expect(line.requestId).toBe(answer.headers.get("X-Request-Id"));
    expect(line.err?.message).toBe("kaboom");
    expect(line.err?.stack).toContain("request-log.test.ts");
  });
});
