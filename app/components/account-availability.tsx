// /account's "Your next games" (In / Out / Maybe for each) and "Sub list"
// (the game days he can sub on), docs/league-rules.md#availability. Plain
// form posts: works without JavaScript.
import { Form } from "react-router";
import { Link } from "~/components/link";
import type { AvailabilityAnswer } from "~/domain/availability";
import { formErrors, type FormReply } from "~/form-reply";
import { AnswerButtons } from "./answer-buttons";

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
      <section id="sub-list" className="account-alerts" aria-labelledby="sub-list-heading">
        <h2 id="sub-list-heading">Sub list</h2>
        {subDaysSaved ? (
          <p className="notice" role="status">
            Your sub days are saved.
          </p>
        ) : null}
        {subDays.length === 0 ? (
          <p className="muted">No game days to come.</p>
        ) : (
          <Form method="post" className="form" key={subDays.map((d) => d.offered).join("-")}>
            <input type="hidden" name="intent" value="sub-days" />
            <fieldset className="account-alert-choices">
              <legend className="field-hint">
                The days you can sub for another team: their captains see your email and phone.
              </legend>
              {subDays.map((d) => (
                <label key={d.day} className="account-alert-choice">
                  <input type="checkbox" name="day" value={d.day} defaultChecked={d.offered} />{" "}
                  {d.label}
                </label>
              ))}
            </fieldset>
            <p>
              <button type="submit" className="button">
                Save sub days
              </button>
            </p>
          </Form>
        )}
      </section>
    </>
  );
}
