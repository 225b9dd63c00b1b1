import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  useLocation,
  useParams,
  useRouteError,
  type ErrorResponse,
  type Params,
} from "react-router";
import { Link } from "~/components/link";

export const NOT_FOUND_HEADING = "Page not found";
export const UNEXPECTED_ERROR_HEADING = "Unexpected Application Error!";

export type StatusHandlerInfo = {
  error: ErrorResponse;
  params: Params;
};
export type StatusHandler = (info: StatusHandlerInfo) => ReactNode;

export type GeneralErrorBoundaryProps = {
  /** Per-status renderers, e.g. `{ 403: () => <p>Admins only</p> }`. 404 has a default. */
  statusHandlers?: Record<number, StatusHandler>;
  /** Renders route error responses whose status has no handler. */
  defaultStatusHandler?: StatusHandler;
  /** Renders thrown values that are not route error responses (bugs, failed I/O). */
  unexpectedErrorHandler?: (error: unknown) => ReactNode;
};

/** The default 404 page body: one h1 and a way home. */
export function NotFoundPage() {
  const location = useLocation();
  return (
    <div className="page error-page">
      <h1>{NOT_FOUND_HEADING}</h1>
      <p>
        {"We couldn't find "}
        <code>{location.pathname}</code>.
      </p>
      <p>
        <Link to="/" className="button">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}

function errorDetail(data: unknown): string | undefined {
  if (typeof data === "string") return data;
  if (typeof data === "object" && data !== null && "message" in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === "string") return message;
  }
  return undefined;
}

/** Reason phrases, because statusText does not always survive the trip to the browser. */
const REASONS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Content Too Large",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

function DefaultStatusPage({ error }: StatusHandlerInfo) {
  const reason = REASONS[error.status] ?? error.statusText;
  const detail = errorDetail(error.data);
  return (
    <div className="page error-page">
      <h1>{UNEXPECTED_ERROR_HEADING}</h1>
      <p>
        {error.status} {reason}
      </p>
      {detail && detail !== reason ? <p>{detail}</p> : null}
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}

function UnexpectedErrorPage({ error }: { error: unknown }) {
  const message =
    error instanceof Error ? error.message : typeof error === "string" ? error : undefined;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <div className="page error-page">
      <h1>{UNEXPECTED_ERROR_HEADING}</h1>
      {message ? <p>{message}</p> : null}
      {stack ? (
        <div className="error-stack">
          <pre tabIndex={0}>{stack}</pre>
        </div>
      ) : null}
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}

const defaultStatusHandlers: Record<number, StatusHandler> = {
  404: () => <NotFoundPage />,
};

/**
 * Error boundary body for route modules:
 *   export function ErrorBoundary() {
 *     return <GeneralErrorBoundary statusHandlers={{ 403: () => <p>…</p> }} />;
 *   }
 * 404 responses show "Page not found" with a link home; anything else shows the
 * heading "Unexpected Application Error!" (with status and message for error
 * responses, and the stack in development).
 */
export function GeneralErrorBoundary({
  statusHandlers,
  defaultStatusHandler = (info) => <DefaultStatusPage {...info} />,
  unexpectedErrorHandler = (error) => <UnexpectedErrorPage error={error} />,
}: GeneralErrorBoundaryProps) {
  const error = useRouteError();
  const params = useParams();
  const isResponse = isRouteErrorResponse(error);
  const isNotFound = isResponse && error.status === 404;

  useEffect(() => {
    if (!isNotFound) console.error(error);
  }, [error, isNotFound]);

  if (isResponse) {
    const handler =
      statusHandlers?.[error.status] ?? defaultStatusHandlers[error.status] ?? defaultStatusHandler;
    return <>{handler({ error, params })}</>;
  }
  return <>{unexpectedErrorHandler(error)}</>;
}
