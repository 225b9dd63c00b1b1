// A player's season whose games the page did not send (LazySeason in
// app/components/players/game-logs.tsx): opened, it fetches the page that
// sends them (its no-JavaScript link's) and puts in the table that page has
// for the season: the server's rendering, not a second one here.

/** What the season shows while its games load, as LazySeason draws it. */
function loadingStatus(): HTMLParagraphElement {
  const status = document.createElement("p");
  status.className = "muted small stats-accordion-status";
  status.setAttribute("role", "status");
  status.textContent = "Loading games…";
  return status;
}

/** The season's parts (its table) in the page at `href`, without their summary. */
async function servedParts(href: string, id: string): Promise<Element[]> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  const parts = [...(page.getElementById(id)?.children ?? [])].filter(
    (part) => part.localName !== "summary",
  );
  if (!parts.some((part) => part.querySelector("table"))) throw new Error(`${href}: no #${id}`);
  return parts;
}

export function loadLazyGames(details: HTMLDetailsElement): void {
  const href = details.dataset.gamesHref;
  let asked = false;
  const load = async () => {
    const link = details.querySelector(".stats-accordion-status");
    if (!details.open || asked || !href || !link) return;
    asked = true;
    const status = loadingStatus();
    link.replaceWith(status);
    try {
      status.replaceWith(...(await servedParts(href, details.id)));
    } catch {
      // The link again: it opens the season on a page of its own.
      status.replaceWith(link);
      asked = false;
    }
  };
  details.addEventListener("toggle", () => void load());
  // Opened before this ran: its toggle event came before anyone listened.
  void load();
}
