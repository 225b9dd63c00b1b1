// The short page of an answer given before the app runs (a form too large,
// unreadable or of the wrong kind): plain HTML that reads on any phone.
import { escapeHtml as escape } from "~/domain/html-text";
import { LEAGUE_NAME } from "~/domain/league";

export function refusalPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} | ${LEAGUE_NAME}</title>
<link rel="stylesheet" href="/refusal.css"><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body>
<header><a href="/"><img src="/logo.svg" width="40" height="40" alt="${escape(LEAGUE_NAME)}"></a></header>
<main><h1>${escape(title)}</h1><p>${escape(message)}</p><p><a href="/">Back to the league</a></p></main>
</body>
</html>
`;
}
