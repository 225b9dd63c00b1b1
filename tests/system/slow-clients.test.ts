// Slow clients (issue 26 §10) on a real server process: connections that send
// their headers, or their body, a byte a second hold nothing for long. The
// server closes them once HEADERS_TIMEOUT_SECONDS (or REQUEST_TIMEOUT_SECONDS)
// has passed, short here, while a visitor's page still answers at once, and a
// live stream, whose request arrived whole, outlasts both timeouts.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedErrors } from "./logged-errors";
import { startServer, type RunningServer } from "./server";
import { httpFetch } from "../support/http-client";

const HEADERS_S = 3;
const REQUEST_S = 5;
const SLOW_CLIENTS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A connection that sends `start` at once, then one byte of `drip` a second until closed. */
function trickle(port: number, start: string) {
  const socket = connect(port, "127.0.0.1");
  let answer = "";
  let closedAfter: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  const opened = Date.now();
  const connected = new Promise<void>((resolve, reject) => {
    socket.once("connect", () => {
      socket.write(start);
      timer = setInterval(() => socket.write("a"), 1_000);
      resolve();
    });
    socket.once("error", reject);
  });
  socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
  socket.on("error", () => {});
  socket.on("close", () => {
    clearInterval(timer);
    closedAfter = Date.now() - opened;
  });
  return {
    connected,
    get closedAfter() {
      return closedAfter;
    },
    get answer() {
      return answer;
    },
    destroy: () => socket.destroy(),
  };
}

describe("slow clients", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      HEADERS_TIMEOUT_SECONDS: String(HEADERS_S),
      REQUEST_TIMEOUT_SECONDS: String(REQUEST_S),
    });
  });
  afterAll(() => server?.stop());

  it(`${SLOW_CLIENTS} connections trickling their headers in are cut off, and a visitor's pages answer meanwhile`, async () => {
    const slow = Array.from({ length: SLOW_CLIENTS }, () =>
      trickle(server.port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "),
    );
    await Promise.all(slow.map((s) => s.connected));

    // About ten seconds of a visitor reading pages: the home page (kept for
    // visitors) and one rendered afresh each time (a query it has not seen).
    // Each must answer, and within 5 s, ten times what a page takes on a
    // busy machine: a server whose connections the tricklers held would not
    // answer at all. How fast it answers is not this test's to say.
    const started = Date.now();
    for (let visit = 0; Date.now() - started < 9_000; visit++) {
      const address = visit % 2 === 0 ? "/" : `/teams?visit=${visit}`;
      const page = await httpFetch(`${server.url}${address}`, {
        signal: AbortSignal.timeout(5_000),
      });
      await page.text();
      expect(page.status, address).toBe(200);
      await sleep(250);
    }

    // Every trickler was closed, with a 408, once the headers' time was up.
    for (const s of slow) {
      expect(s.closedAfter).not.toBeNull();
      expect(s.closedAfter!).toBeGreaterThanOrEqual(HEADERS_S * 1000 - 200);
      expect(s.closedAfter!).toBeLessThan(HEADERS_S * 1000 + 3_000);
      expect(s.answer).toMatch(/^HTTP\/1\.1 408 /);
    }
  });

  it("a body trickling in is cut off, while a live stream outlasts both timeouts", async () => {
    const stream = await httpFetch(`${server.url}/live`, {
      headers: { Accept: "text/event-stream" },
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let streamEnded = false;
    void (async () => {
      for (;;) {
        const { done } = await reader.read().catch(() => ({ done: true }));
        if (done) break;
      }
      streamEnded = true;
    })();

    const form = "email=someone%40example.org&password=" + "x".repeat(200);
    const body = trickle(
      server.port,
      "POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: " +
        server.url +
        "\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: " +
        form.length +
        "\r\n\r\nemail=",
    );
    await body.connected;
    await expect
      .poll(() => body.closedAfter, { timeout: (REQUEST_S + 4) * 1000, interval: 100 })
      .not.toBeNull();
    expect(body.closedAfter!).toBeGreaterThanOrEqual(REQUEST_S * 1000 - 200);

    // Past both timeouts, the stream still runs.
    await sleep(1_000);
    expect(streamEnded).toBe(false);
    await reader.cancel();

    expect(loggedErrors(server.output())).toEqual([]);
  });
});
