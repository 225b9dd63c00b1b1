// A season's fee, how to pay it and its draft date (docs/league-rules.md#signups-and-fees):
// read for the admin's form and saved from it. The save is one transaction
// with its audit entry, through the season's write grant for its fees
// ("fees": what a closed season refuses with "reopen it to record its fees").
// Part of the seasons aggregate.
import { eq } from "drizzle-orm";
import type { Database, Executor } from "~/db/connection.server";
import { seasons } from "~/db/schema";
import type { SeasonFee } from "~/domain/season/fee";
import { recordAudit } from "./audit.server";
import { seasonWrite } from "./season-state.server";
import { SeasonChangeRefused } from "./seasons.server";
import type { ActorStamp } from "./teams.server";

/** The columns of a season that make its fee (read as stored: the form edits them). */
const feeColumns = {
  feeCents: seasons.feeCents,
  howToPay: seasons.feeHowToPay,
  draftDay: seasons.draftDay,
  draftTime: seasons.draftTime,
};

/** A season row's fee (a row read with seasonShownColumns gives its text as shown). */
export function seasonFeeOf(season: {
  feeCents: number | null;
  feeHowToPay: string | null;
  draftDay: string | null;
  draftTime: string | null;
}): SeasonFee {
  const { feeCents, feeHowToPay: howToPay, draftDay, draftTime } = season;
  return { feeCents, howToPay, draftDay, draftTime };
}

/** The season's fee as stored, for its form; undefined when there is no such season. */
export async function storedSeasonFee(
  db: Executor,
  seasonId: number,
): Promise<SeasonFee | undefined> {
  const [row] = await db.select(feeColumns).from(seasons).where(eq(seasons.id, seasonId));
  return row;
}

/**
 * Saves a checked fee (checkSeasonFee) on season `seasonId`, with an audit
 * entry of what it was and what it became; nothing when nothing changes.
 * Refused (SeasonChangeRefused, nothing written) when the season is closed
 * or gone.
 */
export async function saveSeasonFee(
  db: Database,
  seasonId: number,
  fee: SeasonFee,
  by: ActorStamp,
): Promise<"saved" | "unchanged"> {
  return db.transaction(async (tx) => {
    const season = await seasonWrite(tx, seasonId, "fees");
    if (typeof season === "string") throw new SeasonChangeRefused(season);
    const before = (await storedSeasonFee(tx, seasonId))!;
    const same = (Object.keys(fee) as (keyof SeasonFee)[]).every((k) => before[k] === fee[k]);
    if (same) return "unchanged";
    await season.tx
      .update(seasons)
      .set({
        feeCents: fee.feeCents,
        feeHowToPay: fee.howToPay,
        draftDay: fee.draftDay,
        draftTime: fee.draftTime,
      })
      .where(eq(seasons.id, season.seasonId));
    await recordAudit(tx, {
      actorEmail: by.actorEmail,
      action: "set-season-fee",
      entity: "season",
      entityId: String(seasonId),
      before,
      after: fee,
      at: by.at,
    });
    return "saved";
  });
}
