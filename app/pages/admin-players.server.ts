// /admin/players: every player, this season's first, searchable by name.
import { adminPlayerList } from "~/data/players.server";
import { currentSeason } from "~/data/seasons.server";
import type { Database } from "~/db/connection.server";
import { fullName } from "~/domain/people/name";
import { normalizeSearch, SEARCH_MAX } from "~/domain/signups/signup";

/** `query`: ?q= narrows both lists, ?saved= names the player just saved. */
export async function loadAdminPlayers(db: Database, query: URLSearchParams) {
  const q = (query.get("q") ?? "").slice(0, SEARCH_MAX);
  const season = await currentSeason(db);
  // No season yet: nobody is "in" it (ids start at 1).
  const rows = await adminPlayerList(db, season?.id ?? 0, normalizeSearch(q));
  const item = (r: (typeof rows)[number], detail: string) => ({
    id: r.id,
    name: fullName(r),
    detail,
  });
  const savedId = query.get("saved");
  const saved = savedId ? rows.find((r) => r.id === savedId) : undefined;
  return {
    season: season ? { id: season.id, name: season.name } : null,
    q,
    saved: saved ? fullName(saved) : null,
    inSeason: rows
      .filter((r) => r.inSeason)
      .map((r) => item(r, r.teamName ?? "Signed up, no team yet")),
    previous: rows
      .filter((r) => !r.inSeason)
      .map((r) =>
        item(r, r.lastSeasonId === null ? "No season yet" : `Last: season ${r.lastSeasonId}`),
      ),
  };
}
