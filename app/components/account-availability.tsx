// /account's "Your next games" (In / Out / Maybe for each) and "Sub list"
// (the game days he can sub on), docs/league-rules.md#availability. Plain
// form posts without JavaScript; with it each change saves at once.
import { Form } from "react-router";
import { useHydrated } from "~/components/chrome";
import { Link } from "~/components/link";
import type { AvailabilityAnswer } from "~/domain/availability";
import { formErrors, type FormReply } from "~/form-reply";
import { AnswerButtons } from "./answer-buttons";
import { SaveStatus, useSaveOnChange } from "./save-status";

export interface AccountAvailabilityProps {
  nextGames: {
    gameId: string;
    when: string;
    title: string;
    isSub: boolean;
    answer: AvailabilityAnswer | null;
  }[];
  subDays: { day: string; label: string; offered: boolean }[];
  subDaysSaved: boolean;
  reply: FormReply | undefined;
}

export function AccountAvailability({
  nextGames,
  subDays,
  subDaysSaved,
  reply,
}: AccountAvailabilityProps) {
  const [error] = formErrors(reply?.result);
  return (
    <>
      <section id="next-games" className="account-alerts" aria-labelledby="next-games-heading">
        <h2 id="next-games-heading">Your next games</h2>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        {nextGames.length === 0 ? (
          <p className="muted">No games to come for your team yet.</p>
        ) : (
          <ul className="account-next-games">
            {nextGames.map((game) => (
              <li key={game.gameId}>
                <p>
                  <Link to={`/games/${game.gameId}`}>{game.title}</Link>
                  {game.isSub ? " (sub)" : ""}
                  <br />
                  <span className="muted">{game.when}</span>
                </p>
                <AnswerButtons
                  label={`Your answer for ${game.title}, ${game.when}`}
                  answer={game.answer}
                  fields={{ gameId: game.gameId }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <SubDays days={subDays} saved={subDaysSaved} />
    </>
  );
}

/**
 * The days he can sub on, a box each. With JavaScript a change saves at once
 * (useSaveOnChange) and the Save button is gone; without it the button posts
 * the form and the page comes back saying "Your sub days are saved."
 */
function SubDays({ days, saved }: { days: AccountAvailabilityProps["subDays"]; saved: boolean }) {
  const hydrated = useHydrated();
  const { form, save, message, error } = useSaveOnChange("sub-days");
  return (
    <section id="sub-list" className="account-alerts" aria-labelledby="sub-list-heading">
      <h2 id="sub-list-heading">Sub list</h2>
      {days.length === 0 ? (
        <p className="muted">No game days to come.</p>
      ) : (
        // autoComplete off: a browser restoring old ticks on Back would save them.
        <Form method="post" className="form" ref={form} autoComplete="off">
          <input type="hidden" name="intent" value="sub-days" />
          <fieldset className="account-alert-choices">
            <legend className="field-hint">
              The days you can sub for another team: their captains see your email and phone.
            </legend>
            {days.map((d) => (
              <label key={d.day} className="account-alert-choice">
                <input
                  type="checkbox"
                  name="day"
                  value={d.day}
                  defaultChecked={d.offered}
                  onChange={save}
                />{" "}
                {d.label}
              </label>
            ))}
          </fieldset>
          <p hidden={hydrated}>
            <button type="submit" className="button">
              Save sub days
            </button>
          </p>
        </Form>
      )}
      <SaveStatus message={message ?? (saved ? "Your sub days are saved." : null)} error={error} />
    </section>
  );
}
