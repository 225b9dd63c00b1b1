// The teams of a season (/admin/seasons/{season},
// docs/league-rules.md#seasons): a checkbox per team for "plays this season"
// and its conference. A completed season's boxes are disabled and there is
// nothing to save. Plain form: works without JavaScript.
import { Form, useNavigation } from "react-router";
import { Link } from "~/components/link";
import { ColumnHeads } from "~/components/table-scroll";
import type { Conference } from "~/domain/types";
import { IntentButton } from "~/components/admin/intent-button";

export interface PickerTeam {
  id: string;
  name: string;
  inSeason: boolean;
  conference: Conference | null;
  rosterSize: number;
  games: number;
}

export function SeasonTeamPicker({
  seasonId,
  completed,
  teams,
  typed,
}: {
  seasonId: number;
  completed: boolean;
  teams: PickerTeam[];
  /** What the admin sent when the save was refused, shown instead of the saved state. */
  typed?: Record<string, unknown> | null;
}) {
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "save-teams";
  const typedTeams = typed ? new Set([typed.team ?? []].flat().map(String)) : null;
  const playing = (t: PickerTeam) => (typedTeams ? typedTeams.has(t.id) : t.inSeason);
  const conferenceOf = (t: PickerTeam) =>
    typed ? String(typed[`conference-${t.id}`] ?? "") : (t.conference ?? "");

  return (
    <Form method="post" className="season-teams-form" key={typed ? "typed" : "saved"}>
      <fieldset className="season-teams">
        <legend>Teams playing season {seasonId}</legend>
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Teams of the season">
          <table className="table season-teams-table">
            <ColumnHeads labels={["Plays", "Conference", "Roster"]} />
            <tbody>
              {teams.map((t) => (
                <tr key={t.id}>
                  <td>
                    <label className="season-team-check">
                      <input
                        type="checkbox"
                        name="team"
                        value={t.id}
                        defaultChecked={playing(t)}
                        disabled={completed}
                      />{" "}
                      {t.name}
                    </label>
                  </td>
                  <td>
                    <label className="visually-hidden" htmlFor={`conference-${t.id}`}>
                      Conference of {t.name}
                    </label>
                    <select
                      id={`conference-${t.id}`}
                      name={`conference-${t.id}`}
                      defaultValue={conferenceOf(t)}
                      disabled={completed}
                      className="season-team-conference"
                    >
                      <option value="">—</option>
                      <option value="east">East</option>
                      <option value="west">West</option>
                    </select>
                  </td>
                  <td>
                    {t.inSeason ? (
                      <Link
                        to={`/admin/seasons/${seasonId}/teams/${t.id}`}
                        aria-label={`Roster of ${t.name} in season ${seasonId} (${t.rosterSize} players)`}
                      >
                        Roster ({t.rosterSize})
                      </Link>
                    ) : (
                      <span className="muted">Not playing</span>
                    )}
                    {t.games > 0 ? <span className="muted small"> · {t.games} games</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </fieldset>
      {completed ? null : (
        <>
          <p className="field-hint">
            A team with games or players this season cannot be taken out of it.
          </p>
          <IntentButton
            intent="save-teams"
            className="button button-secondary"
            busy={saving}
            busyLabel="Saving…"
          >
            Save teams
          </IntentButton>
        </>
      )}
    </Form>
  );
}
