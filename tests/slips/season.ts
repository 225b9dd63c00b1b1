// Slips in the seasons' rules (app/domain/season/): docs/league-rules.md#seasons.
import type { Slip } from "./slip";

const STATE = "app/domain/season/state.ts";

export const slips: Slip[] = [
  {
    file: STATE,
    slip: "a season after the current one reads as completed (comparison flipped)",
    find: 'facts.id < facts.currentId ? "completed" : "upcoming"',
    replace: 'facts.id > facts.currentId ? "completed" : "upcoming"',
  },
  {
    file: STATE,
    slip: "a closed season takes writes (the closed state dropped)",
    find: 'if (state === "closed") return `${season} is closed: reopen it to ${DOING[write]}.`;',
    replace: "",
  },
  {
    file: STATE,
    slip: "close allowed while games have no result",
    find: "if (facts.gamesWithoutResult > 0) {",
    replace: "if (facts.gamesWithoutResult > 1) {",
  },
];
