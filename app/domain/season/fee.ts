// A season's fee, how to pay it and its draft date (docs/league-rules.md#signups-and-fees):
// the one rule an admin's "Fee and draft" form is held to, and the sentences
// a player reads about them after signing up (his welcome page, the signup
// card of /account and the home page). Each is optional: what the admin has
// not set is not said, never guessed.
// Pure: no I/O; the server asks it before writing, the pages to show.
import { notTextCharacterIn, normalizeTypedName } from "~/domain/people/typed-name";
import { calendarDateProblem } from "~/domain/time/calendar-date";
import { dayNumber, formatClock, isTime } from "~/domain/time/days";
import { formatGameDay, leagueDate } from "~/domain/time/league-time";

/** A parish league's fee: far above any real one, so a slip of the finger (6000 for 60) is caught. */
export const MAX_FEE_CENTS = 100_000;
/** "Cash or check to Fr. Mike after the 10:30 Mass": a line, not a letter. */
export const HOW_TO_PAY_MAX = 200;

/** What a season stores: each part null until the admin sets it. */
export interface SeasonFee {
  /** Whole cents (6000 is $60); 0 means the season is free. */
  feeCents: number | null;
  /** How to pay it, as the admin wrote it (one line). */
  howToPay: string | null;
  /** The draft's day in the league's zone, "YYYY-MM-DD". */
  draftDay: string | null;
  /** Its time of day, "HH:MM" (24 h); only with a day. */
  draftTime: string | null;
}

export const NO_SEASON_FEE: SeasonFee = {
  feeCents: null,
  howToPay: null,
  draftDay: null,
  draftTime: null,
};

/** The form's fields, as typed. */
export interface SeasonFeeForm {
  fee: string;
  howToPay: string;
  draftDay: string;
  draftTime: string;
}

export type SeasonFeeField = keyof SeasonFeeForm;

export type SeasonFeeCheck =
  { ok: true; value: SeasonFee } | { ok: false; errors: Partial<Record<SeasonFeeField, string>> };

/** "60", "$60", "62.50", "62.5": dollars and at most two digits of cents. */
const AMOUNT = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/;

/** The fee in cents, or the sentence that refuses what was typed. */
function readFee(typed: string): { cents: number | null } | { problem: string } {
  const text = typed.trim();
  if (text === "") return { cents: null };
  const match = AMOUNT.exec(text);
  if (!match) {
    return {
      problem: "Write the fee in dollars, like 60 or 62.50 (0 when it is free), or leave it empty.",
    };
  }
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  if (cents > MAX_FEE_CENTS) {
    return { problem: `The fee must be at most ${dollars(MAX_FEE_CENTS)}.` };
  }
  return { cents };
}

/**
 * The admin's form, checked: what to store, or each field's problem. Every
 * field may be empty (nothing said about it); the text is kept to one line
 * of typed text (invisible and control characters refused, spaces tidied),
 * the day to a real date, the time to a clock reading that comes with a day.
 */
export function checkSeasonFee(form: SeasonFeeForm): SeasonFeeCheck {
  const errors: Partial<Record<SeasonFeeField, string>> = {};
  const fee = readFee(form.fee);
  if ("problem" in fee) errors.fee = fee.problem;
  const howToPay = normalizeTypedName(form.howToPay);
  const character = notTextCharacterIn(howToPay);
  if (character !== null) {
    errors.howToPay = `Remove the invisible character ${character} from how to pay: write it as plain text.`;
  } else if (howToPay.length > HOW_TO_PAY_MAX) {
    errors.howToPay = `How to pay must be at most ${HOW_TO_PAY_MAX} characters (it has ${howToPay.length}).`;
  }
  const draftDay = form.draftDay.trim();
  const dayProblem = draftDay === "" ? null : calendarDateProblem(draftDay, "The draft date");
  if (dayProblem) errors.draftDay = dayProblem;
  const draftTime = form.draftTime.trim();
  if (draftTime !== "" && !isTime(draftTime)) {
    errors.draftTime = "The draft time must be a time of day, like 19:00.";
  } else if (draftTime !== "" && draftDay === "") {
    errors.draftTime = "Give the draft's date too, or leave its time empty.";
  }
  if (Object.keys(errors).length > 0 || "problem" in fee) return { ok: false, errors };
  return {
    ok: true,
    value: {
      feeCents: fee.cents,
      howToPay: howToPay === "" ? null : howToPay,
      draftDay: draftDay === "" ? null : draftDay,
      draftTime: draftTime === "" ? null : draftTime,
    },
  };
}

/** The stored fee back in the form's fields (an empty field for what is not set). */
export function seasonFeeForm(fee: SeasonFee): SeasonFeeForm {
  return {
    fee: fee.feeCents === null ? "" : (fee.feeCents / 100).toFixed(fee.feeCents % 100 ? 2 : 0),
    howToPay: fee.howToPay ?? "",
    draftDay: fee.draftDay ?? "",
    draftTime: fee.draftTime ?? "",
  };
}

/** 6000 → "$60", 6250 → "$62.50", 100000 → "$1,000". */
export function dollars(cents: number): string {
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = cents % 100;
  return rest === 0 ? `$${whole}` : `$${whole}.${String(rest).padStart(2, "0")}`;
}

/** "Sat, Jan 9, 7:00 PM", or "Sat, Jan 9" without a time; null without a day. */
export function draftWhen(fee: Pick<SeasonFee, "draftDay" | "draftTime">): string | null {
  const n = fee.draftDay === null ? null : dayNumber(fee.draftDay);
  if (n === null) return null;
  const [year, month, day] = fee.draftDay!.split("-").map(Number);
  // Noon in the league's zone: the day is the same whatever the zone's offset.
  const date = formatGameDay(leagueDate(year!, month!, day!, 12));
  return fee.draftTime && isTime(fee.draftTime) ? `${date}, ${formatClock(fee.draftTime)}` : date;
}

/** A sentence ends with its stop ("… after Mass" gets one; "… by Jan 9!" keeps its own). */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * What a signed-up player reads about the fee and the draft, one sentence
 * each: the fee and how to pay it, whether his is paid (`paid`: null where
 * the page does not say), and when the draft is (`today`, the league's day,
 * "YYYY-MM-DD": a draft before it "was"). A part not set is not guessed: the
 * fee "the league will tell you", the draft left unsaid.
 */
export function seasonFeeSentences(
  fee: SeasonFee,
  { paid, today }: { paid: boolean | null; today: string },
): string[] {
  const said: string[] = [];
  const free = fee.feeCents === 0;
  if (free) said.push("There is no fee this season.");
  else if (fee.feeCents !== null) said.push(`The fee is ${dollars(fee.feeCents)}.`);
  else said.push("The league will tell you the fee.");
  if (fee.howToPay !== null && !free) said.push(`How to pay: ${sentence(fee.howToPay)}`);
  if (paid !== null && !free) said.push(paid ? "Fee: paid." : "Fee: not paid yet.");
  const when = draftWhen(fee);
  if (when !== null) {
    const past = fee.draftDay! < today;
    said.push(past ? `The draft was ${when}.` : `Draft: ${when}.`);
  }
  return said;
}
