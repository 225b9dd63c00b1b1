// /account's "Your next games" (In / Out / Maybe for each) and "Sub list"
// (the game days he can sub on), docs/league-rules.md#availability. Plain
// form posts without JavaScript; with it each change saves at once.
import { Form } from "react-router";
import { useHydrated } from "~/components/use-hydrated";
import { Link } from "~/components/link";
import type { AvailabilityAnswer } from "~/domain/availability/availability";
import { formErrors, type FormReply } from "~/form-reply";
import { AnswerButtons } from "~/components/availability/answer-buttons";
import { SaveStatus, useSaveOnChange } from "~/components/save-status";

type SubDay = { day: string; label: string; offered: boolean };

export interface AccountAvailabilityProps {
  nextGames: {
    gameId: string;
    when: string;
    title: string;
    isSub: boolean;
    answer: AvailabilityAnswer | null;
  }[];
  /** The game days of the next four weeks, and the later ones behind "More dates". */
  subDays: { soon: SubDay[]; later: SubDay[] };
}

/**
 * Next games shown open: on a phone the page's first screen holds them and
 * the signup card under them; later ones wait behind "More games".
 */
const NEXT_GAMES_SHOWN = 2;

function NextGameList({ games }: { games: AccountAvailabilityProps["nextGames"] }) {
  return (
    <ul className="account-next-games">
      {games.map((game) => (
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
  );
}

/** "Your next games": In, Out or Maybe for each. */
export function NextGames({
  nextGames,
  reply,
}: {
  nextGames: AccountAvailabilityProps["nextGames"];
  reply: FormReply | undefined;
}) {
  const [error] = formErrors(reply?.result);
  return (
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
        <>
          <NextGameList games={nextGames.slice(0, NEXT_GAMES_SHOWN)} />
          {nextGames.length > NEXT_GAMES_SHOWN ? (
            <details className="sub-days-more">
              <summary>More games ({nextGames.length - NEXT_GAMES_SHOWN})</summary>
              <NextGameList games={nextGames.slice(NEXT_GAMES_SHOWN)} />
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * The days he can sub on, a box each. With JavaScript a change saves at once
 * (useSaveOnChange) and the Save button is gone; without it the button posts
 * the form and the page comes back saying "Your sub days are saved."
 */
export function SubDays({
  days,
  saved,
}: {
  days: AccountAvailabilityProps["subDays"];
  saved: boolean;
}) {
  const hydrated = useHydrated();
  const { form, save, message, error } = useSaveOnChange("sub-days");
  return (
    <section id="sub-list" className="account-alerts" aria-labelledby="sub-list-heading">
      <h2 id="sub-list-heading">Sub list</h2>
      {days.soon.length + days.later.length === 0 ? (
        <p className="muted">No game days to come.</p>
      ) : (
        // autoComplete off: a browser restoring old ticks on Back would save them.
        <Form method="post" className="form" ref={form} autoComplete="off">
          <input type="hidden" name="intent" value="sub-days" />
          <fieldset className="account-alert-choices">
            <legend className="field-hint">
              The days you can sub for another team: their captains see your email and phone.
            </legend>
            {days.soon.map((d) => (
              <SubDayBox key={d.day} day={d} onChange={save} />
            ))}
            {days.later.length > 0 ? (
              // Closed, its boxes still belong to the form: a save keeps them.
              <details className="sub-days-more" open={days.soon.length === 0}>
                <summary>More dates ({moreDatesCount(days.later)})</summary>
                {days.later.map((d) => (
                  <SubDayBox key={d.day} day={d} onChange={save} />
                ))}
              </details>
            ) : null}
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

function SubDayBox({ day, onChange }: { day: SubDay; onChange: () => void }) {
  return (
    <label className="account-alert-choice">
      <input
        type="checkbox"
        name="day"
        value={day.day}
        defaultChecked={day.offered}
        onChange={onChange}
      />{" "}
      {day.label}
    </label>
  );
}

/** "8 more, 2 ticked": what waits behind "More dates". */
function moreDatesCount(later: SubDay[]): string {
  const ticked = later.filter((d) => d.offered).length;
  return ticked > 0 ? `${later.length} more, ${ticked} ticked` : `${later.length} more`;
}
