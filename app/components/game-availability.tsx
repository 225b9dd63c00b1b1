// "Will we have five?" on the game page (docs/league-rules.md#availability):
// each team's counts, the names for those who may see them, the viewer's own
// In / Out / Maybe, the sub list toggle, and the captain's sub list.
import { Form } from "react-router";
import { formErrors, type FormReply } from "~/form-reply";
import type {
  AvailabilityTeamView,
  GameAvailabilityView,
  SubListView,
} from "~/views/game-availability";
import { AnswerButtons } from "./answer-buttons";

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
      {view.subOffer ? (
        <Form method="post" preventScrollReset className="availability-sub-offer">
          <input type="hidden" name="intent" value="sub-offer" />
          <input type="hidden" name="available" value={view.subOffer.offered ? "no" : "yes"} />
          <button type="submit" className="button-secondary" aria-pressed={view.subOffer.offered}>
            {view.subOffer.offered ? "✓ " : ""}I can sub on {view.day}
          </button>
          <span className="field-hint">
            {view.subOffer.offered
              ? "You are on the sub list for that day: captains may invite you. Press again to come off."
              : "Captains short of players see the sub list for that day."}
          </span>
        </Form>
      ) : null}
      {view.subList ? <SubList list={view.subList} day={view.day} /> : null}
    </section>
  );
}

function TeamAvailability({ team }: { team: AvailabilityTeamView }) {
  return (
    <div className="card availability-team">
      <h3>{team.teamName}</h3>
      <p className="availability-counts">{team.counts}</p>
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
