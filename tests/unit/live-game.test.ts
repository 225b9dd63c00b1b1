// Live games (docs/league-rules.md#live-games): the reducer both the server
// and the browser run, the running score and timeline, and reading taps.
import { describe, expect, it } from "vitest";
import { gameDisplayState } from "~/domain/games/state";
import {
  applyLiveEvent,
  basketToUndo,
  lastBasketOf,
  liveScore,
  liveStateOf,
  NOT_STARTED,
  parseLiveTaps,
  pointsByPlayer,
  scoringTimeline,
  type LiveEvent,
} from "~/domain/live/game";
import { game } from "./fixtures";

let seq = 0;
function ev(kind: LiveEvent["kind"], extra: Partial<LiveEvent> = {}): LiveEvent {
  seq += 1;
  return {
    seq,
    id: `event-${seq}`,
    gameId: "g1",
    kind,
    teamId: null,
    playerId: null,
    playerName: null,
    points: null,
    undoes: null,
    time: "9:00 AM",
    ...extra,
  };
}
const basket = (teamId: string, points: number, playerId: string | null = null) =>
  ev("score", { teamId, points, playerId, playerName: playerId ? `Name ${playerId}` : null });

describe("applyLiveEvent", () => {
  it("adds up baskets since the start, per team", () => {
    const state = liveStateOf([
      ev("start"),
      basket("home", 2),
      basket("away", 3),
      basket("home", 1),
    ]);
    expect(state.phase).toBe("live");
    expect(liveScore(state.baskets, "home")).toEqual({ home: 3, away: 3 });
  });

  it("an undo takes back that basket only, and a second undo of it changes nothing", () => {
    const start = ev("start");
    const a = basket("home", 2);
    const b = basket("home", 3);
    const undo = ev("undo", { teamId: "home", undoes: a.id });
    const again = ev("undo", { teamId: "home", undoes: a.id });
    const state = liveStateOf([start, a, b, undo, again]);
    expect(state.baskets.map((x) => x.id)).toEqual([b.id]);
    expect(liveScore(state.baskets, "home").home).toBe(3);
  });

  it("an undo naming the other team's basket takes nothing back", () => {
    const start = ev("start");
    const away = basket("away", 3);
    const state = liveStateOf([start, away, ev("undo", { teamId: "home", undoes: away.id })]);
    expect(state.baskets.map((x) => x.id)).toEqual([away.id]);
  });

  it("ignores an event it already applied (a stream replaying what the page showed)", () => {
    const events = [ev("start"), basket("home", 2), basket("away", 2)];
    const state = liveStateOf(events);
    expect(liveStateOf(events, state)).toBe(state);
    expect(applyLiveEvent(state, events[1]!)).toBe(state);
  });

  it("applies a phone's unsent taps (seq 0) on top, each basket once", () => {
    const confirmed = liveStateOf([ev("start"), basket("home", 2)]);
    const pending: LiveEvent = { ...basket("away", 3), seq: 0 };
    const once = applyLiveEvent(confirmed, pending);
    const twice = applyLiveEvent(once, pending);
    expect(liveScore(twice.baskets, "home")).toEqual({ home: 2, away: 3 });
    expect(twice.seq).toBe(confirmed.seq);
  });

  it("a new start clears an abandoned run; final keeps the baskets", () => {
    const abandoned = liveStateOf([ev("start"), basket("home", 2), ev("abandon")]);
    expect(abandoned).toMatchObject({ phase: "abandoned", baskets: [] });
    const restart = ev("start");
    const again = liveStateOf([restart, basket("away", 1), ev("final")], abandoned);
    expect(again.phase).toBe("final");
    expect(again.runId).toBe(restart.id);
    expect(liveScore(again.baskets, "home")).toEqual({ home: 0, away: 1 });
  });

  it("a start always begins a run from nothing, even straight after a live or final run", () => {
    const live = liveStateOf([ev("start"), basket("home", 2), basket("away", 3)]);
    const restart = ev("start");
    const afterLive = applyLiveEvent(live, restart);
    expect(afterLive).toMatchObject({ phase: "live", runId: restart.id, baskets: [] });
    const final = liveStateOf([ev("start"), basket("home", 2), ev("final")]);
    expect(applyLiveEvent(final, ev("start")).baskets).toEqual([]);
  });

  it("starts from nothing", () => {
    expect(NOT_STARTED).toEqual({ phase: "not-started", runId: null, baskets: [], seq: 0 });
  });
});

