// One log line per request (method, path, status, milliseconds, request id),
// and the error with its stack on the same line when a request fails. The
// request id is also sent back (X-Request-Id) and handed to the app, so an
// error a visitor reports can be found in the log. Behind a trusted proxy
// (TRUST_PROXY) the proxy's X-Request-Id is kept, so both logs share it.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { log, withoutQueryParameters } from "~/log.server";
import { isDatabaseUnavailable } from "~/db/errors.server";
import { sendDatabaseAway } from "./database-away.server";
import { refusalPage } from "./refusal-page.server";

export const REQUEST_ID_HEADER = "x-request-id";
const SANE_ID = /^[\w.:-]{1,100}$/;
/** Polled every second by the proxy: logging them would drown everything else. */
const UNLOGGED = new Set(["/healthz", "/readyz"]);

/** The path without its query: queries can hold sign-in tokens, which never go in a log. */
const pathOf = (url = ""): string => url.split("?", 1)[0] ?? "";

/** The request's id (a trusted proxy's, else a new one), also sent back as X-Request-Id. */
export function assignRequestId(
  req: IncomingMessage,
  res: ServerResponse,
  trustsProxy: boolean,
): string {
  const offered = req.headers[REQUEST_ID_HEADER];
  const id =
    trustsProxy && typeof offered === "string" && SANE_ID.test(offered) ? offered : randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

/**
 * The path a request is logged with: Express's `originalUrl`, which the edge
 * rewrote to the path it read (./request-address.server.ts) and which a
 * mounted handler (the static files) does not shorten, as it does `url`.
 */
const loggedPath = (req: IncomingMessage) =>
  pathOf((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url);

/** A request's log message: 'GET /seasons/4 200 3 ms'. */
const lineOf = (req: IncomingMessage, res: ServerResponse, ms: number) =>
  `${req.method} ${loggedPath(req)} ${res.statusCode} ${Math.round(ms)} ms`;

/**
 * The log line of a request answered ahead of this logger (a kept page,
 * app/server/rendered-pages.server.ts), with the same fields as its lines.
 */
export function logAnswered(
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  startedAt: number,
  logger: Logger = log(),
): void {
  const ms = performance.now() - startedAt;
  logger.info(
    {
      requestId,
      req: { method: req.method, path: loggedPath(req) },
      res: { status: res.statusCode },
      ms: Math.round(ms),
    },
    lineOf(req, res, ms),
  );
}

export function requestLog(trustsProxy: boolean, logger: Logger = log()) {
  const logRequest = pinoHttp({
    logger,
    quietReqLogger: true,
    genReqId: (req: IncomingMessage, res: ServerResponse) => assignRequestId(req, res, trustsProxy),
    autoLogging: { ignore: (req) => UNLOGGED.has(loggedPath(req)) },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: lineOf,
    // pino-http passes the time too, though its types do not say so.
    customErrorMessage: ((req: IncomingMessage, res: ServerResponse, _error: Error, ms = 0) =>
      lineOf(req, res, ms)) as (req: IncomingMessage, res: ServerResponse, error: Error) => string,
    // Only an error that reached Express (answerUnexpectedError) belongs on
    // the request's line. For a 500 the app answered itself, its own line
    // already has the error; pino-http would add a made-up one.
    customErrorObject: (_req, res, _error, fields: Record<string, unknown>) =>
      (res as Response).err ? fields : { ...fields, err: undefined },
    customAttributeKeys: { reqId: "requestId", responseTime: "ms" },
    serializers: {
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        path: pathOf(req.url),
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      err: withoutQueryParameters,
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    logRequest(req, res);
    // The app sees the id too (for its own error lines), never a client's own.
    req.headers[REQUEST_ID_HEADER] = String(req.id);
    next();
  };
}

/**
 * The last word on an error no route handled: it goes on the request's log
 * line with its stack, and the visitor gets a plain 500 page.
 */
export function answerUnexpectedError(
  error: unknown,
  req: Request,
  res: Response,
  next: NextFunction,
) {
  if (!res.headersSent && isDatabaseUnavailable(error)) {
    // The database is away (restarting): not a fault to log with a stack.
    return sendDatabaseAway(req, res);
  }
  res.err = error instanceof Error ? error : new Error(String(error));
  if (res.headersSent) return next(error);
  res
    .status(500)
    .type("html")
    .send(
      refusalPage("Something went wrong", "Something went wrong on our side. Please try again."),
    );
}
