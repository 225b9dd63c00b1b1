// Everything /draft shows: the latest season's board (docs/league-rules.md#the-draft) in snake order with the
// picks made and the pick(s) on the clock, and the players still to be drafted
// with last season's (and, per docs/league-rules.md#the-draft, this season's)
// averages. It only reads: picks are made on /admin/seasons/{n}/draft.
import {
  playersSeasonLines,
  seasonDraft,
  seasonDraftPicks,
  seasonHasStats,
  seasonSignupCount,
  undraftedSignups,
} from "~/data/draft.server";
import { listSeasons, seasonTeamsOf } from "~/data/seasons.server";
import { draftSeason } from "~/data/season-lifecycle.server";
import type { Database } from "~/db/connection.server";
import { firstMomentAfter } from "~/domain/time/league-time";
import { averageOf, type CareerLine } from "~/domain/stats/career";
import {
  buildDraftBoard,
  draftPageOrder,
  draftPageOrderChangesAt,
  draftRoundsNeeded,
  nobodyToDraftText,
  showsCurrentSeasonColumn,
} from "~/domain/draft/board";
import { formatStatValue } from "~/domain/stats/leaders";
import { formatGameDay, formatGameTime } from "~/domain/time/league-time";
import { distinctNames, fullName } from "~/domain/people/name";
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
 * The page reads the same for everyone (docs/league-rules.md#the-draft: the
 * board is public; picks are made on the admin's draft page, and who has not
 * paid is said there only). `admin`: the page links to that one.
 */
export async function loadDraftPage(
  db: Database,
  now: Date,
  { admin = false }: { admin?: boolean } = {},
) {
  const season = await draftSeason(db);
  if (!season) return { season: null, changesAt: null, adminDraft: null } as const;
  const [draft, picks, undrafted, teams, seasons, signups] = await Promise.all([
    seasonDraft(db, season.id),
    seasonDraftPicks(db, season.id),
    undraftedSignups(db, season.id),
    seasonTeamsOf(db, season.id),
    listSeasons(db),
    seasonSignupCount(db, season.id),
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
    .map((p, i) => ({
      id: p.id,
      name: labels[i]!,
      height: formatHeight(p.heightFeet, p.heightInches),
      core: core.has(p.id),
      teamAbbreviation: p.teamId ? (teamById.get(p.teamId)?.abbreviation ?? p.teamId) : null,
      last: lastSeason ? averagesView(lastSeason.id, linesOf(p.id, lastSeason.id)) : null,
      current: showCurrent ? averagesView(season.id, linesOf(p.id, season.id)) : null,
    }))
    .sort((a, b) => Number(a.teamAbbreviation !== null) - Number(b.teamAbbreviation !== null));

  return {
    season: { id: season.id, name: season.name },
    adminDraft: admin ? `/admin/seasons/${season.id}/draft` : null,
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
    /** With nobody left in the table, why: nobody signed up, or all are drafted. */
    nobody: rows.length === 0 ? nobodyToDraftText(season.id, signups) : null,
  };
}

export type DraftPageData = Awaited<ReturnType<typeof loadDraftPage>>;
