// The signup card (docs/league-rules.md#signups-and-fees) while a season takes
// signups: one tap for a signed-in player, his signup and fee once made, and
// the invitation for everyone else.
export type SignupCardView =
  /** A signed-in player not yet signed up: one button. */
  | { state: "open"; seasonName: string }
  /**
   * A signed-in player signed up: whether his fee is paid, and `fee`, what
   * the league has said of the fee, how to pay it, his paid flag and the
   * draft (app/domain/season/fee.ts), a sentence each.
   */
  | { state: "signed-up"; seasonName: string; paid: boolean; fee: string[] }
  /** A visitor or an account that is not a player: the way to /signup. */
  | { state: "invite"; seasonName: string };
