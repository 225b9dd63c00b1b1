// "Will we have five?" on the game page (docs/league-rules.md#availability):
// each team's counts, the names for those who may see them, the viewer's own
// In / Out / Maybe, the sub list toggle, and the captain's sub list.
import { Form, useFetcher } from "react-router";
import { formErrors, type FormReply } from "~/form-reply";
import type {
  AvailabilityTeamView,
  GameAvailabilityView,
  SubListView,
} from "~/views/game-availability";
import { AnswerButtons } from "./answer-buttons";
import { saveOutcome, SaveStatus, STAY, type SavedReply } from "~/components/save-status";

export function GameAvailability({
  view,
  reply,
}: {
  view: GameAvailabilityView;
  reply: FormReply | undefined;
}) {
  const [error] = formErrors(reply?.result);
  return (
    <section id="availability" aria-labelledby="availability-title">
      <h2 id="availability-title" className="section-title">
        Availability
      </h2>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {view.mine ? (
        <div className="availability-mine">
          <p id="my-answer-label">Are you in? ({view.mine.teamName})</p>
          <AnswerButtons label="Your answer" answer={view.mine.answer} />
        </div>
      ) : null}
      <div className="availability-teams">
        {view.teams.map((team) => (
          <TeamAvailability key={team.teamId} team={team} />
        ))}
      </div>
      {view.subOffer ? <SubOffer offered={view.subOffer.offered} day={view.day} /> : null}
      {view.subList ? <SubList list={view.subList} day={view.day} /> : null}
    </section>
  );
}

/**
 * "I can sub on {day}", pressed while he is on that day's sub list. Without
 * JavaScript a plain post; with it a fetcher, shown toggled at once and put
 * back if refused, the status saying what was saved.
 */
function SubOffer({ offered: stored, day }: { offered: boolean; day: string }) {
  const fetcher = useFetcher<SavedReply>({ key: "sub-offer" });
  const asked = fetcher.formData?.get("available");
  const offered = asked ? asked === "yes" : stored;
  const { message, error } = saveOutcome(fetcher);
  return (
    <Form method="post" preventScrollReset className="availability-sub-offer">
      <input type="hidden" name="intent" value="sub-offer" />
      <input type="hidden" name="available" value={offered ? "no" : "yes"} />
      <button
        type="submit"
        className="button-secondary"
        aria-pressed={offered}
        onClick={(event) => {
          event.preventDefault();
          fetcher.submit(
            { intent: "sub-offer", available: offered ? "no" : "yes", [STAY[0]]: STAY[1] },
            { method: "post", preventScrollReset: true },
          );
        }}
      >
        {offered ? "✓ " : ""}I can sub on {day}
      </button>
      <span className="field-hint">
        {offered
          ? "You are on the sub list for that day: captains may invite you. Press again to come off."
          : "Captains short of players see the sub list for that day."}
      </span>
      <SaveStatus message={message} error={error} />
    </Form>
  );
}

function TeamAvailability({ team }: { team: AvailabilityTeamView }) {
  // One fetcher for the captain's controls: see AnswerButtons' `shared`.
  const fetcher = useFetcher<SavedReply>({ key: `answers-${team.teamId}` });
  const { message, error } = saveOutcome(fetcher);
  const sets = team.groups?.some((group) => group.members.some((m) => m.canSet)) ?? false;
  return (
    <div className="card availability-team">
      <h3>{team.teamName}</h3>
      <p className="availability-counts">{team.counts}</p>
      {sets ? <SaveStatus message={message} error={error} /> : null}
      {team.groups?.map((group) =>
        group.members.length === 0 ? null : (
          <div key={group.label} className="availability-group">
            <h4>{group.label}</h4>
            <ul>
              {group.members.map((m) => (
                <li key={m.playerId}>
                  <span>
                    {m.name}
                    {m.isSub ? " (sub)" : ""}
                  </span>
                  {m.canSet ? (
                    <AnswerButtons
                      small
                      label={`Answer for ${m.name}`}
                      answer={m.answer}
                      fields={{ playerId: m.playerId }}
                      shared={fetcher}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ),
      )}
    </div>
  );
}

function SubList({ list, day }: { list: SubListView; day: string }) {
  return (
    <div className="availability-subs">
      <h3>Subs for {day}</h3>
      {list.subs.length === 0 ? (
        <p className="muted">Nobody is on the sub list for that day yet.</p>
      ) : (
        <ul>
          {list.subs.map((sub) => (
            <li key={sub.playerId} className="availability-sub">
              <span>
                <strong>{sub.name}</strong> <a href={`mailto:${sub.email}`}>{sub.email}</a>
                {sub.phone ? (
                  <>
                    {" · "}
                    <a href={`tel:${sub.phone}`}>{sub.phone}</a>
                  </>
                ) : null}
              </span>
              {sub.accepted ? (
                <span className="availability-state">Accepted</span>
              ) : sub.invited ? (
                <span className="availability-state">Invited</span>
              ) : (
                list.teams.map((team) => (
                  <Form key={team.teamId} method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="invite-sub" />
                    <input type="hidden" name="teamId" value={team.teamId} />
                    <input type="hidden" name="playerId" value={sub.playerId} />
                    <button type="submit" className="button-secondary">
                      Invite{list.teams.length > 1 ? ` for the ${team.teamName}` : ""}
                      <span className="visually-hidden"> {sub.name}</span>
                    </button>
                  </Form>
                ))
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
