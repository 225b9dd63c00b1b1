// Issue 33: a game's flow from its live taps. The flow ends on the live
// score's difference, undone baskets do not count, each team's biggest lead is
// its largest, lead changes count who leads ignoring ties; the chart puts each
// lead on its team's side of the middle line, as far from it as the lead.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { flowWords, gameFlow, type GameFlow } from "~/domain/charts/game-flow";
import { FLOW_HEIGHT, gameFlowChart } from "~/domain/charts/game-flow-geometry";
import { CHART_WIDTH } from "~/domain/charts/bar-geometry";
import { liveScore, liveStateOf, type Basket, type LiveEvent } from "~/domain/live/game";
import { pathPoints } from "../support/chart-markup";

const HOME = "saints";
const AWAY = "shamrocks";

const tapArb = fc.record({
  home: fc.boolean(),
  points: fc.constantFrom(1, 2, 2, 2, 3),
});

const basketsOf = (taps: { home: boolean; points: number }[]): Basket[] =>
  taps.map((t, i) => ({
    id: `basket-${i}`,
    teamId: t.home ? HOME : AWAY,
    playerId: null,
    playerName: null,
    points: t.points,
    time: "9:00 AM",
  }));

const event = (seq: number, e: Partial<LiveEvent> & Pick<LiveEvent, "id" | "kind">): LiveEvent => ({
  seq,
  gameId: "g",
  teamId: null,
  playerId: null,
  playerName: null,
  points: null,
  undoes: null,
  time: "9:00 AM",
  ...e,
});

/** Signs of the leads that are not ties, in order. */
const leaders = (flow: GameFlow) =>
  flow.points.map((p) => Math.sign(p.lead)).filter((s) => s !== 0);

