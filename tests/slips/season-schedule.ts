// Slips in the season schedule generator (app/domain/season-schedule/):
// docs/league-rules.md#schedules and the rules at the top of generator.ts.
import type { Slip } from "./slip";

const DIR = "app/domain/season-schedule";
const GENERATOR = `${DIR}/generator.ts`;
const INPUT = `${DIR}/input.ts`;
const ROBIN = `${DIR}/round-robin.ts`;
const CALENDAR = `${DIR}/calendar.ts`;
const REPORT = `${DIR}/report.ts`;
const DEFAULTS = `${DIR}/defaults.ts`;
const DRAFT = `${DIR}/draft.ts`;
const EARLY = `${DIR}/early-slots.ts`;
const EXACT = `${DIR}/early-exact.ts`;
const REFUSALS = `${DIR}/refusals.ts`;

export const slips: Slip[] = [
  // The generator
  {
    file: GENERATOR,
    slip: "a later cycle repeats home and away instead of swapping them",
    find: "pairing: c % 2 === 0 ? [home, away] : [away, home]",
    replace: "pairing: [home, away]",
  },
  {
    file: GENERATOR,
    slip: "dates whose slots exactly hold the games refused (> flipped to >=)",
    find: "if (totalGames > days.length * perDay) {",
    replace: "if (totalGames >= days.length * perDay) {",
  },
  {
    file: GENERATOR,
    slip: "a round's days take the latest slots of the template, not the earliest",
    find: "return template.slice(0, count).map((slot) => ({ date: dayString(day), ...slot }));",
    replace:
      "return template.slice(template.length - count).map((slot) => ({ date: dayString(day), ...slot }));",
  },
  {
    file: GENERATOR,
    slip: "the template sorted latest first (the earliest time mistaken)",
    find: "(a, b) => compare(a.time, b.time) || compare(a.location, b.location),",
    replace: "(a, b) => compare(b.time, a.time) || compare(a.location, b.location),",
  },
  {
    file: GENERATOR,
    slip: "every refusal of the earliest time offers another seed",
    find: 'return choice.obstacle.kind === "not-found"',
    replace: 'return choice.obstacle.kind !== "exhausted"',
  },
  {
    file: GENERATOR,
    slip: "a resting conference not listed",
    find: "      if (group.conference && !round.games.some((game) => game.group === g)) {",
    replace: "      if (group.conference && round.games.length === 0) {",
  },
  {
    file: GENERATOR,
    slip: "a round's games not spread evenly over its days (the first days filled)",
    find: "Math.floor(round.games.length / own.length) + (i < round.games.length % own.length ? 1 : 0);",
    replace: "Math.min(template.length, round.games.length - i * template.length);",
  },
  // The form's checks
  {
    file: INPUT,
    slip: "teams may meet 5 times (off by one at the maximum)",
    find: "format.times < MIN_TIMES || format.times > MAX_TIMES",
    replace: "format.times < MIN_TIMES || format.times > MAX_TIMES + 1",
  },
  {
    file: INPUT,
    slip: "a team listed twice accepted",
    find: "    } else if (seen.has(team.id)) {",
    replace: "    } else if (seen.has(team.id) && false) {",
  },
  {
    file: INPUT,
    slip: "a one-day season refused (last day equal to the first)",
    find: "if (first !== null && last !== null && last < first) {",
    replace: "if (first !== null && last !== null && last <= first) {",
  },
  {
    file: INPUT,
    slip: "a season of exactly five years' days accepted (>= flipped to >)",
    find: "last - first >= MAX_SEASON_DAYS;",
    replace: "last - first > MAX_SEASON_DAYS;",
  },
  {
    file: INPUT,
    slip: "Saturday refused as a game weekday",
    find: "Number.isInteger(d) && d >= 0 && d <= 6",
    replace: "Number.isInteger(d) && d >= 0 && d < 6",
  },
  {
    file: INPUT,
    slip: "today refused as the first game day",
    find: "first !== null && now !== null && first < now",
    replace: "first !== null && now !== null && first <= now",
  },
  {
    file: INPUT,
    slip: "two gyms at one time read as the same slot listed twice",
    find: "const key = `${slot.time} ${slot.location}`;",
    replace: "const key = slot.time;",
  },
  {
    file: INPUT,
    slip: "blackouts covering every game day accepted",
    find: "} else if (open.every((n) => blackouts.has(n))) {",
    replace: "} else if (open.length > 0 && open.every((n) => blackouts.has(n)) && false) {",
  },
  {
    file: INPUT,
    slip: "a conference of one team accepted",
    find: "if (group.teamIds.length < 2 && group.conference) {",
    replace: "if (group.teamIds.length < 1 && group.conference) {",
  },
  // Round robins
  {
    file: ROBIN,
    slip: "the corner r + i always at home (home and away no longer within 1)",
    find: "games.push(i % 2 === 1 ? [plus, minus] : [minus, plus]);",
    replace: "games.push([plus, minus]);",
  },
  {
    file: ROBIN,
    slip: "the centre team always at home",
    find: "games.push(r % 2 === 0 ? [centre, corner(r)] : [corner(r), centre]);",
    replace: "games.push([centre, corner(r)]);",
  },
  {
    file: ROBIN,
    slip: "a round robin drops the last pairing of each round (off by one)",
    find: "for (let i = 1; i <= (p - 1) / 2; i++) {",
    replace: "for (let i = 1; i < (p - 1) / 2; i++) {",
  },
  {
    file: ROBIN,
    slip: "an odd group's bye not given (the phantom team's partner plays nobody, unlisted)",
    find: "rounds.push({ games, bye: odd ? corner(r) : null });",
    replace: "rounds.push({ games, bye: null });",
  },
  // Calendar
  {
    file: CALENDAR,
    slip: "the last day is not a game day (< for <=)",
    find: "for (let n = first; n <= last; n++) {",
    replace: "for (let n = first; n < last; n++) {",
  },
  {
    file: CALENDAR,
    slip: "blackouts ignored",
    find: "if (weekdays.has(weekdayOf(n)) && !blackouts.has(n)) days.push(n);",
    replace: "if (weekdays.has(weekdayOf(n))) days.push(n);",
  },
  {
    file: CALENDAR,
    slip: "the groups follow the input's order of teams (not sorted)",
    find: "const sorted = [...teams].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));",
    replace: "const sorted = [...teams];",
  },
  // The fairness report
  {
    file: REPORT,
    slip: "a pair that meets too often passes (only too few counted)",
    find: "if (met !== k) pairCounts.push(",
    replace: "if (met < k) pairCounts.push(",
  },
  {
    file: REPORT,
    slip: "a game across conferences passes in the conference format",
    find: "    } else if (gh !== ga) {",
    replace: '    } else if (gh !== ga && format.kind === "league") {',
  },
  {
    file: REPORT,
    slip: "a rematch at the same home passes",
    find: "if (before.homeTeamId === after.homeTeamId) {",
    replace: "if (before.homeTeamId === after.awayTeamId) {",
  },
  {
    file: REPORT,
    slip: "rematches one round closer than a share of the season pass (window widened)",
    find: "        if (gap < least) {",
    replace: "        if (gap < least - 1) {",
  },
  {
    file: REPORT,
    slip: "home and away may differ by 2",
    find: ".filter((id) => difference(id) > 1)",
    replace: ".filter((id) => difference(id) > 2)",
  },
  {
    file: REPORT,
    slip: "a team playing twice on a day passes",
    find: "if (bump(perDay, `${team} ${game.date}`) === 2) twiceADay.push(`${team} on ${game.date}`);",
    replace:
      "if (bump(perDay, `${team} ${game.date}`) === 3) twiceADay.push(`${team} on ${game.date}`);",
  },
  {
    file: REPORT,
    slip: "a slot holding two games passes",
    find: "if (bump(perSlot, `${game.date} ${game.time} ${game.location}`) === 2) {",
    replace: "if (bump(perSlot, `${game.date} ${game.time}`) === 3) {",
  },
  {
    file: REPORT,
    slip: "early counts may differ by 2",
    find: "holds: earlyCounts.max - earlyCounts.min <= 1,",
    replace: "holds: earlyCounts.max - earlyCounts.min <= 2,",
  },
  {
    file: REPORT,
    slip: "the latest time measured as the earliest",
    find: 'games.reduce((t, g) => (g.time < t ? g.time : t), "99:99");',
    replace: 'games.reduce((t, g) => (g.time > t ? g.time : t), "00:00");',
  },
  {
    file: REPORT,
    slip: "a round of an odd group with no bye passes (only two or more byes counted)",
    find: "if (resting.length !== 1) {",
    replace: "if (resting.length > 1) {",
  },
  {
    file: REPORT,
    slip: "byes in two rounds in a row pass",
    find: "if (lastBye.get(id) === index - 1)",
    replace: "if (lastBye.get(id) === index - 2)",
  },
  // Defaults from the previous season
  {
    file: DEFAULTS,
    slip: "a weekday with exactly half the busiest weekday's game days left out (>= flipped to >)",
    find: "2 * (daysOn.get(d)?.size ?? 0) >= busiestWeekday",
    replace: "2 * (daysOn.get(d)?.size ?? 0) > busiestWeekday",
  },
  {
    file: DEFAULTS,
    slip: "the latest of equally busy game days gives the slots (> flipped to >=)",
    find: "if (games.length > busiest.length) busiest = games;",
    replace: "if (games.length >= busiest.length) busiest = games;",
  },
  {
    file: DEFAULTS,
    slip: "the next season starts after the last regular game, forgetting the playoffs",
    find: "const last = Math.max(...previous.games.map((g) => dated(g).day));",
    replace: "const last = Math.max(...regular.map((g) => g.day));",
  },
  {
    file: DEFAULTS,
    slip: "the last day one week too late (weeks for weeks − 1)",
    find: "lastDay: dayString(first + (weeks - 1) * 7 + span),",
    replace: "lastDay: dayString(first + weeks * 7 + span),",
  },
  {
    file: DEFAULTS,
    slip: "one game between rivals makes the format conference (every for some)",
    find: "const rivalsOnly = known.every(",
    replace: "const rivalsOnly = known.some(",
  },
  {
    file: DEFAULTS,
    slip: "the cap of 4 meetings forgotten (a pair that met 5 times offers 5)",
    find: "const times = Math.min(4, Math.max(1, Math.round(count / Math.max(1, pairs(kind)))));",
    replace: "const times = Math.max(1, Math.round(count / Math.max(1, pairs(kind))));",
  },
  {
    file: DEFAULTS,
    slip: "the week starts on the weekday before the longest gap",
    find: "      start = next;",
    replace: "      start = day;",
  },
  // The kept draft
  {
    file: DRAFT,
    slip: "a refusal no seed changes kept as a draft",
    find: "return result.anotherSeedMayHelp ? { ok: false, teams, reason: result.reason } : null;",
    replace: "return { ok: false, teams, reason: result.reason };",
  },
  {
    file: DRAFT,
    slip: "a team moved to the other conference not seen as a change",
    find: ".map((t) => `${t.id}\\u0000${t.conference}`)",
    replace: ".map((t) => t.id)",
  },
  {
    file: DRAFT,
    slip: "a reshuffle (another seed) reads as other settings",
    find: "    format: s.format,\n",
    replace: "    format: s.format,\n    seed: s.seed,\n",
  },
  {
    file: DRAFT,
    slip: "weekdays typed in another order read as other settings",
    find: "weekdays: [...new Set(s.weekdays)].sort(),",
    replace: "weekdays: s.weekdays,",
  },
  {
    file: DRAFT,
    slip: "a blackout typed with spaces reads as other settings",
    find: "blackouts: [...new Set(s.blackouts.map((d) => d.trim()))].sort(),",
    replace: "blackouts: [...new Set(s.blackouts)].sort(),",
  },
  {
    file: DRAFT,
    slip: "the publish question names blackouts outside the games' dates",
    find: "d > first.date && d < last.date && dayLabel(d) !== null",
    replace: "dayLabel(d) !== null",
  },
  {
    file: DRAFT,
    slip: "the month asked for ignored (always the first)",
    find: "return months.find((m) => m.key === asked)?.key ?? months[0]?.key ?? null;",
    replace: "return months[0]?.key ?? null;",
  },
  // The earliest time's fairness
  {
    file: EARLY,
    slip: "a team's forced early games not counted (a round all early read as optional)",
    find: "if (round.early >= round.games.length) {",
    replace: "if (round.early > round.games.length) {",
  },
  {
    file: EARLY,
    slip: "a team with exactly q chances refused (< flipped to <=)",
    find: "if ((chances[t] ?? 0) < q) {",
    replace: "if ((chances[t] ?? 0) <= q) {",
  },
  {
    file: EARLY,
    slip: "a group's parity forgotten (its fewest teams above q is 0)",
    find: "    const fewest = parity;",
    replace: "    const fewest = 0;",
  },
  {
    file: EARLY,
    slip: "too few teams able to reach q + 1 not refused",
    find: "if (extra < lowSum || extra > highSum) {",
    replace: "if (extra < lowSum) {",
  },
  {
    file: EARLY,
    slip: "the local search's target off (Σ count² of all teams at q)",
    find: "const best = q * q * (teamCount - extra) + high * high * extra;",
    replace: "const best = q * q * teamCount + high * extra;",
  },
  {
    file: EXACT,
    slip: "the exact search lets a team go above q + 1",
    find: "if ((c[a] ?? 0) >= high || (c[b] ?? 0) >= high) fits = false;",
    replace: "if ((c[a] ?? 0) > high || (c[b] ?? 0) > high) fits = false;",
  },
  {
    file: EXACT,
    slip: "the exact search lets more teams than extra go above q",
    find: "if (!fits || above > extra) continue;",
    replace: "if (!fits) continue;",
  },
  {
    file: EXACT,
    slip: "the exact search skips the last game of a round when choosing (off by one)",
    find: "for (let i = from; i <= n - (size - pick.length); i++) {",
    replace: "for (let i = from; i < n - (size - pick.length); i++) {",
  },
  {
    file: EXACT,
    slip: "the exact search prunes a team that can still just reach q",
    find: "(counts[a] ?? 0) + (after[a] ?? 0) < q || (counts[b] ?? 0) + (after[b] ?? 0) < q,",
    replace: "(counts[a] ?? 0) + (after[a] ?? 0) <= q || (counts[b] ?? 0) + (after[b] ?? 0) <= q,",
  },
  // Refusals
  {
    file: REFUSALS,
    slip: "one time for every slot refused even when teams' games differ by only 1",
    find: "if (Math.max(...counts) - Math.min(...counts) <= 1) return null;",
    replace: "if (Math.max(...counts) - Math.min(...counts) < 1) return null;",
  },
  {
    file: REFUSALS,
    slip: "the slots refusal adds days and slots instead of multiplying",
    find: "the dates and template give ${days * perDay}",
    replace: "the dates and template give ${days + perDay}",
  },
  {
    file: REFUSALS,
    slip: "the too-few-games refusal names the need as what the team plays",
    find: 'but ${who(obstacle.team)} plays only ${plural(obstacle.most, "game")}.',
    replace: 'but ${who(obstacle.team)} plays only ${plural(obstacle.need, "game")}.',
  },
  {
    file: REFUSALS,
    slip: "the rounds refusal counts the rounds' games, not their days",
    find: "const needed = daysOf.reduce((a, b) => a + b, 0);",
    replace: "const needed = gamesPerRound.reduce((a, b) => a + b, 0);",
  },

  {
    file: DRAFT,
    slip: "Publish's question leaves out which draft it is (a Yes to another Reshuffle accepted)",
    find: "  return { season, revision, games: sorted.length, first, last, skipped, emails };",
    replace:
      '  return { season, revision: "", games: sorted.length, first, last, skipped, emails };',
  },
  {
    file: DRAFT,
    slip: "Publish's question says nobody is emailed whatever the rosters",
    find: "text: publishConsequences(m.emails),",
    replace: "text: publishConsequences(0),",
  },
];
