// The personal pages (app/personal-paths.ts says which) get this header on
// every answer for their addresses (documents, `.data`, redirects, errors),
// whatever the route said, from the web server; they get no ETag either
// (app/entry.server.tsx).
export { isPersonalPage } from "~/personal-paths";

export const PERSONAL_CACHE_CONTROL = "private, no-store";
