// Everything /draft shows: the latest season's board (docs/league-rules.md#the-draft) in snake order with the
// picks made and the pick(s) on the clock, and the players still to be drafted
// with last season's (and, per docs/league-rules.md#the-draft, this season's)
// averages.
import {
  playersSeasonLines,
  seasonDraft,
  seasonDraftPicks,
  seasonHasStats,
  undraftedSignups,
} from "~/data/draft.server";
import { listSeasons, seasonTeamsOf } from "~/data/seasons.server";
import { draftSeason } from "~/data/season-lifecycle.server";
import type { Database } from "~/db/connection.server";
import { data } from "react-router";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import { firstMomentAfter } from "~/domain/time/league-time";
import { draftPlayer } from "~/data/draft-picks.server";
import { isRecordId } from "~/domain/ids";
import { refusal, type FormReply } from "~/form-reply";
import { averageOf, type CareerLine } from "~/domain/stats/career";
import {
  buildDraftBoard,
  draftPageOrder,
  draftPageOrderChangesAt,
  draftRoundsNeeded,
  showsCurrentSeasonColumn,
} from "~/domain/draft/board";
import { formatStatValue } from "~/domain/stats/leaders";
import { formatGameDay, formatGameTime } from "~/domain/time/league-time";
import { distinctNames, fullName } from "~/domain/people/name";
import { PLACEMENT_BAR_LABELS, placementBar } from "~/domain/teams/placement";
import type { BoardPickView, AveragesView, PlayerRowView } from "~/views/draft";
import { formatHeight } from "~/domain/people/choices";

function averagesView(seasonId: number, lines: CareerLine[]): AveragesView | null {
  const row = averageOf(seasonId, lines);
  if (row.gamesPlayed === 0) return null;
  const value = (n: number | null) => (n === null ? "–" : formatStatValue(n));
  return {
    games: row.gamesPlayed,
    ppg: value(row.perGame.points),
    rpg: value(row.perGame.rebounds),
    apg: value(row.perGame.assists),
  };
}

/**
 * `canDraft`: the viewer is an admin. Only then do the rows say whose signup
 * is unpaid (docs/league-rules.md#the-draft: the board is public).
 */
