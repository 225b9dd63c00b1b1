// The playoff template (docs/league-rules.md#playoffs): 8 first-round games, 4 conference
// semifinals, 2 conference finals and 1 final, wired by feeder games.
import type { Conference, Game, PlayoffRound } from "~/domain/types";

export interface PlayoffBracketInput {
  seasonId: number;
  /** Team ids by seed (index 0 = seed 1), 8 per conference. */
  east: string[];
  west: string[];
  newId: () => string;
  startsAt: (round: PlayoffRound, order: number) => Date;
  location: (round: PlayoffRound, order: number) => string;
}

/** First-round pairings by seed, better seed first (it plays at home). */
const FIRST_ROUND_SEEDS: [number, number][] = [
  [1, 8],
  [4, 5],
  [3, 6],
  [2, 7],
];

const CONFERENCE_SHORT: Record<Conference, string> = {
  east: "East",
  west: "West",
};

function validateSeeds(east: string[], west: string[]): void {
  for (const [name, ids] of [
    ["East", east],
    ["West", west],
  ] as const) {
    if (ids.length !== 8 || new Set(ids).size !== 8) {
      throw new Error(
        `The ${name} needs 8 different teams by seed to build the playoffs; got ${ids.length} (${new Set(ids).size} different).`,
      );
    }
  }
  const both = new Set([...east, ...west]);
  if (both.size !== 16) {
    throw new Error("A team cannot be seeded in both conferences.");
  }
}

/**
 * The full template: per conference the first round 1vs8, 4vs5,
 * 3vs6, 2vs7 (better seed at home), semifinals fed by (1vs8, 4vs5) and
 * (3vs6, 2vs7), a conference final fed by both semifinals, and the final fed
 * by [East final, West final]. Feeders are ordered [away supplier, home
 * supplier] to match advancePlayoffWinner, so the path of the better seed
 * stays at home. playoffRoundOrder runs 1..n per round, East first.
 * Only first-round games carry a matchup label; later games show placeholders.
 */
export function buildPlayoffBracket(input: PlayoffBracketInput): Game[] {
  validateSeeds(input.east, input.west);
  const orderInRound = new Map<PlayoffRound, number>();

  const makeGame = (
    round: PlayoffRound,
    conference: Conference | null,
    fields: Pick<
      Game,
      | "homeTeamId"
      | "awayTeamId"
      | "homePlaceholder"
      | "awayPlaceholder"
      | "matchup"
      | "feederGameIds"
    >,
  ): Game => {
    const order = (orderInRound.get(round) ?? 0) + 1;
    orderInRound.set(round, order);
    return {
      id: input.newId(),
      seasonId: input.seasonId,
      type: "playoff",
      status: "scheduled",
      startsAt: input.startsAt(round, order),
      location: input.location(round, order),
      homeScore: null,
      awayScore: null,
      winnerId: null,
      referees: null,
      playoffRound: round,
      playoffConference: conference,
      playoffRoundOrder: order,
      ...fields,
    };
  };

  const conferences: Conference[] = ["east", "west"];
  const seedsOf = { east: input.east, west: input.west };

  // Build round by round so playoffRoundOrder runs East then West in each round.
  const firstRound = new Map<Conference, Game[]>();
  for (const conference of conferences) {
    const seeds = seedsOf[conference];
    firstRound.set(
      conference,
      FIRST_ROUND_SEEDS.map(([home, away]) =>
        makeGame("first-round", conference, {
          homeTeamId: seeds[home - 1] ?? null,
          awayTeamId: seeds[away - 1] ?? null,
          homePlaceholder: null,
          awayPlaceholder: null,
          matchup: `${home}vs${away}`,
          feederGameIds: [],
        }),
      ),
    );
  }

  const fedBy = (
    round: PlayoffRound,
    conference: Conference | null,
    home: { game: Game; name: string },
    away: { game: Game; name: string },
  ) =>
    makeGame(round, conference, {
      homeTeamId: null,
      awayTeamId: null,
      homePlaceholder: `Winner ${home.name}`,
      awayPlaceholder: `Winner ${away.name}`,
      matchup: null,
      feederGameIds: [away.game.id, home.game.id],
    });
  const named = (game: Game | undefined, name: string) => {
    if (!game) throw new Error(`Playoff template is missing ${name}.`);
    return { game, name };
  };

  const semis = new Map<Conference, Game[]>();
  for (const conference of conferences) {
    const [g1v8, g4v5, g3v6, g2v7] = firstRound.get(conference) ?? [];
    semis.set(conference, [
      fedBy("conference-semifinal", conference, named(g1v8, "1vs8"), named(g4v5, "4vs5")),
      fedBy("conference-semifinal", conference, named(g2v7, "2vs7"), named(g3v6, "3vs6")),
    ]);
  }

  const finals = new Map<Conference, Game>();
  for (const conference of conferences) {
    const short = CONFERENCE_SHORT[conference];
    const [semi1, semi2] = semis.get(conference) ?? [];
    finals.set(
      conference,
      fedBy(
        "conference-final",
        conference,
        named(semi1, `${short} Semifinal 1`),
        named(semi2, `${short} Semifinal 2`),
      ),
    );
  }

  const final = fedBy(
    "final",
    null,
    named(finals.get("west"), "West Final"),
    named(finals.get("east"), "East Final"),
  );

  return [
    ...conferences.flatMap((c) => firstRound.get(c) ?? []),
    ...conferences.flatMap((c) => semis.get(c) ?? []),
    ...conferences.map((c) => finals.get(c)).filter((g) => g !== undefined),
    final,
  ];
}
