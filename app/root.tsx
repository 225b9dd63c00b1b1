import { now } from "~/clock.server";
import { getViewer } from "~/auth/viewer.server";
import { database } from "~/db/index.server";
import { loadMenuSeasonId } from "~/pages/root.server";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { useEffect, type ReactNode } from "react";
import { APP_ICONS } from "virtual:app-icons";
import type { Route } from "./+types/root";
import { SiteChrome } from "~/components/chrome/site-chrome";
import { GeneralErrorBoundary, NOT_FOUND_HEADING } from "~/components/error-boundary";
import { LEAGUE_COLOURS, LEAGUE_NAME } from "~/domain/league";
import { useNonce } from "~/nonce";
import { usePageScripts, type PageScriptTags } from "~/page-scripts";
import { leagueDateParts, nextLeagueYearStarts } from "~/domain/time/league-time";
import { displayChangesAt } from "~/shared-pages.server";
import { registerServiceWorker } from "~/service-worker/register";
// Every public page's styles in one file (docs/architecture.md#paint-first).
import siteStylesHref from "./site.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function meta({ error }: Route.MetaArgs) {
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [{ title: `${notFound ? NOT_FOUND_HEADING : "Error"} | ${LEAGUE_NAME}` }];
  }
  return [{ title: LEAGUE_NAME }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const at = now();
  displayChangesAt(context, nextLeagueYearStarts(at));
  const [viewer, currentSeasonId] = await Promise.all([
    getViewer(request),
    database().then(loadMenuSeasonId),
  ]);
  return {
    // The account icon and the menu's account links follow the viewer. No one
    // else sees them: a request with a session cookie is never answered from,
    // nor kept in, the rendered-page cache, and is sent "private"
    // (docs/architecture.md#pages-kept-for-visitors).
    signedIn: viewer !== null,
    isAdmin: viewer?.isAdmin ?? false,
    // The menu's Standings: the current season's page.
    currentSeasonId,
    // Footer copyright year, from the one clock (NOW may pin it).
    year: leagueDateParts(at).year,
  };
}

/**
 * Speculation Rules for the pages that do not hydrate (they have no client
 * router): a same-site link is prerendered when the pointer rests on it or a
 * finger touches it, so the tap shows a page already loaded and drawn. Not
 * the signed links and forms' targets that do something when asked for, nor
 * files (calendars, pictures, exports), nor the switches that keep the
 * scroll (their page must run its islands after the tap, not before).
 */
const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/admin*" } },
          { not: { href_matches: "/login*" } },
          { not: { href_matches: "/logout*" } },
          { not: { href_matches: "/availability*" } },
          { not: { href_matches: "/alerts/*" } },
          { not: { href_matches: "/signup/confirm*" } },
          { not: { href_matches: "/calendar/*" } },
          { not: { href_matches: "/*.png" } },
          {
            not: {
              selector_matches: "[download], [rel~=nofollow], [data-replace], [data-keep-scroll]",
            },
          },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

/** React Router's scripts, or, on a page that reads, its islands and the speculation rules. */
function PageScriptTagsOf({
  scripts,
  nonce,
}: {
  scripts: PageScriptTags;
  nonce: string | undefined;
}) {
  if (scripts.hydrate) {
    return (
      <>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </>
    );
  }
  return (
    <>
      {scripts.islands.map((src) => (
        // Low: the first paint needs the HTML and the stylesheet, not these.
        <script key={src} type="module" src={src} nonce={nonce} fetchPriority="low" />
      ))}
      <script
        type="speculationrules"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
      />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const scripts = usePageScripts();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence, React writes the stylesheet first in <head>, before
            the module preloads: the browser asks for what the first paint
            needs before the scripts (docs/architecture.md#paint-first). */}
        <link rel="stylesheet" href={siteStylesHref} precedence="site" />
        <meta name="theme-color" content={LEAGUE_COLOURS.navy} />
        {/* Installable (docs/architecture.md#installable-and-offline). */}
        <link rel="manifest" href="/manifest.webmanifest" crossOrigin="use-credentials" />
        <link rel="apple-touch-icon" href={APP_ICONS.any192} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <PageScriptTagsOf scripts={scripts} nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // A page that hydrates registers the service worker here; a page that
  // reads, in its menu island.
  useEffect(registerServiceWorker, []);
  return (
    <SiteChrome
      signedIn={loaderData.signedIn}
      isAdmin={loaderData.isAdmin}
      currentSeasonId={loaderData.currentSeasonId}
      year={loaderData.year}
    >
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Undefined when the root loader itself failed: show the chrome signed out.
  const rootData = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteChrome
      signedIn={rootData?.signedIn ?? false}
      isAdmin={rootData?.isAdmin ?? false}
      currentSeasonId={rootData?.currentSeasonId ?? null}
      // Without the root loader's year, none: working it out here would load
      // the league's time zone table on every page for an error's footer.
      year={rootData?.year ?? null}
      title={notFound ? "Not found" : "Error"}
    >
      <GeneralErrorBoundary />
    </SiteChrome>
  );
}
