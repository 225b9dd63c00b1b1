// Changing a published schedule (/admin/seasons/{season}/schedule,
// docs/league-rules.md#changing-a-published-schedule): "Gym closed" (a GET
// form shows the moves, a POST carries them out) and "Add a game". Plain
// forms: they work without JavaScript.
import { Form, useLocation, useNavigation, useParams } from "react-router";
import { Link } from "~/components/link";
import { DATE_INPUT_RANGE } from "~/domain/time/calendar-date";
import { fieldErrors } from "~/form-reply";
import type {
  ScheduleChangeReply,
  ScheduleChangesData as ScheduleChanges,
} from "~/views/season-schedule";

function Refusal({ message }: { message: string | undefined }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}

export function ScheduleChangesView({
  changes,
  reply,
}: {
  changes: ScheduleChanges;
  reply: ScheduleChangeReply | undefined;
}) {
  // The page's own season (/admin/seasons/{season}/schedule).
  const { seasonId } = useParams();
  return (
    <section id="changes" className="schedule-changes" aria-labelledby="changes-title">
      <h2 id="changes-title" className="section-title">
        Change the schedule
      </h2>
      <p className="field-hint">
        To move, postpone or delete one game, open it from{" "}
        <Link to={`/admin/games?season=${seasonId ?? ""}`}>this season&rsquo;s games</Link> and
        choose “Postpone or move”.
      </p>
      <GymClosed changes={changes} />
      <AddGame changes={changes} reply={reply?.form === "add-game" ? reply : undefined} />
    </section>
  );
}

// A refused move is answered at the top of the page (the admin frame).
function GymClosed({ changes }: { changes: ScheduleChanges }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "gym-closed";
  const shown = changes.gymClosed;
  const input = shown?.input;
  const location = useLocation();
  if (changes.daysLeft.length === 0) {
    return (
      <div className="gym-closed" id="gym-closed">
        <h3>Gym closed</h3>
        <p className="muted">No game day is left to play.</p>
      </div>
    );
  }
  return (
    <div className="gym-closed" id="gym-closed">
      <h3>Gym closed</h3>
      {/* Keyed by the address: after a move the form starts afresh, not half reset. */}
      <Form method="get" className="form" preventScrollReset key={location.search}>
        <div className="field">
          <label htmlFor="gym-closed-day">Day the gym is closed</label>
          <select id="gym-closed-day" name="closed" defaultValue={input?.closedDay}>
            {changes.daysLeft.map((d) => (
              <option key={d.day} value={d.day}>
                {d.label} · {d.games} {d.games === 1 ? "game" : "games"} to play
              </option>
            ))}
          </select>
        </div>
        <fieldset className="gym-closed-modes">
          <legend>What happens to its games</legend>
          <label className="choice">
            <input
              type="radio"
              name="mode"
              value="shift"
              defaultChecked={input === undefined || input.mode === "shift"}
            />{" "}
            Shift every game from that day on to the next game day: the rest of the season moves
            back one game day, so a Saturday game may become a Sunday one and the next
            Sunday&rsquo;s the Saturday after
          </label>
          <label className="choice">
            <input type="radio" name="mode" value="week" defaultChecked={input?.mode === "week"} />{" "}
            Push every game from that day on back one week: same weekday, time and gym, the season
            ends a week later
          </label>
          <div className="field">
            <label htmlFor="gym-closed-until">
              Last day games may move to (optional, for a week)
            </label>
            <input
              type="date"
              id="gym-closed-until"
              name="until"
              min={changes.today}
              max={DATE_INPUT_RANGE.max}
              defaultValue={input?.mode === "week" ? (input.notAfter ?? "") : ""}
            />
          </div>
          <label className="choice">
            <input
              type="radio"
              name="mode"
              value="makeup"
              defaultChecked={input?.mode === "makeup"}
            />{" "}
            Move only that day’s games to a make-up day
          </label>
          <div className="field">
            <label htmlFor="gym-closed-makeup">Make-up day</label>
            <input
              type="date"
              id="gym-closed-makeup"
              name="makeup"
              min={changes.today}
              max={DATE_INPUT_RANGE.max}
              defaultValue={input?.mode === "makeup" ? input.makeupDay : ""}
            />
          </div>
        </fieldset>
        <p>
          <button type="submit" className="button">
            Show the moves
          </button>
        </p>
      </Form>
      {shown && !shown.plan.ok ? <Refusal message={shown.plan.reason} /> : null}
      {shown?.plan.ok ? <GymClosedPlan shown={shown} plan={shown.plan} busy={busy} /> : null}
    </div>
  );
}

