// What we change in React Router's HTML so that a phone paints the page
// before it spends anything on JavaScript (docs/architecture.md#paint-first).
// The page is fully rendered on the server and reads without scripts; they
// only make it interactive, so they may wait for the first paint.

/** React Router's entry: the one module script, which imports the route modules. */
const ENTRY_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/;

/**
 * Runs right after the entry script's text, which waits as text/plain: once
 * the browser reports the page's first paint (Paint Timing reports it when
 * the frame is on screen), it puts the real module script in its place, with
 * the same nonce, so React finds the document as React Router wrote it.
 * Browsers without paint entries go one animation frame later (a timeout
 * queued from a frame runs after that frame's paint). A hidden tab paints
 * nothing, so it starts at once. The starter removes itself first.
 */
const STARTER = [
  "(()=>{const w=document.currentScript.previousElementSibling;document.currentScript.remove();",
  'const go=()=>{const s=document.createElement("script");s.type="module";s.nonce=w.nonce;',
  "s.textContent=w.textContent;w.replaceWith(s)};",
  "if(document.hidden)go();",
  'else if(PerformanceObserver.supportedEntryTypes?.includes("paint"))',
  "new PerformanceObserver((_,o)=>{o.disconnect();setTimeout(go)})",
  '.observe({type:"paint",buffered:true});',
  "else requestAnimationFrame(()=>setTimeout(go))})()",
].join("");

/**
 * The page's HTML with its scripts out of the first paint's way:
 * - React Router's `<link rel="modulepreload">`s in `<head>` are dropped.
 *   Even at low priority those downloads start before the first paint and
 *   compete with it on a slow connection (Lighthouse's largest paint on a
 *   phone was 2 s with them, under 1 s without).
 * - The entry script starts after the first paint, and the browser finds the
 *   route modules' chunks from it.
 * HTML without React Router's entry script (an error page of our own) only
 * loses its preloads.
 */
export function paintFirst(html: string): string {
  const headEnd = html.indexOf("</head>");
  const head = headEnd < 0 ? "" : html.slice(0, headEnd);
  const rest = headEnd < 0 ? html : html.slice(headEnd);
  const page = head.replace(/<link rel="modulepreload"[^>]*>/g, "") + rest;
  const entry = ENTRY_SCRIPT.exec(page);
  if (!entry) return page;
  const end = page.indexOf("</script>", entry.index);
  if (end < 0) return page;
  const nonce = entry[1] ?? "";
  const close = end + "</script>".length;
  return (
    page.slice(0, entry.index) +
    `<script nonce="${nonce}" type="text/plain">` +
    page.slice(entry.index + entry[0].length, close) +
    `<script nonce="${nonce}">${STARTER}</script>` +
    page.slice(close)
  );
}
