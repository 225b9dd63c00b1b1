// What a device follows (docs/league-rules.md#push-notifications): pure and
// free of libraries, because the follow island carries it to the browser.

/** The teams after following one more, or one fewer: each at most once, the others kept. */
export function withTeam(teams: readonly string[], teamId: string, follow: boolean): string[] {
  const others = teams.filter((id) => id !== teamId);
  return follow ? [...others, teamId] : others;
}

/** A team a device can follow, as the Follow control and the /follow page name it. */
export interface FollowableTeam {
  teamId: string;
  name: string;
}
