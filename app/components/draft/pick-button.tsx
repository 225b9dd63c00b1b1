// The admin's '+' on the draft board (docs/league-rules.md#the-draft). Renders
// nothing unless `show`: the route shows it to admins only, and its action
// checks the role (and the pick, draftPlayer) again on the server. A player
// who may not be drafted (an unpaid signup) gets a disabled button that says
// why in words: no hover needed, and no script (the page works as served).
export interface DraftPickButtonProps {
  show: boolean;
  playerId: string;
  playerName: string;
  /** Why he cannot be drafted ("Fee not paid"): the button is disabled and says so. */
  notDraftable?: string | null;
}

export function DraftPickButton({
  show,
  playerId,
  playerName,
  notDraftable,
}: DraftPickButtonProps) {
  if (!show) return null;
  if (notDraftable) {
    // No aria-label: the name is the button's own text, so it holds what is seen.
    return (
      <span className="draft-pick-form">
        <button type="button" className="draft-pick-blocked" disabled>
          <span className="visually-hidden">Draft {playerName}: </span>
          {notDraftable}
        </button>
      </span>
    );
  }
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
