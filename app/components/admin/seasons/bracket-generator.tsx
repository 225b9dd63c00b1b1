// The playoff bracket generator of /admin/seasons/{season}: the rules it
// follows, the seeds it would use now, the season's current playoff games,
// and the button. The server decides; this only shows and asks.
import { Form, useNavigation } from "react-router";
import { Link } from "~/components/link";
import { ColumnHeads } from "~/components/table-scroll";
import { CONFERENCE_LABELS } from "~/domain/playoffs/rounds";
import type { Conference } from "~/domain/types";
import { TitledSection } from "~/components/chrome/titled-section";

interface SeedRow {
  seed: number;
  teamId: string;
  name: string;
  record: string;
}

export interface BracketGeneratorData {
  refusal: string | null;
  played: number;
  unplayedRegular: number;
  seeds: Record<Conference, SeedRow[]>;
  plan: { firstRound: string; final: string; location: string } | null;
  games: {
    id: string;
    round: string;
    conference: Conference | null;
    matchup: string | null;
    teams: string;
    when: string;
    result: string;
  }[];
}

export function BracketGenerator({
  seasonId,
  playoffs,
}: {
  seasonId: number;
  playoffs: BracketGeneratorData;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "generate-playoffs";
  const existing = playoffs.games.length;
  return (
    <TitledSection titleId="playoffs" className="bracket-generator" title="Playoff bracket">
      <p className="small">
        Seeds come from each conference&apos;s regular-season standings (with the standings&apos;
        tie-breaks); the top 8 of each conference play 1vs8, 2vs7, 3vs6 and 4vs5 at the better
        seed&apos;s home, then the conference semifinals (winners of 1vs8 and 4vs5, of 2vs7 and
        3vs6), the conference finals and the final, East champion against West champion. One round a
        week: the first round on the first Saturday after the last regular-season game (East
        Saturday, West Sunday), then the next three Saturdays, mornings at the season&apos;s usual
        location. Generating again replaces the season&apos;s playoff games, until one of them has a
        result.
      </p>
      {playoffs.refusal ? <p className="form-error">{playoffs.refusal}</p> : null}
      {playoffs.unplayedRegular > 0 && playoffs.played === 0 ? (
        <p className="field-hint">
          {playoffs.unplayedRegular} regular-season{" "}
          {playoffs.unplayedRegular === 1 ? "game is" : "games are"} not played yet: seeds follow
          the standings as they are now. Generate again when the regular season is over.
        </p>
      ) : null}
      {playoffs.plan ? (
        <p className="small">
          Schedule if generated now: first round from {playoffs.plan.firstRound}, final on{" "}
          {playoffs.plan.final}, at {playoffs.plan.location}.
        </p>
      ) : null}
      {playoffs.refusal === null ? (
        <div className="bracket-seeds">
          {(["east", "west"] as const).map((c) => (
            <div
              key={c}
              className="table-scroll"
              tabIndex={0}
              role="region"
              aria-label={`Seeds, ${CONFERENCE_LABELS[c]}`}
            >
              <table className="table">
                <caption>Seeds now, {CONFERENCE_LABELS[c]}</caption>
                <ColumnHeads labels={["Seed", "Team", "Record"]} />
                <tbody>
                  {playoffs.seeds[c].map((row) => (
                    <tr key={row.teamId}>
                      <td>{row.seed}</td>
                      <th scope="row">{row.name}</th>
                      <td>{row.record}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </div>
      ) : null}
      <Form
        method="post"
        action={`/admin/seasons/${seasonId}`}
        onSubmit={(event) => {
          if (existing > 0 && !confirm(`Replace the ${existing} playoff games of this season?`)) {
            event.preventDefault();
          }
        }}
      >
        <button
          type="submit"
          name="intent"
          value="generate-playoffs"
          className="button button-secondary"
          disabled={busy || playoffs.refusal !== null}
        >
          {busy
            ? "Generating…"
            : existing > 0
              ? "Generate playoff bracket again"
              : "Generate playoff bracket"}
        </button>
      </Form>
      <h3 className="bracket-games-title">
        {existing > 0 ? `Playoff games (${existing})` : "No playoff games yet"}
      </h3>
      {existing > 0 ? (
        <>
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Playoff games">
            <table className="table">
              <ColumnHeads labels={["Game", "Round", "Date", "Result"]} />
              <tbody>
                {playoffs.games.map((g) => (
                  <tr key={g.id}>
                    <th scope="row">
                      <Link to={`/admin/games/${g.id}`}>{g.teams}</Link>
                    </th>
                    <td>
                      {g.round}
                      {g.conference ? ` · ${g.conference === "east" ? "East" : "West"}` : ""}
                      {g.matchup ? ` · ${g.matchup}` : ""}
                    </td>
                    <td>{g.when}</td>
                    <td>{g.result}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="small">
            <Link to={`/seasons/${seasonId}`}>The season page</Link> shows the bracket to everyone.
          </p>
        </>
      ) : null}
    </TitledSection>
  );
}
