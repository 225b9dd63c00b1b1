// "Start next season" on /admin/seasons (docs/league-rules.md#seasons): the
// new season's name and each team's captain, proposed from the latest season.
// Plain form: works without JavaScript.
import { Form, useNavigation } from "react-router";
import type { NextSeasonView } from "~/views/seasons";
import { IntentButton } from "~/components/admin/intent-button";

export function StartSeasonForm({
  next,
  nameError,
  typed,
}: {
  next: NextSeasonView;
  nameError: string | null;
  /** What was posted before a refusal (the name, the captains): the form shows it again. */
  typed: Record<string, unknown> | null;
}) {
  // The refusal itself is the page's answer, under its title (AdminPage).
  const typedValue = (name: string) => {
    const value = typed?.[name];
    return typeof value === "string" ? value : undefined;
  };
  const navigation = useNavigation();
  const starting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "start-season";
  return (
    <Form method="post" className="start-season-form">
      <h2 className="section-title">Start season {next.id}</h2>
      <p className="small">
        Season {next.id} gets the teams and conferences of season {next.from.id} ({next.from.name})
        and the captains below. Rosters start empty: the draft fills them. Season {next.from.id}{" "}
        stays as it is, and season {next.id} is Upcoming until you make it current.
      </p>
      <input type="hidden" name="latest" value={next.from.id} />
      <div className="field">
        <label htmlFor="season-name">Name</label>
        <input
          id="season-name"
          name="name"
          defaultValue={typedValue("name") ?? next.name}
          maxLength={40}
          required
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? "season-name-error" : undefined}
        />
        {nameError ? (
          <p className="field-error" id="season-name-error">
            {nameError}
          </p>
        ) : null}
      </div>
      {next.teams.length > 0 ? (
        <fieldset className="start-season-captains">
          <legend>Captains</legend>
          {next.teams.map((t) => (
            <div className="field" key={t.teamId}>
              <label htmlFor={`captain-${t.teamId}`}>
                {t.name}{" "}
                <span className="muted small">({t.conference === "east" ? "East" : "West"})</span>
              </label>
              <select
                id={`captain-${t.teamId}`}
                name={`captain-${t.teamId}`}
                defaultValue={typedValue(`captain-${t.teamId}`) ?? t.captainId ?? ""}
              >
                <option value="">No captain yet</option>
                {t.captainChoices.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
      ) : null}
      <IntentButton intent="start-season" className="button" busy={starting} busyLabel="Starting…">
        Start next season
      </IntentButton>
    </Form>
  );
}
