// The recap above a final game's leaders (docs/league-rules.md#recap): a few
import { TitledSection } from "~/components/chrome/titled-section";
// sentences written by app/domain/game-story/recap.ts, shown as one short paragraph.

export function GameRecap({ sentences }: { sentences: string[] }) {
  if (sentences.length === 0) return null;
  return (
    <TitledSection titleId="recap-title" title="Recap">
      <p className="card game-recap">{sentences.join(" ")}</p>
    </TitledSection>
  );
}
