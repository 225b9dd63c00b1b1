// The recap above a final game's leaders (docs/league-rules.md#recap): a few
// sentences written by app/domain/game-story/recap.ts, shown as one short paragraph.

export function GameRecap({ sentences }: { sentences: string[] }) {
  if (sentences.length === 0) return null;
  return (
    <section aria-labelledby="recap-title">
      <h2 id="recap-title" className="section-title">
        Recap
      </h2>
      <p className="card game-recap">{sentences.join(" ")}</p>
    </section>
  );
}
