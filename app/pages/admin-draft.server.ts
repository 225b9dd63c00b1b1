// /admin/seasons/{season}/draft (docs/league-rules.md#the-draft): the pick on
// the clock, the paid signups it may take (one named button each), Undo last
// pick, and the unpaid signups with Mark paid. The caller has already checked
// requireAdmin; every write asks the season's state itself (seasonWrite).
import { data } from "react-router";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import {
  seasonDraft,
  seasonDraftPicks,
  seasonSignupCount,
  undraftedSignups,
} from "~/data/draft.server";
import { draftPlayer } from "~/data/draft-picks.server";
import { undoLastDraftPick } from "~/data/draft-undo.server";
import { seasonWriteRefused } from "~/data/season-state.server";
import { seasonById, seasonTeamsOf } from "~/data/seasons.server";
import type { Database } from "~/db/connection.server";
import { nextPick, nobodyToDraftText } from "~/domain/draft/board";
import { isRecordId } from "~/domain/ids";
import { fullName } from "~/domain/people/name";
import { refusal } from "~/form-reply";
import { foundOr404 } from "~/http.server";
import type { AdminDraftReply, AdminDraftView } from "~/views/admin-draft";
import { setPaidAction } from "./admin-signups.server";

export async function loadAdminDraft(db: Database, seasonId: number): Promise<AdminDraftView> {
  const season = foundOr404(await seasonById(db, seasonId), "Season not found");
  const [draft, picks, undrafted, teams, signups, refused] = await Promise.all([
    seasonDraft(db, seasonId),
    seasonDraftPicks(db, seasonId),
    undraftedSignups(db, seasonId),
    seasonTeamsOf(db, seasonId),
    seasonSignupCount(db, seasonId),
    seasonWriteRefused(db, seasonId, "roster"),
  ]);
  const teamName = (id: string) => teams.find((t) => t.id === id)?.name ?? id;
  const core = new Set(draft?.corePlayerIds ?? []);
  // Waiting: signed up, not drafted, on no team (core players stay with theirs).
  const waiting = undrafted.filter((p) => p.teamId === null && !core.has(p.id));
  const next = draft ? nextPick(draft.draftOrder, picks.length) : null;
  const last = picks.at(-1);
  const available = waiting.filter((p) => p.paid);
  const unpaid = waiting.filter((p) => !p.paid);
  return {
    season: { id: season.id, name: season.name },
    refused,
    hasDraft: draft !== undefined,
    picksMade: picks.length,
    next: next ? { ...next, teamName: teamName(next.teamId) } : null,
    last: last
      ? {
          pickNumber: last.pickNumber,
          playerId: last.playerId,
          playerName: fullName(last),
          teamName: teamName(last.teamId),
        }
      : null,
    available: available.map((p) => ({ playerId: p.id, name: fullName(p) })),
    unpaid: unpaid.map((p) => ({ signupId: p.signupId, playerId: p.id, name: fullName(p) })),
    nobody: waiting.length === 0 ? nobodyToDraftText(season.id, signups) : null,
  };
}

const UNREADABLE = "This form could not be read. Reload the page and try again.";

/** A pick number as the page posted it: a positive whole number, else null. */
function pickNumberOf(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string" || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** The page's posts: "pick", "undo", and "set-paid" (Admin → Signups' own action). */
export async function handleAdminDraft(
  db: Database,
  seasonId: number,
  viewer: Viewer,
  form: FormData,
) {
  foundOr404(await seasonById(db, seasonId), "Season not found");
  const intent = form.get("intent");
  if (intent === "set-paid") return setPaidAction(db, viewer, form);
  const pickNumber = pickNumberOf(form.get("pick"));
  if (intent === "pick") {
    const playerId = form.get("playerId");
    if (!isRecordId(playerId) || pickNumber === null) {
      return data<AdminDraftReply>({ result: refusal("Choose a player to draft.") }, 400);
    }
    const outcome = await draftPlayer(db, {
      seasonId,
      playerId,
      pickNumber,
      actorEmail: viewer.email,
      at: now(),
    });
    if (!outcome.ok) return data<AdminDraftReply>({ result: refusal(outcome.message) }, 409);
    return data<AdminDraftReply>({
      result: { status: "success" },
      message: `Pick ${outcome.pickNumber}: ${outcome.playerName} to the ${outcome.teamName}.`,
    });
  }
  if (intent === "undo" && pickNumber !== null) {
    const outcome = await undoLastDraftPick(db, {
      seasonId,
      pickNumber,
      actorEmail: viewer.email,
      at: now(),
    });
    if (!outcome.ok) return data<AdminDraftReply>({ result: refusal(outcome.message) }, 409);
    return data<AdminDraftReply>({
      result: { status: "success" },
      message: `Pick ${outcome.pickNumber} undone: ${outcome.playerName} is off the ${outcome.teamName} and can be drafted again.`,
    });
  }
  return data<AdminDraftReply>({ result: refusal(UNREADABLE) }, 400);
}
