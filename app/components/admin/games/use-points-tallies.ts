// The result form's running totals: each team's players' points against its
// score, as the boxes read now. The server draws them from the boxes' first
// values (what a refused save sent back, else the saved or live-credited
// ones), so a page without scripts shows them too; in the browser they follow
// every keystroke (and a restored draft). The sum itself is typedPointsTally's.
import { useState, type FormEvent } from "react";
import { typedPointsTally, type PointsTally } from "~/domain/games/tally";

export interface TallyFields {
  /** The team's score box. */
  score: string;
  /** Each of its players' Points box. */
  points: string[];
}

/**
 * The tallies, and the handler the form calls on every input (`onInput`):
 * a keystroke, a tick, a restored draft (useFormDraft says it with an input event).
 */
export function usePointsTallies(
  teams: TallyFields[],
  /** A box's first value, as the server drew it. */
  initial: (field: string) => string | undefined,
  /** The form drawn again (its key): what was read from the old one is dropped. */
  version: string,
): { tallies: PointsTally[]; onInput: (event: FormEvent<HTMLFormElement>) => void } {
  const [read, setRead] = useState<{ version: string; values: Map<string, string> } | null>(null);
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const values = new Map<string, string>();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") values.set(name, value);
    }
    setRead({ version, values });
  };
  const value = (field: string) =>
    read && read.version === version ? read.values.get(field) : initial(field);
  return {
    tallies: teams.map((team) => typedPointsTally(value(team.score), team.points.map(value))),
    onInput,
  };
}
