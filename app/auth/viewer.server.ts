// Who is asking, and the guards every loader and action that needs a role uses
// (docs/league-rules.md#roles). Admin: the signed-in email is in ADMIN_EMAILS.
// Player: a player record has the signed-in email. Both compared normalized
// (normalizeEmail: trimmed, lower case), as every email is stored.
import { redirect } from "react-router";
import { env } from "~/config.server";
import { playerByEmail } from "~/data/players.server";
import { database } from "~/db/index.server";
import type { PlayerRef } from "~/domain/types";
import { auth } from "./auth.server";
import { signInPage } from "./redirect-target";
import { fullName } from "~/domain/people/name";
import { normalizeEmail } from "~/domain/people/fields";

export interface Viewer {
  userId: string;
  email: string;
  name: string;
  isAdmin: boolean;
  /** The player record with this email, if any. */
  player: PlayerRef | null;
}

export type PlayerViewer = Viewer & { player: PlayerRef };

export const NON_PLAYER_MESSAGE =
  "Only players are allowed to comment at this time. If you are a player, make sure to use the email you signed up with.";

export function isAdminEmail(email: string): boolean {
  return env().ADMIN_EMAILS.includes(normalizeEmail(email));
}

// One lookup per request, however many loaders ask.
const viewers = new WeakMap<Request, Promise<Viewer | null>>();

export function getViewer(request: Request): Promise<Viewer | null> {
  let viewer = viewers.get(request);
  if (!viewer) {
    viewer = lookUpViewer(request);
    viewers.set(request, viewer);
  }
  return viewer;
}

/**
 * Whether a request's Cookie header may hold a session. Without one it is a
 * signed-out visitor's, whatever else it carries (and the rendered-page cache
 * may answer it).
 */
export function carriesSession(cookieHeader: string | null | undefined): boolean {
  return cookieHeader?.includes("session_token") ?? false;
}

async function lookUpViewer(request: Request): Promise<Viewer | null> {
  // Most visitors never signed in: no cookie, no database work.
  if (!carriesSession(request.headers.get("Cookie"))) return null;
  const session = await (await auth()).api.getSession({ headers: request.headers });
  if (!session) return null;
  const email = normalizeEmail(session.user.email);
  const player = (await playerByEmail(await database(), email)) ?? null;
  return {
    userId: session.user.id,
    email,
    name: player ? fullName(player) : session.user.name || email,
    isAdmin: isAdminEmail(email),
    player,
  };
}

/** Where a signed-out visitor goes: the login page, then back here. */
export function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const back = url.pathname.replace(/\.data$/, "") + url.search;
  return redirect(signInPage(back));
}

export async function requireUser(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw loginRedirect(request);
  return viewer;
}

/** Signed in with a player's email; others get a 403 with NON_PLAYER_MESSAGE. */
export async function requirePlayer(request: Request): Promise<PlayerViewer> {
  const viewer = await requireUser(request);
  if (!viewer.player) throw new Response(NON_PLAYER_MESSAGE, { status: 403 });
  return viewer as PlayerViewer;
}

/** Admin pages: signed out → /login (and back); anyone else → silently to /. */
export async function requireAdmin(request: Request): Promise<Viewer> {
  const viewer = await requireUser(request);
  if (!viewer.isAdmin) throw redirect("/");
  return viewer;
}

/** The player himself or an admin (the player edit form). */
/** Who may edit a player's details: the player himself, or an admin. */
export function mayEditPlayer(viewer: Viewer | null, playerId: string): boolean {
  return viewer !== null && (viewer.isAdmin || viewer.player?.id === playerId);
}

/**
 * Whether this request may edit the player (the player page's Edit link).
 * Per request, so never part of the player page's shared cached data.
 */
export async function canEditPlayer(request: Request, playerId: string): Promise<boolean> {
  return mayEditPlayer(await getViewer(request), playerId);
}

export async function requirePlayerOrAdmin(request: Request, playerId: string): Promise<Viewer> {
  const viewer = await requireUser(request);
  if (!mayEditPlayer(viewer, playerId)) throw redirect(`/players/${playerId}`);
  return viewer;
}
