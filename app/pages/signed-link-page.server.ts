// The one shape of the pages signed links open (the availability emails',
// app/pages/availability-links.server.ts, and a signup's confirmation,
// app/pages/signup-confirm.server.ts): the signed link is the only
// permission, for the ids it names. `load` (GET, HEAD) verifies the link and
// re-checks what it names, changing nothing; `post` verifies, re-checks, acts
// and re-checks again in one transaction, then answers the page as the data
// now says. A missing or forged link is a 400, a refusal a 4xx with a title
// and a sentence, never a 5xx.
import { data } from "react-router";
import type { Database, Executor, Transaction } from "~/db/connection.server";
import { SIGNED_LINKS, signedLinkIds, type SignedLinkKind } from "~/email/signed-links.server";

export const BAD_AVAILABILITY_LINK =
  "This link is not valid: it may have been cut short when it was copied. Open it again from the email, or sign in and answer on the game's page.";
export const METHOD_NOT_ALLOWED = "This link can only be opened or its button pressed.";
export type RefusedPage = { state: "refused"; title: string; message: string };

/** A refusal of a link: its status and what the page says. */
export type Refusal = { refusal: { status: number; title: string; message: string } };

export const refuse = (status: number, title: string, message: string): Refusal => ({
  refusal: { status, title, message },
});

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === "object" && value !== null && "refusal" in value;

const BAD_LINK = refuse(400, "This link does not work", BAD_AVAILABILITY_LINK);

function answerRefusal({ refusal }: Refusal) {
  return data<RefusedPage>(
    { state: "refused", title: refusal.title, message: refusal.message },
    { status: refusal.status },
  );
}

/** Any method but GET, HEAD and POST (the route asks before anything is read). */
export const linkMethodNotAllowed = () =>
  data<RefusedPage>(
    { state: "refused", title: "Not allowed", message: METHOD_NOT_ALLOWED },
    { status: 405, headers: { Allow: "GET, HEAD, POST" } },
  );

/** The link's own address (its ids and signature), for the page's form to post to. */
function linkAction(kind: SignedLinkKind, query: URLSearchParams): string {
  const link = SIGNED_LINKS[kind];
  const kept = new URLSearchParams(link.ids.map((name) => [name, query.get(name) ?? ""]));
  kept.set("s", query.get("s") ?? "");
  return `${link.path}?${kept}`;
}

// --- The one shape of the five pages -------------------------------------------

/** What every page of a link shows besides its own: asked, or acted on; and where it posts. */
export type LinkPage<Shown> = RefusedPage | (Shown & { state: "ask" | "done"; action: string });

interface SignedLink<Found, Done, Shown> {
  kind: SignedLinkKind;
  /** What a missing or forged link's page says (400): by default, the availability links' sentence. */
  badLink?: string;
  /**
   * What the link names, as the data says now (on every request, and again
   * after acting, for the page to show the result): or why it is refused.
   */
  check(db: Executor, ids: string[], query: URLSearchParams, at: Date): Promise<Found | Refusal>;
  /**
   * Why a link that works once can no longer act (already used): asked when
   * it is opened and before acting, but not after this very post acted and
   * so spent it. Links that may act again leave it out.
   */
  spent?(found: Found): Refusal | null;
  /** The POST's change, in the transaction of its check: its outcome, or a refusal. */
  act(
    tx: Transaction,
    found: Found,
    ids: string[],
    form: FormData | null,
    at: Date,
  ): Promise<Done | Refusal>;
  /** What the page shows: asked (`done` null), or after acting. */
  show(found: Found, done: Done | null, query: URLSearchParams): Shown;
}

/**
 * A signed link's page: `load` (GET, HEAD) checks and shows, changing
 * nothing; `post` checks, acts and shows the result, in one transaction.
 */
export function signedLinkPage<Found, Done, Shown>(link: SignedLink<Found, Done, Shown>) {
  const badLink = link.badLink ? refuse(400, BAD_LINK.refusal.title, link.badLink) : BAD_LINK;
  const spent = (found: Found) => link.spent?.(found) ?? null;
  const answer = (found: Found, done: Done | null, query: URLSearchParams) =>
    data<LinkPage<Shown>>({
      ...link.show(found, done, query),
      state: done === null ? "ask" : "done",
      action: linkAction(link.kind, query),
    });
  return {
    async load(db: Database, query: URLSearchParams, at: Date) {
      const ids = signedLinkIds(link.kind, query);
      if (!ids) return answerRefusal(badLink);
      const found = await link.check(db, ids, query, at);
      if (isRefusal(found)) return answerRefusal(found);
      const used = spent(found);
      if (used) return answerRefusal(used);
      return answer(found, null, query);
    },
    /** `form`: the posted form, null when the body was none. */
    async post(db: Database, query: URLSearchParams, form: FormData | null, at: Date) {
      const ids = signedLinkIds(link.kind, query);
      if (!ids) return answerRefusal(badLink);
      return db.transaction(async (tx) => {
        const found = await link.check(tx, ids, query, at);
        if (isRefusal(found)) return answerRefusal(found);
        const used = spent(found);
        if (used) return answerRefusal(used);
        const done = await link.act(tx, found, ids, form, at);
        if (isRefusal(done)) return answerRefusal(done);
        const after = await link.check(tx, ids, query, at);
        if (isRefusal(after)) return answerRefusal(after);
        return answer(after, done, query);
      });
    },
  };
}
