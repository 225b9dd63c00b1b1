// The admin's '+' on the draft board (docs/league-rules.md#the-draft). Renders
// nothing unless `show`: the admin issue decides who sees it and wires the
// route's action (intent "draft"), which must check the role again on the
// server.
export interface DraftPickButtonProps {
  show: boolean;
  playerId: string;
  playerName: string;
}

export function DraftPickButton({ show, playerId, playerName }: DraftPickButtonProps) {
  if (!show) return null;
  return (
    <form method="post" className="draft-pick-form">
      <input type="hidden" name="intent" value="draft" />
      <input type="hidden" name="playerId" value={playerId} />
      <button type="submit" className="draft-pick-button" aria-label={`Draft ${playerName}`}>
        +
      </button>
    </form>
  );
}