describe("gameFlow", () => {
  it("ends on the score, keeps the biggest leads and counts changes of leader, not ties", () => {
    let changesSeen = 0;
    let tiesSeen = 0;
    fc.assert(
      fc.property(fc.array(tapArb, { maxLength: 80 }), (taps) => {
        const baskets = basketsOf(taps);
        const flow = gameFlow(baskets, HOME);
        const score = liveScore(baskets, HOME);
        expect(flow.points).toHaveLength(baskets.length);
        expect(flow.score).toEqual(score);
        // The last point is the final live score's difference (0–0 before any basket).
        const last = flow.points.at(-1);
        expect(last?.lead ?? 0).toBe(score.home - score.away);
        if (last) expect({ home: last.home, away: last.away }).toEqual(score);
        // Each basket moves its own team's score by its points, and only that.
        flow.points.forEach((p, i) => {
          const before = flow.points[i - 1] ?? { home: 0, away: 0, lead: 0 };
          const b = baskets[i]!;
          const moved = b.teamId === HOME ? p.home - before.home : p.away - before.away;
          expect(moved).toBe(b.points);
          expect(p.lead).toBe(p.home - p.away);
        });
        // The biggest leads bound every point and are reached (or 0: never led).
        const leads = flow.points.map((p) => p.lead);
        for (const lead of leads) {
          expect(flow.biggestLead.home).toBeGreaterThanOrEqual(lead);
          expect(flow.biggestLead.away).toBeGreaterThanOrEqual(-lead);
        }
        expect(flow.biggestLead.home).toBe(Math.max(0, ...leads));
        expect(flow.biggestLead.away).toBe(Math.max(0, ...leads.map((l) => -l)));
        // Lead changes: a leader unlike the previous leader, ties in between ignored.
        const signs = leaders(flow);
        expect(flow.leadChanges).toBe(signs.filter((s, i) => i > 0 && s !== signs[i - 1]).length);
        expect(flow.leadChanges).toBeLessThanOrEqual(Math.max(signs.length - 1, 0));
        // None exactly when only one team ever led; odd exactly when the last leader is not the first.
        expect(flow.leadChanges === 0).toBe(
          flow.biggestLead.home === 0 || flow.biggestLead.away === 0,
        );
        if (signs.length > 0) {
          expect(flow.leadChanges % 2 === 1).toBe(signs[0] !== signs.at(-1));
        }
        expect(flow.ties).toBe(leads.filter((l) => l === 0).length);
        changesSeen += flow.leadChanges > 1 ? 1 : 0;
        tiesSeen += flow.ties > 0 ? 1 : 0;
      }),
      { numRuns: 400 },
    );
    expect(changesSeen).toBeGreaterThan(0);
    expect(tiesSeen).toBeGreaterThan(0);
  });

  it("does not count undone baskets (the stored taps, through liveStateOf)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            tapArb.map((t) => ({ kind: "score" as const, ...t })),
            fc.record({ kind: fc.constant("undo" as const), pick: fc.nat() }),
          ),
          { maxLength: 60 },
        ),
        (steps) => {
          const events: LiveEvent[] = [event(1, { id: "start", kind: "start" })];
          const scored: { id: string; teamId: string; points: number }[] = [];
          const undone = new Set<string>();
          steps.forEach((s, i) => {
            const id = `e-${i}`;
            if (s.kind === "score") {
              const teamId = s.home ? HOME : AWAY;
              scored.push({ id, teamId, points: s.points });
              events.push(
                event(events.length + 1, { id, kind: "score", teamId, points: s.points }),
              );
            } else if (scored.length > 0) {
              // An undo names a basket of its own team (the scorer's Undo), perhaps one already undone.
              const target = scored[s.pick % scored.length]!;
              undone.add(target.id);
              events.push(
                event(events.length + 1, {
                  id,
                  kind: "undo",
                  teamId: target.teamId,
                  undoes: target.id,
                }),
              );
            }
          });
          events.push(event(events.length + 1, { id: "final", kind: "final" }));
          const state = liveStateOf(events);
          const flow = gameFlow(state.baskets, HOME);
          const standing = scored.filter((b) => !undone.has(b.id));
          const home = standing.filter((b) => b.teamId === HOME).reduce((n, b) => n + b.points, 0);
          const away = standing.filter((b) => b.teamId === AWAY).reduce((n, b) => n + b.points, 0);
          expect(flow.points).toHaveLength(standing.length);
          expect(flow.score).toEqual({ home, away });
          expect(flow.points.at(-1)?.lead ?? 0).toBe(home - away);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("counts a change of leader through a tie, and not a tie alone", () => {
    const flowOf = (...taps: [boolean, number][]) =>
      gameFlow(basketsOf(taps.map(([home, points]) => ({ home, points }))), HOME);
    // Home 2, tie, home leads again: no change.
    expect(flowOf([true, 2], [false, 2], [true, 1])).toMatchObject({ leadChanges: 0, ties: 1 });
    // Home 2, tie, away leads: one change.
    expect(flowOf([true, 2], [false, 2], [false, 1])).toMatchObject({ leadChanges: 1, ties: 1 });
    // Straight across: home 2, away 3, home 2.
    expect(flowOf([true, 2], [false, 3], [true, 2])).toMatchObject({
      leadChanges: 2,
      ties: 0,
      biggestLead: { home: 2, away: 1 },
    });
  });
});

describe("flowWords", () => {
  const names = { home: "Saints", away: "Shamrocks" };
  const flow = (home: number, away: number, leadChanges: number): GameFlow => ({
    points: [],
    biggestLead: { home, away },
    leadChanges,
    ties: 0,
    score: { home: 0, away: 0 },
  });

  it("says each team's biggest lead and how often the lead changed hands", () => {
    expect(flowWords(flow(9, 4, 6), names)).toBe(
      "Saints led by as much as 9 and Shamrocks by 4; the lead changed hands 6 times.",
    );
    expect(flowWords(flow(3, 11, 1), names)).toBe(
      "Shamrocks led by as much as 11 and Saints by 3; the lead changed hands once.",
    );
    // Equal biggest leads: the home team is named first.
    expect(flowWords(flow(4, 4, 3), names)).toBe(
      "Saints led by as much as 4 and Shamrocks by 4; the lead changed hands 3 times.",
    );
    expect(flowWords(flow(12, 0, 0), names)).toBe(
      "Saints led by as much as 12 and Shamrocks never led.",
    );
    expect(flowWords(flow(5, 2, 2), names, true)).toBe(
      "Saints have led by as much as 5 and Shamrocks by 2; the lead has changed hands twice so far.",
    );
  });
});

