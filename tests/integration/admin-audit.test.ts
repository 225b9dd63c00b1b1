// The admin dashboard's "Latest changes" on the demo league
// (app/domain/dashboard/audit.ts): an entry about a game reads by its matchup and day,
// linked to the game's admin page; a deleted game keeps its id, unlinked; a
// team reads by its name. The names come from the entries' one query.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAudit } from "~/data/audit.server";
import { draftPlayer } from "~/data/draft-picks.server";
import { undoLastDraftPick } from "~/data/draft-undo.server";
import { seasonDraftPicks, undraftedSignups } from "~/data/draft.server";
import { setSignupPaid } from "~/data/signups.server";
import { startLiveGame } from "~/data/live-events.server";
import { deleteSeasonGame } from "~/data/schedule-changes.server";
import { generateDemoLeague } from "~/demo/generate";
import { leagueDay } from "~/domain/time/days";
import { formatGameDay, leagueDate } from "~/domain/time/league-time";
import { loadAdminDashboard } from "~/pages/admin.server";
import { loadGameSchedulePage } from "~/pages/admin-game-schedule.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

// The demo league is made as of this moment (Sun, Nov 22, noon in Boston).
const NOW = new Date("2026-11-22T17:00:00Z");
const ADMIN = "admin@example.org";

describe.each(databaseKinds)("the admin's latest changes on $name", ({ open }) => {
  let t: TestDatabase;
  const league = generateDemoLeague({ now: NOW });
  const upcoming = league.games
    .filter((g) => g.seasonId === 4 && g.status === "scheduled" && g.startsAt > NOW)
    .filter((g) => g.homeTeamId && g.awayTeamId && leagueDay(g.startsAt) !== "2026-11-23")
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const teamName = (id: string | null | undefined) =>
    league.teams.find((team) => team.id === id)!.name;

  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  it("names a game by its matchup and day, a deleted game by its id, a team by its name", async () => {
    const [live, deleted] = upcoming;
    const team = league.teams[0]!;
    // Later than anything the demo recorded, so these are the latest three.
    const at = (minutes: number) => new Date(NOW.getTime() + 7 * 24 * 3600_000 + minutes * 60_000);
    await startLiveGame(t.db, live!.id, ADMIN, at(1));
    // The key the game's page showed above its Delete.
    const { deleteKey } = await loadGameSchedulePage(t.db, deleted!.id);
    await deleteSeasonGame(t.db, deleted!.id, { actorEmail: ADMIN, at: at(2) }, deleteKey);
    await recordAudit(t.db, {
      actorEmail: ADMIN,
      action: "update",
      entity: "team",
      entityId: team.id,
      at: at(3),
    });

    const { audit } = await loadAdminDashboard(t.db, leagueDate(2026, 11, 23, 6));
    expect(audit.slice(0, 3).map(({ what, href }) => ({ what, href }))).toEqual([
      { what: `Update team: ${team.name}`, href: `/admin/teams/${team.id}` },
      { what: `Delete game: game ${deleted!.id}`, href: null },
      {
        what: `Start live: ${teamName(live!.awayTeamId)} at ${teamName(live!.homeTeamId)}, ${formatGameDay(live!.startsAt)}`,
        href: `/admin/games/${live!.id}`,
      },
    ]);
  });

  it("names the person a signup's and a draft pick's entries concern, not a record id (issue 41)", async () => {
    const at = (minutes: number) => new Date(NOW.getTime() + 8 * 24 * 3600_000 + minutes * 60_000);
    const draft = league.drafts.find((d) => d.seasonId === 4)!;
    const late = (await undraftedSignups(t.db, 4)).find(
      (p) => !p.paid && p.teamId === null && !(draft.corePlayerIds ?? []).includes(p.id),
    )!;
    const name = `${late.firstName} ${late.lastName}`;
    const season = league.seasons.find((s) => s.id === 4)!.name;
    await setSignupPaid(t.db, {
      signupId: late.signupId,
      paid: true,
      actorEmail: ADMIN,
      at: at(1),
    });
    const pick = await draftPlayer(t.db, {
      seasonId: 4,
      playerId: late.id,
      actorEmail: ADMIN,
      at: at(2),
    });
    if (!pick.ok) throw new Error(pick.message);
    const made = (await seasonDraftPicks(t.db, 4)).at(-1)!;
    await undoLastDraftPick(t.db, {
      seasonId: 4,
      pickNumber: made.pickNumber,
      actorEmail: ADMIN,
      at: at(3),
    });

    const { audit } = await loadAdminDashboard(t.db, leagueDate(2026, 11, 23, 6));
    const drafted = `${name} to the ${teamName(made.teamId)} (pick ${made.pickNumber})`;
    expect(audit.slice(0, 3).map(({ what, href }) => ({ what, href }))).toEqual([
      { what: `Undo draft pick: ${drafted}`, href: "/admin/seasons/4/draft" },
      { what: `Draft pick: ${drafted}`, href: "/admin/seasons/4/draft" },
      { what: `Mark paid: ${name} (${season})`, href: null },
    ]);
  });
});