describe("timeline, prefill and undo target", () => {
  const state = liveStateOf([
    ev("start"),
    basket("home", 2, "p1"),
    basket("away", 3, "p9"),
    basket("home", 1),
    basket("home", 3, "p1"),
  ]);

  it("lists baskets newest first with the score just after each", () => {
    const rows = scoringTimeline(state.baskets, "home");
    expect(rows.map((r) => [r.points, r.score.away, r.score.home])).toEqual([
      [3, 3, 6],
      [1, 3, 3],
      [3, 3, 2],
      [2, 0, 2],
    ]);
  });

  it("credits each player with his baskets (team baskets credit nobody)", () => {
    expect(Object.fromEntries(pointsByPlayer(state.baskets))).toEqual({ p1: 5, p9: 3 });
  });

  it("Undo takes back the team's latest basket standing", () => {
    expect(lastBasketOf(state.baskets, "home")?.points).toBe(3);
    expect(lastBasketOf(state.baskets, "away")?.playerId).toBe("p9");
    expect(lastBasketOf([], "home")).toBeNull();
  });

  it("an undo takes back only its own team's basket: the latest, or the one it names", () => {
    const [home2, away3, home1] = state.baskets;
    // The newest basket of the game is the home team's: an away undo still takes the away one.
    expect(basketToUndo(state.baskets, { teamId: "away", undoes: null })).toEqual({
      ok: true,
      basket: away3,
    });
    expect(basketToUndo(state.baskets, { teamId: "home", undoes: home1!.id })).toEqual({
      ok: true,
      basket: home1,
    });
    expect(basketToUndo([home2!], { teamId: "away", undoes: null })).toEqual({
      ok: true,
      basket: null,
    });
    // Named but no longer standing (already undone): nothing to take back.
    expect(basketToUndo(state.baskets, { teamId: "home", undoes: "gone-0001" })).toEqual({
      ok: true,
      basket: null,
    });
  });

  it("refuses an undo naming the other team's basket", () => {
    const away3 = state.baskets[1]!;
    const refused = basketToUndo(state.baskets, { teamId: "home", undoes: away3.id });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.message).toMatch(/other team/);
  });
});

describe("gameDisplayState of a live game", () => {
  it("is live until a winner is saved", () => {
    expect(gameDisplayState(game({ status: "live" }), [])).toBe("live");
    expect(
      gameDisplayState(
        game({ status: "completed", winnerId: "home", homeScore: 1, awayScore: 0 }),
        [{ status: "played" }],
      ),
    ).toBe("final");
  });
});

describe("parseLiveTaps", () => {
  const teams = { homeTeamId: "home", awayTeamId: "away" };
  const roster = new Map([
    ["p1", "home"],
    ["p9", "away"],
  ]);
  const parse = (taps: unknown) =>
    parseLiveTaps(JSON.stringify(taps), teams, (id) => roster.get(id));

  it("reads baskets and undos in order", () => {
    const result = parse([
      { id: "tap-00000001", kind: "score", teamId: "home", points: 2, playerId: "p1" },
      { id: "tap-00000002", kind: "score", teamId: "away", points: 3 },
      { id: "tap-00000003", kind: "undo", teamId: "away", undoes: "tap-00000002" },
      { id: "tap-00000004", kind: "undo", teamId: "home" },
    ]);
    expect(result.ok && result.taps.map((t) => [t.kind, t.teamId, t.points, t.undoes])).toEqual([
      ["score", "home", 2, null],
      ["score", "away", 3, null],
      ["undo", "away", null, "tap-00000002"],
      ["undo", "home", null, null],
    ]);
  });

  it.each([
    ["not JSON", "{", "could not be read"],
    ["an empty list", [], "between 1 and"],
    ["a bad id", [{ id: "x", kind: "score", teamId: "home", points: 2 }], "valid id"],
    [
      "an id with odd characters",
      [{ id: "abc<script>", kind: "score", teamId: "home", points: 2 }],
      "valid id",
    ],
    [
      "another team",
      [{ id: "tap-00000001", kind: "score", teamId: "other", points: 2 }],
      "not in this game",
    ],
    ["4 points", [{ id: "tap-00000001", kind: "score", teamId: "home", points: 4 }], "1, 2 or 3"],
    [
      "points as text",
      [{ id: "tap-00000001", kind: "score", teamId: "home", points: "2" }],
      "1, 2 or 3",
    ],
    [
      "the other team's player",
      [{ id: "tap-00000001", kind: "score", teamId: "home", points: 2, playerId: "p9" }],
      "not on that team",
    ],
    ["an unknown kind", [{ id: "tap-00000001", kind: "foul", teamId: "home" }], "neither"],
  ])("refuses %s", (_name, taps, message) => {
    const result =
      typeof taps === "string" ? parseLiveTaps(taps, teams, () => undefined) : parse(taps);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(message);
  });

  it("refuses more than 200 taps in one post", () => {
    const taps = Array.from({ length: 201 }, (_, i) => ({
      id: `tap-${String(i).padStart(8, "0")}`,
      kind: "score",
      teamId: "home",
      points: 1,
    }));
    expect(parse(taps).ok).toBe(false);
  });
});
