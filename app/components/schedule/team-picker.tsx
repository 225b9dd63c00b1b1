import { useEffect, useRef } from "react";
import { Form, useNavigate } from "react-router";
import { useHydrated } from "~/components/use-hydrated";

export interface ScheduleTeamPickerProps {
  teams: { id: string; name: string }[];
  selectedId: string | null;
  /** The unfiltered schedule of the season shown; a team's schedule is `${baseHref}/teams/{id}`. */
  baseHref: string;
}

/**
 * Without JavaScript: a GET form (?team=…) that the loader redirects to the
 * team's schedule. With JavaScript: choosing a team goes there at once, so
 * the submit button is hidden. A team picked before the script ran is
 * followed as soon as it runs. On a page that hydrates React does it; on one
 * that does not, the enhance island does it for the form marked
 * data-submit-on-change.
 */
export function ScheduleTeamPicker({ teams, selectedId, baseHref }: ScheduleTeamPickerProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const hrefOf = (teamId: string) =>
    teamId ? `${baseHref}/teams/${encodeURIComponent(teamId)}` : baseHref;
  const select = useRef<HTMLSelectElement>(null);
  // A team picked before the page's script ran fired no onChange: once it
  // runs, go where the select says (its button is about to be hidden).
  useEffect(() => {
    const picked = select.current?.value ?? "";
    if (picked !== (selectedId ?? "")) navigate(hrefOf(picked));
    // Once, as the page hydrates: later picks go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Form method="get" action={baseHref} className="schedule-picker" data-submit-on-change="">
      <label htmlFor="schedule-team">Team</label>
      <select
        id="schedule-team"
        name="team"
        ref={select}
        // Re-mount when the URL's team changes (back/forward), so the select follows it.
        key={selectedId ?? ""}
        defaultValue={selectedId ?? ""}
        // Not restored by the browser on Back: a page loaded anew shows its own
        // team, so the script does not take the restored pick for a new one.
        autoComplete="off"
        onChange={(event) => navigate(hrefOf(event.currentTarget.value))}
      >
        <option value="">Select a team</option>
        {teams.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button button-secondary" hidden={hydrated}>
        Show
      </button>
    </Form>
  );
}
