// The one HTTP client of the tests that talk to a running server (system,
// cluster and integration tests): `httpFetch` instead of the global `fetch`
// (ESLint refuses the global one in those folders), and `agent: false` (a new
// connection, closed after its answer) for a raw `node:http` request.
//
// Why: the app's server closes a connection after 5 s idle (keepAliveTimeout
// in app/server/http-app.server.ts). The global fetch's pool reuses an idle
// connection for up to about 4 s, and Node's global http.Agent for 5 s: on a
// loaded machine the test process can send a request on a connection the
// server is closing at that very moment, and the request fails with "other
// side closed" (seen in a whole-suite run). This pool drops an idle connection
// after 1 s, well before the server's 5 s, so a late event loop on either side
// never brings the two together; within a burst of requests it still reuses
// connections, as a browser does.
import { Agent, fetch, type RequestInit as UndiciRequestInit } from "undici";

/** How long an idle connection stays in the pool: a fifth of the server's 5 s. */
export const CLIENT_KEEP_ALIVE_MS = 1_000;

const pool = new Agent({
  keepAliveTimeout: CLIENT_KEEP_ALIVE_MS,
  // The server's `Keep-Alive: timeout=5` hint must not lengthen it.
  keepAliveMaxTimeout: CLIENT_KEEP_ALIVE_MS,
});

/**
 * `fetch` through the tests' pool (see above). It takes and gives the global
 * fetch's types: undici's own declare the same objects but a different
 * ReadableStream, which TypeScript will not match with the global one.
 */
export function httpFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  const withPool = { ...init, dispatcher: pool } as UndiciRequestInit;
  return fetch(input, withPool) as unknown as Promise<Response>;
}
