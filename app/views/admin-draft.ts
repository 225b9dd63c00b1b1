// What /admin/seasons/{season}/draft renders (app/pages/admin-draft.server.ts):
// the pick on the clock, the last pick (to undo), the paid signups it may take
// and the unpaid ones, and its posts' answer.
import type { FormReply } from "~/form-reply";

export interface AdminDraftView {
  season: { id: number; name: string };
  /** Why the season's rosters cannot change now (a closed season), else null. */
  refused: string | null;
  hasDraft: boolean;
  picksMade: number;
  /** The pick on the clock; null without a draft order. */
  next: { pickNumber: number; round: number; teamId: string; teamName: string } | null;
  last: { pickNumber: number; playerId: string; playerName: string; teamName: string } | null;
  /** Paid, on no team, not drafted, not a core player: each gets a Draft button. */
  available: { playerId: string; name: string }[];
  /** The same, but unpaid: each gets Mark paid. */
  unpaid: { signupId: string; playerId: string; name: string }[];
  /** When nobody waits to be drafted, the sentence that says why. */
  nobody: string | null;
}

/** A pick's or an undo's answer: what was done, or why not. */
export type AdminDraftReply = FormReply<{ message?: string }>;
