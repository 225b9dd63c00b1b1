// /admin/signups: what the page loads (the season's signups, the counts and
// an optional player's contact details) and the paid toggle's action. The
// route checks requireAdmin before calling anything here.
import { data } from "react-router";
import { z } from "zod";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import {
  adminPlayerSignup,
  adminSeasonSignups,
  setSignupPaid,
  type AdminSignupRow,
} from "~/data/signups.server";
import { editablePlayer } from "~/data/players.server";
import { signupsSeasonOr } from "~/data/season-lifecycle.server";
import { listSeasons } from "~/data/seasons.server";
import type { Database } from "~/db/connection.server";
import { jerseySizeLabel } from "~/domain/signups/signup";
import { formatShortDate } from "~/domain/time/league-time";
import { fullName } from "~/domain/people/name";
import { isRecordId, RECORD_ID } from "~/domain/ids";
import { refusal } from "~/form-reply";
import type { PaidReply, SignupPlayerDetails, SignupTableRow } from "~/views/admin-signups";
import { formatHeight } from "~/domain/people/choices";

function toView(row: AdminSignupRow): SignupTableRow {
  return {
    id: row.id,
    playerId: row.playerId,
    name: fullName(row),
    status: row.status,
    paid: row.paid,
    date: formatShortDate(row.createdAt),
    at: row.createdAt.toISOString(),
  };
}

/** ?player=ID: that player's contact and kit details (admins only), or "not found". */
async function playerDetails(
  db: Database,
  seasonId: number,
  raw: string,
): Promise<SignupPlayerDetails> {
  const player = isRecordId(raw) ? await editablePlayer(db, raw) : undefined;
  if (!player) return { found: false, id: raw.slice(0, 64) };
  const signup = await adminPlayerSignup(db, seasonId, player.id);
  return {
    found: true,
    id: player.id,
    name: fullName(player),
    email: player.email,
    phone: player.phone,
    height: formatHeight(player.heightFeet, player.heightInches),
    jerseySize: player.jerseySize ? jerseySizeLabel(player.jerseySize) : null,
    jerseyNumber: player.jerseyNumber,
    age: player.age,
    signup: signup ? toView(signup) : null,
  };
}

/**
 * `wanted` is the `player` query parameter: whose details to show; `seasonId`
 * the `season` one (default: the season taking signups, else the current one).
 */
export async function loadAdminSignups(
  db: Database,
  wanted: string | null,
  seasonId: number | null = null,
) {
  const [season, seasons] = await Promise.all([signupsSeasonOr(db, seasonId), listSeasons(db)]);
  const choices = seasons.map((s) => ({ id: s.id, name: s.name, open: s.registrationOpen }));
  if (!season) {
    if (seasonId !== null) throw data("Season not found", { status: 404 });
    return {
      season: null,
      seasons: choices,
      signups: [],
      counts: { total: 0, paid: 0, unpaid: 0 },
      player: null,
    };
  }
  const rows = (await adminSeasonSignups(db, season.id)).map(toView);
  const paid = rows.filter((r) => r.paid).length;
  return {
    season: { id: season.id, name: season.name, open: season.registrationOpen },
    seasons: choices,
    signups: rows,
    counts: { total: rows.length, paid, unpaid: rows.length - paid },
    player: wanted ? await playerDetails(db, season.id, wanted) : null,
  };
}

export const SIGNUP_NOT_FOUND =
  "That signup was not found: it may have been removed. Reload the page.";
const UNREADABLE = "This form could not be read. Reload the page and try again.";

/**
 * "paid" is the value wanted, never "flip". A form without JavaScript sends a
 * hidden "false" before the checkbox's "true", so the last value is the wish.
 */
const paidForm = z.object({
  intent: z.literal("set-paid"),
  signupId: z.string().regex(RECORD_ID),
  paid: z.enum(["true", "false"]),
});

/** Marks a signup paid or unpaid, as the admin `viewer`. */
export async function setPaidAction(db: Database, viewer: Viewer, form: FormData) {
  const parsed = paidForm.safeParse({
    intent: form.get("intent"),
    signupId: form.get("signupId"),
    paid: form.getAll("paid").at(-1),
  });
  if (!parsed.success) {
    const signupId = String(form.get("signupId"));
    return data<PaidReply>(
      { result: refusal(UNREADABLE), signupId: isRecordId(signupId) ? signupId : null },
      { status: 400 },
    );
  }
  const { signupId } = parsed.data;
  const paid = parsed.data.paid === "true";
  const result = await setSignupPaid(db, {
    signupId,
    paid,
    actorEmail: viewer.email,
    at: now(),
  });
  if (result.outcome === "not-found") {
    return data<PaidReply>({ result: refusal(SIGNUP_NOT_FOUND), signupId }, { status: 404 });
  }
  if (result.outcome === "refused") {
    return data<PaidReply>({ result: refusal(result.message), signupId }, { status: 409 });
  }
  return data<PaidReply>({
    result: { status: "success" },
    signupId,
    paid,
    message: `Saved: ${fullName(result.signup)} is marked ${paid ? "paid" : "unpaid"}.`,
  });
}
