// What the three prayer-intention routes load and do. Visitors get the name
// the writer chose, the message and the date: never the status, which only
// admins see and change.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { overLimit } from "~/auth/rate-limit.server";
import { now } from "~/clock.server";
import {
  createPrayerIntention,
  listPrayerIntentions,
  prayerIntentionById,
  prayerIntentionCounts,
  setPrayerIntentionStatus,
  type PrayerIntention,
} from "~/data/prayers.server";
import type { Executor } from "~/db/connection.server";
import { foundOr404 } from "~/http.server";
import {
  displayName,
  prayerAge,
  prayerIntentionSchema,
  prayerStatusSchema,
  type PrayerView,
} from "~/domain/prayers/prayer";
import { firstMomentAfter, formatLongDate, relativeTimeChangesAt } from "~/domain/time/league-time";
import { withinFieldLimits } from "~/form-reply";
import { isRecordId } from "~/domain/ids";
import { shownText } from "~/domain/shown-text";

export const PAGE_SIZE = 50;

/** When the age of one of these ('5m ago') next reads differently. */
function agesChangeAt(rows: PrayerIntention[], at: Date): Date | null {
  return firstMomentAfter(
    rows.map((row) => relativeTimeChangesAt(row.createdAt, at)?.getTime()),
    at,
  );
}

function toView(row: PrayerIntention, at: Date, isAdmin: boolean): PrayerView {
  return {
    id: row.id,
    name: displayName(row.name),
    message: shownText(row.message),
    createdAt: row.createdAt.toISOString(),
    age: prayerAge(row.createdAt, at),
    date: formatLongDate(row.createdAt),
    ...(isAdmin ? { status: row.status } : {}),
  };
}

/** ?page=N: a small positive number, else the first page. */
export function pageParam(raw: string | null): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export async function loadPrayerList(
  db: Executor,
  opts: { isAdmin: boolean; page: number; at: Date },
) {
  const counts = await prayerIntentionCounts(db);
  const pages = Math.max(1, Math.ceil(counts.total / PAGE_SIZE));
  const page = Math.min(opts.page, pages);
  const rows = await listPrayerIntentions(db, {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  return {
    prayers: rows.map((row) => toView(row, opts.at, opts.isAdmin)),
    page,
    pages,
    total: counts.total,
    isAdmin: opts.isAdmin,
    newCount: opts.isAdmin ? counts.new : null,
    agesChangeAt: agesChangeAt(rows, opts.at),
  };
}

export async function loadPrayer(db: Executor, id: string, opts: { isAdmin: boolean; at: Date }) {
  const row = foundOr404(
    isRecordId(id) ? await prayerIntentionById(db, id) : undefined,
    "Prayer intention not found",
  );
  const newCount = opts.isAdmin ? (await prayerIntentionCounts(db)).new : null;
  return {
    prayer: toView(row, opts.at, opts.isAdmin),
    isAdmin: opts.isAdmin,
    newCount,
    agesChangeAt: agesChangeAt([row], opts.at),
  };
}

/**
 * The admins' new ↔ prayed toggle, on the list and on an intention's page.
 * The caller checks the role before anything is read (requireAdmin).
 */
export async function setStatusAction(db: Executor, form: FormData) {
  const parsed = prayerStatusSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data("This form could not be read.", { status: 400 });
  const { prayerId, status } = parsed.data;
  const found = await setPrayerIntentionStatus(db, prayerId, status);
  if (!found) throw data("Prayer intention not found", { status: 404 });
  return { prayerId, status };
}

/**
 * /prayer-intentions/new: validate, count against the per-IP limit (only
 * sends that would be stored count), store, then redirect to the
 * confirmation so a reload cannot send it twice.
 */
export async function sendPrayerAction(db: Executor, form: FormData, senderIp: string) {
  const submission = parseWithZod(form, { schema: prayerIntentionSchema });
  if (submission.status !== "success") {
    return data(
      { result: withinFieldLimits(prayerIntentionSchema, submission.reply()) },
      { status: 400 },
    );
  }
  const limited = await overLimit([["prayerPerIp", senderIp]]);
  if (limited) {
    return data(
      {
        result: withinFieldLimits(
          prayerIntentionSchema,
          submission.reply({ formErrors: [limited.message] }),
        ),
      },
      { status: 429, headers: limited.headers },
    );
  }
  const id = await createPrayerIntention(db, {
    ...submission.value,
    createdAt: now(),
  });
  throw redirect(`/prayer-intentions/new?${new URLSearchParams({ sent: id })}`);
}

/** ?sent=<id> after a send: the confirmation, when that intention exists. */
export async function sentPrayer(db: Executor, raw: string | null) {
  if (!isRecordId(raw)) return null;
  const row = await prayerIntentionById(db, raw);
  return row ? { id: row.id } : null;
}
