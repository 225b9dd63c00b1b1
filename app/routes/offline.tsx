// /offline: what the service worker shows for a page never read on this
// device when there is no signal (docs/architecture.md#installable-and-offline).
// Fetched by the worker on install, signed out, and kept with its version;
// offline, the worker fills the slot below with links to the pages it kept
// (app/service-worker/keep.ts, withKeptPages). Read online, it says so.
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LEAGUE_NAME } from "~/domain/league";
import { KEPT_PAGES_ATTRIBUTE } from "~/service-worker/keep";

export const handle: RouteHandle = {
  hydrate: "never",
  title: "Offline",
};

export function meta() {
  return [{ title: `Offline | ${LEAGUE_NAME}` }, { name: "robots", content: "noindex" }];
}

export default function Offline() {
  return (
    <div className="page offline-page">
      <h1>No signal</h1>
      <p>
        This page has not been read on this device, so there is no copy of it here. It will load
        once you are back online.
      </p>
      <div {...{ [KEPT_PAGES_ATTRIBUTE]: "" }}>
        <p>The pages you read here are kept on this device, to read when there is no signal.</p>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
