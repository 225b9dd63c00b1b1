// What the availability part of the game page shows (app/pages/game-availability.server.ts).
import type { AvailabilityAnswer } from "~/domain/availability/availability";

export interface AvailabilityMemberView {
  playerId: string;
  name: string;
  isSub: boolean;
  answer: AvailabilityAnswer | null;
  /** The viewer (the team's captain, an admin) may set this player's answer. */
  canSet: boolean;
}

export interface AvailabilityTeamView {
  teamId: string;
  teamName: string;
  /** 'In 6 · Maybe 1 · Out 2 · No answer 3', for everyone. */
  counts: string;
  /** In, Maybe, Out, No answer: only for the team's players and admins, else null. */
  groups: { label: string; members: AvailabilityMemberView[] }[] | null;
}

export interface SubListView {
  /** The teams the viewer may invite for (his as captain; both for an admin). */
  teams: { teamId: string; teamName: string }[];
  subs: {
    playerId: string;
    name: string;
    email: string;
    phone: string | null;
    invited: boolean;
    accepted: boolean;
  }[];
}

export interface GameAvailabilityView {
  gameId: string;
  /** 'Sat, Nov 28' */
  day: string;
  /** The game's start (ISO): answers close, and the section goes. */
  closesAt: string;
  teams: AvailabilityTeamView[];
  /** The signed-in player's own answer, when he plays (or subs) in this game. */
  mine: { teamName: string; answer: AvailabilityAnswer | null } | null;
  /** A signed-in player on neither team: whether he is on the sub list for the day. */
  subOffer: { offered: boolean } | null;
  /** Captains of the two teams and admins. */
  subList: SubListView | null;
}
