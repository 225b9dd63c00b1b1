// /admin/signups: what the page loads (the season's signups, the counts and
// an optional player's contact details) and the paid toggle's action. The
// route checks requireAdmin before calling anything here.
import { data } from "react-router";
import { z } from "zod";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import type { PaidReply } from "~/components/admin/signups-paid-toggle";
import type { SignupPlayerDetails } from "~/components/admin/signups-player-view";
import type { SignupTableRow } from "~/components/admin/signups-table";
import {
  adminPlayerSignup,
  adminSeasonSignups,
  setSignupPaid,
  type AdminSignupRow,
} from "~/data/admin-signups.server";
import { editablePlayer } from "~/data/player-edit.server";
import { currentSeason } from "~/data/seasons.server";
import { database } from "~/db/index.server";
import { formatHeight } from "~/domain/career";
import { jerseySizeLabel } from "~/domain/signup";
import { formatShortDate } from "~/domain/time";
import { fullName } from "~/domain/player-name";
import { isRecordId, RECORD_ID } from "~/domain/ids";

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
async function playerDetails(seasonId: number, raw: string): Promise<SignupPlayerDetails> {
  const db = await database();
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

export async function loadAdminSignups(request: Request) {
  const db = await database();
  const season = await currentSeason(db);
  if (!season) {
    return { season: null, signups: [], counts: { total: 0, paid: 0, unpaid: 0 }, player: null };
  }
  const rows = (await adminSeasonSignups(db, season.id)).map(toView);
  const paid = rows.filter((r) => r.paid).length;
  const wanted = new URL(request.url).searchParams.get("player");
  return {
    season: { id: season.id, name: season.name },
    signups: rows,
    counts: { total: rows.length, paid, unpaid: rows.length - paid },
    player: wanted ? await playerDetails(season.id, wanted) : null,
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

export async function setPaidAction(request: Request, viewer: Viewer) {
  const form = await request.formData();
  const parsed = paidForm.safeParse({
    intent: form.get("intent"),
    signupId: form.get("signupId"),
    paid: form.getAll("paid").at(-1),
  });
  if (!parsed.success) {
    const signupId = form.get("signupId");
    return data<PaidReply>(
      { ok: false, signupId: typeof signupId === "string" ? signupId : null, message: UNREADABLE },
      { status: 400 },
    );
  }
  const { signupId } = parsed.data;
  const paid = parsed.data.paid === "true";
  const result = await setSignupPaid(await database(), {
    signupId,
    paid,
    actorEmail: viewer.email,
    at: now(),
  });
  if (result.outcome === "not-found") {
    return data<PaidReply>({ ok: false, signupId, message: SIGNUP_NOT_FOUND }, { status: 404 });
  }
  const { firstName, lastName } = result.signup;
  return data<PaidReply>({
    ok: true,
    signupId,
    paid,
    message: `Saved: ${firstName} ${lastName} is marked ${paid ? "paid" : "unpaid"}.`,
  });
}