type ShownPlan = NonNullable<ScheduleChanges["gymClosed"]>;

/** The moves by day, the button that makes them, and every game folded below it. */
function GymClosedPlan({
  shown,
  plan,
  busy,
}: {
  shown: ShownPlan;
  plan: Extract<ShownPlan["plan"], { ok: true }>;
  busy: boolean;
}) {
  const count = `${plan.moves.length} ${plan.moves.length === 1 ? "game" : "games"}`;
  return (
    <div className="gym-closed-plan" id="gym-closed-plan">
      <p>
        <strong>{count} move</strong>, each at the same time and gym. Players who asked for game
        changes get one email per game; answers given for the old day are cleared and asked again.
      </p>
      <ul className="gym-closed-days">
        {plan.days.map((d) => (
          <li key={`${d.from}-${d.to}`}>
            {d.from} → <strong>{d.to}</strong>{" "}
            <span className="muted">
              ({d.games} {d.games === 1 ? "game" : "games"})
            </span>
          </li>
        ))}
      </ul>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="gym-closed" />
        <input type="hidden" name="closed" value={shown.input.closedDay} />
        <input type="hidden" name="mode" value={shown.input.mode} />
        {shown.input.mode === "makeup" ? (
          <input type="hidden" name="makeup" value={shown.input.makeupDay} />
        ) : null}
        {shown.input.mode === "week" && shown.input.notAfter ? (
          <input type="hidden" name="until" value={shown.input.notAfter} />
        ) : null}
        <input type="hidden" name="shown" value={plan.key} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Moving…" : `Move ${count}`}
        </button>
      </Form>
      <details className="gym-closed-games">
        <summary>Every game ({count})</summary>
        <ol className="gym-closed-moves">
          {plan.moves.map((m) => (
            <li key={m.gameId}>
              <span className="gym-closed-matchup">{m.matchup}</span>{" "}
              <span className="muted">
                {m.from} → <strong>{m.to}</strong>
              </span>
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}

function AddGame({
  changes,
  reply,
}: {
  changes: ScheduleChanges;
  reply: ScheduleChangeReply | undefined;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "add-game";
  const typed = (reply?.result.initialValue ?? {}) as Record<string, unknown>;
  const value = (name: string) => (typeof typed[name] === "string" ? (typed[name] as string) : "");
  const errors = fieldErrors(reply?.result);
  const teamSelect = (name: "awayTeamId" | "homeTeamId", label: string) => (
    <div className="field">
      <label htmlFor={`add-${name}`}>{label}</label>
      <select id={`add-${name}`} name={name} required defaultValue={value(name)}>
        <option value="">Choose a team</option>
        {changes.teams.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
      {errors[name] ? <p className="field-error">{errors[name]}</p> : null}
    </div>
  );
  return (
    <div className="add-game" id="add-game">
      <h3>Add a game</h3>
      <Form method="post" className="form" preventScrollReset key={reply ? "typed" : "empty"}>
        {teamSelect("awayTeamId", "Away team")}
        {teamSelect("homeTeamId", "Home team")}
        <div className="field">
          <label htmlFor="add-date">Date</label>
          <input
            type="date"
            id="add-date"
            name="date"
            required
            min={changes.today}
            max={DATE_INPUT_RANGE.max}
            defaultValue={value("date")}
          />
          {errors.date ? <p className="field-error">{errors.date}</p> : null}
        </div>
        <div className="field">
          <label htmlFor="add-time">Time (Boston time)</label>
          <input type="time" id="add-time" name="time" required defaultValue={value("time")} />
          {errors.time ? <p className="field-error">{errors.time}</p> : null}
        </div>
        <div className="field">
          <label htmlFor="add-location">Gym</label>
          <select id="add-location" name="location" required defaultValue={value("location")}>
            {changes.locations.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
          {errors.location ? <p className="field-error">{errors.location}</p> : null}
        </div>
        <p>
          <button type="submit" name="intent" value="add-game" className="button" disabled={busy}>
            {busy ? "Adding…" : "Add game"}
          </button>
        </p>
      </Form>
    </div>
  );
}