describe("gameFlowChart", () => {
  it("draws each lead on its team's side of the middle line, in order, inside the box", () => {
    let peaksReachedTwice = 0;
    fc.assert(
      fc.property(fc.array(tapArb, { minLength: 1, maxLength: 90 }), (taps) => {
        const flow = gameFlow(basketsOf(taps), HOME);
        const leads = flow.points.map((p) => p.lead);
        const chart = gameFlowChart({
          name: "Game flow",
          summary: "s",
          leads,
          home: { label: "STS", fill: "#123456" },
          away: { label: "SHM", fill: "#654321" },
          startLabel: "Tip-off",
          endLabel: "Final",
        });
        const points = pathPoints(chart.line);
        for (const p of points) {
          expect(p.x).toBeGreaterThanOrEqual(0);
          expect(p.x).toBeLessThanOrEqual(CHART_WIDTH);
          expect(p.y).toBeGreaterThanOrEqual(0);
          expect(p.y).toBeLessThanOrEqual(FLOW_HEIGHT);
        }
        // The horizontal runs, left to right: the 0–0 start, then the lead after each basket.
        const spans = points.slice(1).flatMap((p, i) => {
          const from = points[i]!;
          return p.y === from.y && p.x > from.x ? [{ y: p.y, from: from.x, to: p.x }] : [];
        });
        const runs = spans.map((r) => r.y);
        expect(runs).toHaveLength(leads.length + 1);
        expect(runs[0]).toBe(chart.zeroY);
        // Pixels per point from a labelled gridline ("STS +5"): each run is its lead away from the middle.
        const tick = chart.ticks.find((t) => t.label.startsWith("STS +"))!;
        const perPoint = (chart.zeroY - tick.y) / Number(tick.label.slice(5));
        leads.forEach((lead, i) => {
          expect(chart.zeroY - runs[i + 1]!).toBeCloseTo(lead * perPoint, 0);
        });
        // Home above, away below; each area only on its own side.
        for (const p of chart.homeArea ? pathPoints(chart.homeArea) : []) {
          expect(p.y).toBeLessThanOrEqual(chart.zeroY);
        }
        for (const p of chart.awayArea ? pathPoints(chart.awayArea) : []) {
          expect(p.y).toBeGreaterThanOrEqual(chart.zeroY);
        }
        expect(chart.homeArea === null).toBe(flow.biggestLead.home === 0);
        expect(chart.awayArea === null).toBe(flow.biggestLead.away === 0);
        // The biggest leads are marked, at the highest and lowest points of the line.
        const ys = points.map((p) => p.y);
        const labels = chart.peaks.map((p) => p.label);
        if (flow.biggestLead.home > 0) {
          expect(labels).toContain(`+${flow.biggestLead.home}`);
          expect(chart.peaks[0]!.y).toBe(Math.min(...ys));
        }
        if (flow.biggestLead.away > 0) {
          expect(labels).toContain(`+${flow.biggestLead.away}`);
          expect(chart.peaks.at(-1)!.y).toBe(Math.max(...ys));
        }
        // Each peak sits in the middle of the run where its lead was first reached, its
        // label above the line for the home team's, below it for the away team's.
        const marks: { lead: number; above: boolean }[] = [];
        if (flow.biggestLead.home > 0) marks.push({ lead: flow.biggestLead.home, above: true });
        if (flow.biggestLead.away > 0) marks.push({ lead: -flow.biggestLead.away, above: false });
        expect(chart.peaks).toHaveLength(marks.length);
        marks.forEach(({ lead, above }, k) => {
          const peak = chart.peaks[k]!;
          const span = spans[leads.indexOf(lead) + 1]!;
          expect(peak.x).toBeCloseTo((span.from + span.to) / 2, 0);
          expect(peak.y).toBe(span.y);
          expect(peak.labelY < peak.y).toBe(above);
          if (leads.indexOf(lead) !== leads.lastIndexOf(lead)) peaksReachedTwice++;
        });
        // Every peak label stays inside the box.
        for (const p of chart.peaks) {
          expect(p.labelY).toBeGreaterThan(10);
          expect(p.labelY).toBeLessThan(FLOW_HEIGHT - 20);
        }
      }),
      { numRuns: 300 },
    );
    // A lead reached twice is marked where it was first reached.
    expect(peaksReachedTwice).toBeGreaterThan(0);
  });
});