export async function loadDraftPage(
  db: Database,
  now: Date,
  { canDraft = false }: { canDraft?: boolean } = {},
) {
  const season = await draftSeason(db);
  if (!season) return { season: null, changesAt: null, canDraft } as const;
  const [draft, picks, undrafted, teams, seasons] = await Promise.all([
    seasonDraft(db, season.id),
    seasonDraftPicks(db, season.id),
    undraftedSignups(db, season.id),
    seasonTeamsOf(db, season.id),
    listSeasons(db),
  ]);
  const teamById = new Map(teams.map((t) => [t.id, t]));
  const core = new Set(draft?.corePlayerIds ?? []);
  const lastSeason = seasons.filter((s) => s.id < season.id).at(-1) ?? null;
  // Whether the season has stats only matters before its playerTableAfter.
  const beforeDate = !showsCurrentSeasonColumn(season.playerTableAfter, now, false);
  const showCurrent = showsCurrentSeasonColumn(
    season.playerTableAfter,
    now,
    beforeDate && (await seasonHasStats(db, season.id)),
  );

  // The board.
  const order = draft?.draftOrder ?? [];
  const waiting = undrafted.filter((p) => !core.has(p.id) && p.teamId === null).length;
  const windows = season.draftWindows.map((w) => ({
    start: new Date(w.start),
    end: new Date(w.end),
  }));
  const rounds = buildDraftBoard({
    order,
    rounds: draftRoundsNeeded(order.length, picks.length, waiting),
    picks,
    windows,
    now,
  });
  const names = new Map(picks.map((p) => [p.playerId, p]));
  const board = rounds.map((r) => ({
    round: r.round,
    picks: r.picks.map((p): BoardPickView => {
      const team = teamById.get(p.teamId);
      const player = p.playerId ? names.get(p.playerId) : undefined;
      return {
        pickNumber: p.pickNumber,
        teamId: p.teamId,
        teamName: team?.name ?? p.teamId,
        player: player ? { id: player.playerId, name: fullName(player) } : null,
        onTheClock: p.onTheClock,
        scheduled:
          p.scheduledAt && !p.playerId
            ? `${formatGameDay(p.scheduledAt)} · ${formatGameTime(p.scheduledAt)}`
            : null,
      };
    }),
  }));
  const allPicks = board.flatMap((r) => r.picks);
  // A pick goes on the clock when its slot comes; the current season's column
  // shows once its playerTableAfter moment has passed; the available players
  // come first once the draft's first window opens.
  const changesAt = firstMomentAfter(
    [
      draftPageOrderChangesAt(windows, now)?.getTime(),
      ...rounds.flatMap((r) => r.picks.map((p) => (p.playerId ? null : p.scheduledAt?.getTime()))),
      season.playerTableAfter ? season.playerTableAfter.getTime() + 1 : null,
    ],
    now,
  );

  // The player table: available players first, then the core players.
  const statSeasons = [lastSeason?.id, showCurrent ? season.id : undefined].filter(
    (id): id is number => id !== undefined,
  );
  const lines = await playersSeasonLines(
    db,
    undrafted.map((p) => p.id),
    statSeasons,
  );
  const linesOf = (playerId: string, seasonId: number) =>
    lines.filter((l) => l.playerId === playerId && l.seasonId === seasonId);
  // Namesakes in the table are told apart by number, then team (distinctNames).
  const teamNameOf = (teamId: string | null) =>
    teamId ? (teamById.get(teamId)?.name ?? teamId) : null;
  const labels = distinctNames(undrafted.map((p) => ({ ...p, teamName: teamNameOf(p.teamId) })));
  const rows: PlayerRowView[] = undrafted
    .map((p, i) => {
      const name = labels[i]!;
      // The rule a pick is checked by (draftPlayer), to disable the admin's button.
      const bar = placementBar({
        playerName: name,
        seasonId: season.id,
        signup: { paid: p.paid },
        teamName: teamNameOf(p.teamId),
        corePlayer: core.has(p.id),
      });
      return {
        id: p.id,
        name,
        height: formatHeight(p.heightFeet, p.heightInches),
        core: core.has(p.id),
        teamAbbreviation: p.teamId ? (teamById.get(p.teamId)?.abbreviation ?? p.teamId) : null,
        paid: canDraft ? p.paid : null,
        notDraftable: canDraft && p.teamId === null && bar ? PLACEMENT_BAR_LABELS[bar] : null,
        last: lastSeason ? averagesView(lastSeason.id, linesOf(p.id, lastSeason.id)) : null,
        current: showCurrent ? averagesView(season.id, linesOf(p.id, season.id)) : null,
      };
    })
    .sort((a, b) => Number(a.teamAbbreviation !== null) - Number(b.teamAbbreviation !== null));

  return {
    season: { id: season.id, name: season.name },
    canDraft,
    hasDraft: draft !== undefined,
    order: draftPageOrder({ picksMade: picks.length, waiting, windows, now }),
    board,
    picksMade: picks.length,
    totalPicks: allPicks.length,
    onTheClock: allPicks.filter((p) => p.onTheClock),
    changesAt,
    players: {
      lastSeason: lastSeason ? { id: lastSeason.id, name: lastSeason.name } : null,
      currentSeason: showCurrent ? { id: season.id, name: season.name } : null,
      rows,
    },
  };
}

export type DraftPageData = Awaited<ReturnType<typeof loadDraftPage>>;

/** A pick saved says who went where; a refused one says why. */
export type DraftPickReply = FormReply<{ message?: string }>;

/** The admin `viewer` drafts the posted player with the pick on the clock. */
export async function draftPick(db: Database, viewer: Viewer, form: FormData) {
  const playerId = form.get("playerId");
  const season = isRecordId(playerId) ? await draftSeason(db) : undefined;
  if (!isRecordId(playerId) || !season) {
    return data<DraftPickReply>({ result: refusal("Choose a player to draft.") }, 400);
  }
  const outcome = await draftPlayer(db, {
    seasonId: season.id,
    playerId,
    actorEmail: viewer.email,
    at: now(),
  });
  if (!outcome.ok) return data<DraftPickReply>({ result: refusal(outcome.message) }, 409);
  return data<DraftPickReply>({
    result: { status: "success" },
    message: `Pick ${outcome.pickNumber}: the ${outcome.teamName} draft ${outcome.playerName}.`,
  });
}
