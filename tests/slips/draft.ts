// Slips in the draft's rules (app/domain/draft/): docs/league-rules.md#the-draft.
import type { Slip } from "./slip";

const ORDER = "app/domain/draft/order.ts";
const BOARD = "app/domain/draft/board.ts";

export const slips: Slip[] = [
  {
    file: ORDER,
    slip: "snake order reverses the odd rounds instead of the even ones",
    find: "round % 2 === 1 ? teamIds : [...teamIds].reverse()",
    replace: "round % 2 === 0 ? teamIds : [...teamIds].reverse()",
  },
  {
    file: ORDER,
    slip: "snake order drops the last round (off by one)",
    find: "for (let round = 1; round <= rounds; round++) {",
    replace: "for (let round = 1; round < rounds; round++) {",
  },
  {
    file: ORDER,
    slip: "a pick slot may start at its window's end (end inclusive)",
    find: "at + slotMs <= end.getTime() && slots.length < count;",
    replace: "at <= end.getTime() && slots.length < count;",
  },
  {
    file: ORDER,
    slip: "a slot that would end exactly at the window's end is dropped (< for <=)",
    find: "at + slotMs <= end.getTime() && slots.length < count;",
    replace: "at + slotMs < end.getTime() && slots.length < count;",
  },
  {
    file: ORDER,
    slip: "windows taken in the order given, not in time order",
    find: "const ordered = [...windows].sort((a, b) => a.start.getTime() - b.start.getTime());",
    replace: "const ordered = [...windows];",
  },
  {
    file: ORDER,
    slip: "the draft's second day starts at 09:00 instead of 08:00",
    find: "  { from: [8, 0], to: [22, 30] },\n  { from: [8, 0], to: [22, 30] },",
    replace: "  { from: [9, 0], to: [22, 30] },\n  { from: [8, 0], to: [22, 30] },",
  },
  {
    file: ORDER,
    slip: "a later pick goes on the clock only after its slot time (>= flipped to >)",
    find: "return slot !== null && now.getTime() >= slot.getTime();",
    replace: "return slot !== null && now.getTime() > slot.getTime();",
  },
  {
    file: ORDER,
    slip: "the current pick is not on the clock before its slot time",
    find: "  if (pickIndex === picksMade) return true;\n",
    replace: "",
  },
  {
    file: ORDER,
    slip: "the last pick made stays on the clock (off by one in the picks made)",
    find: "if (pickIndex < picksMade) return false;",
    replace: "if (pickIndex < picksMade - 1) return false;",
  },
  {
    file: BOARD,
    slip: "rounds needed rounds down (floor for ceil)",
    find: "Math.max(1, Math.ceil((picksMade + waiting) / teamCount))",
    replace: "Math.max(1, Math.floor((picksMade + waiting) / teamCount))",
  },
  {
    file: BOARD,
    slip: "rounds needed forgets the picks already made",
    find: "Math.max(1, Math.ceil((picksMade + waiting) / teamCount))",
    replace: "Math.max(1, Math.ceil(waiting / teamCount))",
  },
  {
    file: BOARD,
    slip: "a traded pick shows the snake order's team, not the team that made it",
    find: "teamId: pick?.teamId ?? slot.teamId,",
    replace: "teamId: slot.teamId,",
  },
  {
    file: BOARD,
    slip: "a made pick whose slot has passed still shows on the clock",
    find: "onTheClock: !pick && isOnTheClock(index, picksMade, scheduledAt, opts.now),",
    replace: "onTheClock: isOnTheClock(index, picksMade, scheduledAt, opts.now),",
  },
  {
    file: BOARD,
    slip: "the current season's column shows at the moment itself (> flipped to >=)",
    find: "return now.getTime() > playerTableAfter.getTime();",
    replace: "return now.getTime() >= playerTableAfter.getTime();",
  },
  {
    file: BOARD,
    slip: "the current season's column stays hidden once the season has stats",
    find: "if (currentSeasonHasStats || playerTableAfter === null) return true;",
    replace: "if (playerTableAfter === null) return true;",
  },
  {
    file: BOARD,
    slip: "the players come first once nobody waits (the waiting condition dropped)",
    find: "const underWay = (opts.picksMade > 0 || opened) && opts.waiting > 0;",
    replace: "const underWay = opts.picksMade > 0 || opened;",
  },
  {
    file: BOARD,
    slip: "the draft counts as opened only after its first window's start (<= flipped to <)",
    find: "const opened = opts.windows.some((w) => w.start.getTime() <= opts.now.getTime());",
    replace: "const opened = opts.windows.some((w) => w.start.getTime() < opts.now.getTime());",
  },
  {
    file: BOARD,
    slip: "the next pick's rounds counted from the picks made, not the pick to make (its round is missing at a round's end)",
    find: "const rounds = Math.ceil((picksMade + 1) / order.length);",
    replace: "const rounds = Math.ceil(picksMade / order.length);",
  },
  {
    file: BOARD,
    slip: "the next pick is the last one made (off by one)",
    find: "return snakeDraftOrder(order, rounds)[picksMade] ?? null;",
    replace: "return snakeDraftOrder(order, rounds)[Math.max(0, picksMade - 1)] ?? null;",
  },
  {
    file: BOARD,
    slip: "with no signups the page says everyone is on a team",
    find: "  return signups === 0\n",
    replace: "  return signups < 0\n",
  },
];
