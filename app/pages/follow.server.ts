// Following teams on a device (docs/league-rules.md#push-notifications): the
// subscription API's rules (POST /push/subscriptions, JSON from the follow
// island) and the /follow page's data and plain forms. A device is known by
// its subscription id in a cookie (app/push/device-cookie.server.ts); the
// route reads it and hands it here.
import { overLimit } from "~/auth/rate-limit.server";
import {
  deleteSubscription,
  saveSubscription,
  setSubscriptionTeams,
  subscriptionById,
} from "~/data/push-subscriptions.server";
import { teamOfPlayer } from "~/data/rosters.server";
import { pushPublicKey } from "~/push/vapid.server";
import type { Database } from "~/db/connection.server";
import { withTeam, type FollowableTeam } from "~/domain/push/follows";
import { followRequestSchema } from "~/domain/push/subscription";
import { loadTeamsPage } from "./teams.server";

/** The teams a device can follow: the current season's, by conference as /teams lists them. */
export async function followableTeams(db: Database): Promise<FollowableTeam[]> {
  const { conferences } = await loadTeamsPage(db);
  return conferences.flatMap((c) => c.teams.map((t) => ({ teamId: t.id, name: t.name })));
}

/** A signed-in player's team in a season, offered first by the Follow control. */
export async function ownTeamId(
  db: Database,
  playerId: string | null | undefined,
  seasonId: number,
): Promise<string | null> {
  if (!playerId) return null;
  return (await teamOfPlayer(db, seasonId, playerId))?.teamId ?? null;
}

/**
 * The manifest's shortcut: the first team (by id) this device follows that
 * plays this season, with its name; none for a device that follows nothing.
 */
export async function followedTeamOf(
  db: Database,
  deviceId: string | null,
): Promise<{ id: string; name: string } | undefined> {
  if (!deviceId) return undefined;
  const page = await loadFollowPage(db, deviceId);
  const team = page.teams.find((t) => page.following?.includes(t.teamId));
  return team ? { id: team.teamId, name: team.name } : undefined;
}

/** What the follow island asks before it subscribes: the server's key and this device's teams. */
export async function deviceFollows(db: Database, deviceId: string | null) {
  const [publicKey, device] = await Promise.all([
    pushPublicKey(db),
    deviceId ? subscriptionById(db, deviceId) : null,
  ]);
  return { publicKey, teams: device?.teamIds ?? [] };
}

export type SubscribeAnswer =
  | { status: 201; subscriptionId: string; teams: string[] }
  | { status: 400 | 422 | 429; message: string; headers?: Record<string, string> };

/**
 * POST /push/subscriptions: counted against the address's limit, read,
 * checked (known teams; an endpoint the server may post to), then stored:
 * the same endpoint again replaces its teams.
 */
export async function subscribeDevice(
  db: Database,
  body: unknown,
  by: {
    ip: string;
    /** The signed-in player, whose availability reminders this device then gets too. */
    playerId: string | null;
    at: Date;
    /** The rule of which push services the server may post to (app/push). */
    refuseEndpoint: (endpoint: string) => Promise<string | null>;
  },
): Promise<SubscribeAnswer> {
  const limited = await overLimit([["pushSubscribePerIp", by.ip]]);
  if (limited) return { status: 429, message: limited.message, headers: limited.headers };
  const parsed = followRequestSchema.safeParse(body);
  if (!parsed.success) {
    return {
      status: 400,
      message: `This is not a push subscription the site can take: ${parsed.error.issues[0]?.message ?? "unreadable"}.`,
    };
  }
  const { subscription, teams } = parsed.data;
  const known = new Set((await followableTeams(db)).map((t) => t.teamId));
  const unknown = teams.find((id) => !known.has(id));
  if (unknown !== undefined) {
    return { status: 422, message: `No team of this season has the id "${unknown}".` };
  }
  const refused = await by.refuseEndpoint(subscription.endpoint);
  if (refused) return { status: 422, message: refused };
  const saved = await saveSubscription(db, {
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    teamIds: teams,
    playerId: by.playerId,
    at: by.at,
  });
  return { status: 201, subscriptionId: saved.id, teams: saved.teamIds };
}

/** The /follow page: every team this season, and which this device follows (null: not subscribed). */
export async function loadFollowPage(db: Database, deviceId: string | null) {
  const [teams, device] = await Promise.all([
    followableTeams(db),
    deviceId ? subscriptionById(db, deviceId) : null,
  ]);
  return { teams, following: device ? device.teamIds : null };
}

/** Where a plain /follow form leads: the page again, saying what was done. */
export type FollowFormOutcome =
  | { done: "followed" | "unfollowed" | "saved"; team?: string }
  | { done: "stopped" }
  | { done: "needs-permission"; team: string }
  /** Refused: the page says why in fixed words (never words from the address). */
  | { done: "not-subscribed" | "unreadable" | "unknown-team" };

/**
 * The /follow page's forms, and the Follow control posted before its script
 * ran: follow (or unfollow) one team, save the list, or stop everything. A
 * device the server does not know yet must subscribe first, which only its
 * browser can do: the page then offers the button that asks.
 */
export async function followForm(
  db: Database,
  deviceId: string | null,
  form: FormData,
  at: Date,
): Promise<FollowFormOutcome> {
  const intent = form.get("intent");
  const device = deviceId ? await subscriptionById(db, deviceId) : null;
  if (intent === "stop") {
    if (device) await deleteSubscription(db, device.id);
    return { done: "stopped" };
  }
  const known = new Set((await followableTeams(db)).map((t) => t.teamId));
  if (intent === "teams") {
    if (!device) return { done: "not-subscribed" };
    const picked = form.getAll("teams").filter((id): id is string => typeof id === "string");
    await setSubscriptionTeams(
      db,
      device.id,
      [...new Set(picked)].filter((id) => known.has(id)),
      at,
    );
    return { done: "saved" };
  }
  const team = form.get("team");
  if ((intent !== "follow" && intent !== "unfollow") || typeof team !== "string") {
    return { done: "unreadable" };
  }
  if (!known.has(team)) return { done: "unknown-team" };
  if (!device) return { done: "needs-permission", team };
  const follow = intent === "follow";
  await setSubscriptionTeams(db, device.id, withTeam(device.teamIds, team, follow), at);
  return { done: follow ? "followed" : "unfollowed", team };
}
