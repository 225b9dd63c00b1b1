// Players of the demo league that a journey may sign up: not signed up for
// season 4 (the season taking signups), with a name no other player has, so a
// search finds exactly him; and his email, where the confirmation goes
// (docs/league-rules.md#signups-and-fees). Each journey takes its own index,
// so journeys on one server never sign up the same player.
import { generateDemoLeague, type DemoPhase } from "~/demo/generate";
import { E2E_NOW } from "./support";

export function unsignedDemoPlayer(index: number, phase: DemoPhase = "season") {
  const league = generateDemoLeague({ now: new Date(E2E_NOW), phase });
  const signed = new Set(league.signups.filter((s) => s.seasonId === 4).map((s) => s.playerId));
  const name = (p: { firstName?: string; lastName?: string }) => `${p.firstName} ${p.lastName}`;
  const names = new Map<string, number>();
  for (const p of league.players) names.set(name(p), (names.get(name(p)) ?? 0) + 1);
  const free = league.players.filter((p) => !signed.has(p.id!) && names.get(name(p)) === 1);
  const player = free[index];
  if (!player) throw new Error(`The demo league has no unsigned player ${index}`);
  return { name: name(player), firstName: player.firstName!, email: player.email! };
}
