// What /admin/signups renders: the season's signups, one player's details
// and the paid toggle's answer.
import type { FormReply } from "~/form-reply";

export interface SignupTableRow {
  id: string;
  playerId: string;
  name: string;
  status: "new" | "returning";
  paid: boolean;
  date: string;
  at: string;
}

export type SignupPlayerDetails =
  | { found: false; id: string }
  | {
      found: true;
      id: string;
      name: string;
      email: string;
      phone: string | null;
      height: string | null;
      jerseySize: string | null;
      jerseyNumber: number | null;
      age: number | null;
      signup: SignupTableRow | null;
    };

/**
 * The paid toggle's answer: saved (the message says what is now recorded) or
 * refused (the form error), for one signup.
 */
export type PaidReply = FormReply<{ signupId: string | null; paid?: boolean; message?: string }>;
