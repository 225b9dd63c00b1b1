// "Fee and draft" on /admin/seasons/{season} (docs/league-rules.md#signups-and-fees):
// the season's fee, how to pay it and its draft date, as its form shows them
// and as its post saves them. The caller has already checked requireAdmin.
import { data, redirect } from "react-router";
import { storedSeasonFee, saveSeasonFee } from "~/data/season-fee.server";
import { SeasonChangeRefused } from "~/data/seasons.server";
import type { ActorStamp } from "~/data/teams.server";
import type { Database, Executor } from "~/db/connection.server";
import {
  checkSeasonFee,
  NO_SEASON_FEE,
  seasonFeeForm,
  seasonFeeSentences,
  type SeasonFeeForm,
} from "~/domain/season/fee";
import { shownTextOrNull } from "~/domain/shown-text";
import { leagueDay } from "~/domain/time/days";
import { refusal, type FormReply } from "~/form-reply";

/** The section: the form's fields as stored, and what a player reads of them now. */
export async function loadSeasonFeeSection(db: Executor, seasonId: number, at: Date) {
  const fee = (await storedSeasonFee(db, seasonId)) ?? NO_SEASON_FEE;
  // The form edits the text as stored; the sentences show it as every page does.
  const shown = { ...fee, howToPay: shownTextOrNull(fee.howToPay) };
  return {
    form: seasonFeeForm(fee),
    /** The sentences a signed-up player reads (his paid flag aside). */
    players: seasonFeeSentences(shown, { paid: null, today: leagueDay(at) }),
  };
}

export type SeasonFeeReply = FormReply<{ form: "fee" }>;

/** What the form sent, each field as text of at most what it may hold (a refusal echoes it). */
function typedFee(form: FormData): SeasonFeeForm {
  const field = (name: keyof SeasonFeeForm, max: number) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  return {
    fee: field("fee", 20),
    // A little over the rule's limit: the refusal shows what was too long.
    howToPay: field("howToPay", 400),
    draftDay: field("draftDay", 20),
    draftTime: field("draftTime", 20),
  };
}

/**
 * Saves the form of season `seasonId` (intent "save-fee"): 400 with each
 * field's problem and nothing written, 409 when the season's state refuses
 * (closed), else back to the page saying it was saved.
 */
export async function handleSeasonFee(
  db: Database,
  seasonId: number,
  by: ActorStamp,
  form: FormData,
) {
  const typed = typedFee(form);
  const refuse = (message: string, status: number, fieldErrors?: Record<string, string>) =>
    data<SeasonFeeReply>(
      {
        form: "fee",
        result: refusal(message, { fieldErrors, typed: { ...typed } }),
      },
      status,
    );
  const checked = checkSeasonFee(typed);
  if (!checked.ok) {
    return refuse("Check the fee and draft: nothing was saved.", 400, checked.errors);
  }
  try {
    await saveSeasonFee(db, seasonId, checked.value, by);
  } catch (error) {
    if (error instanceof SeasonChangeRefused) return refuse(error.message, 409);
    throw error;
  }
  return redirect(`/admin/seasons/${seasonId}?saved=fee`);
}
