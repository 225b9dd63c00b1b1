// /admin/games/{gameId}: enter a result courtside
// (docs/league-rules.md#entering-a-result). Scores, Forfeit / No Stats,
// per-player stats for both rosters, each team's running total; Save and
// Erase. What is typed is kept on the device until it is saved. A refused
// save answers beside Save, where the admin is (the page opens there without
// JavaScript too: the form posts to #result-answer), never at the top, above
// a live scorer a screen tall.
import { useRef, type ReactNode } from "react";
import { Form, useLocation, useNavigation, useRouteError, useSearchParams } from "react-router";
import { Link } from "~/components/link";
import { requireAdmin } from "~/auth/viewer.server";
import { AdminAnswerLine, AdminPage, adminAnswer } from "~/components/admin/admin-page";
import { useFormDraft } from "~/components/admin/use-form-draft";
import { StatSheet } from "~/components/admin/games/stat-sheet";
import { usePointsTallies } from "~/components/admin/games/use-points-tallies";
import { SAVE_ANYWAY_LABEL, statField } from "~/domain/games/entry";
import { LiveScorer } from "~/components/admin/games/live-scorer";
import { LiveStart } from "~/components/admin/games/live-start";
import { LIVE_REFUSALS, type LiveRefusalCode } from "~/domain/live/game";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { database } from "~/db/index.server";
import { fieldErrors, formErrors } from "~/form-reply";
import { idParam } from "~/http.server";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/admin-game";
import { handleGameEntry, loadGameEntryPage } from "~/pages/admin-game.server";
import "~/components/admin/admin.css";

export const handle: RouteHandle = { title: "Edit game" };

/** Where a refused save's answer is, beside Save: the form posts to it. */
const RESULT_ANSWER_ID = "result-answer";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `${loaderData.away.name} at ${loaderData.home.name}` : "Game";
  return pageMeta({ title: `Edit ${title}`, description: "Enter the result and stats." });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadGameEntryPage(await database(), idParam(params.gameId));
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  return handleGameEntry(
    await database(),
    idParam(params.gameId),
    viewer,
    await request.formData(),
  );
}

export default function AdminGame({ loaderData, actionData }: Route.ComponentProps) {
  const { game, away, home, statKeys } = loaderData;
  const errors = fieldErrors(actionData?.result);
  const [formError] = formErrors(actionData?.result);
  const [params] = useSearchParams();
  const saved = params.get("saved") === "1";
  const erased = params.get("erased");
  const refused = LIVE_REFUSALS[params.get("refused") as LiveRefusalCode] ?? null;
  const live = loaderData.live;
  const finishing = params.get("finish") === "1";
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  const draft = useFormDraft(`game:${game.id}`, form, saved || erased !== null);
  const scoreError = (field: "homeScore" | "awayScore") => errors[field];
  // A refused save sends back what was typed: the boxes show it again (without JavaScript too).
  const typed = typedValues(actionData?.result.initialValue);
  const location = useLocation();

  // Each team's players' points against its score: drawn from the boxes' first values, then live.
  const scores = { away: game.awayScore, home: game.homeScore };
  const first = new Map<string, string>();
  for (const [which, team] of [
    ["away", away],
    ["home", home],
  ] as const) {
    first.set(`${which}Score`, scores[which] === null ? "" : String(scores[which]));
    for (const player of team.players) {
      for (const [field, value] of Object.entries(player.values)) first.set(field, value);
    }
  }
  const { tallies, onInput } = usePointsTallies(
    [away, home].map((team, index) => ({
      score: index === 0 ? "awayScore" : "homeScore",
      points: team.players.map((p) => statField(p.playerId, "points")),
    })),
    (field) => typed?.[field] ?? first.get(field),
    game.version,
  );

  // The form's own refusal is said beside Save (below); the frame's line is for the rest.
  const formAnswer = adminAnswer(formError);
  const answer = adminAnswer(
    refused,
    saved ? "Saved. Standings, leaders and player pages now include this game." : null,
    erased
      ? "Erased: the game is back to scheduled and its stats are removed." +
          (erased === "kept-advance"
            ? " The next round's game was already played, so its teams were left as they are."
            : "")
      : null,
    params.get("abandoned") ? "Live scoring abandoned: the game is back to upcoming." : null,
  );

  return (
    <AdminPage
      back={{ to: "/admin/games", label: "All games" }}
      title={`${away.name} at ${home.name}`}
      subtitle={
        <>
          {game.date} ·{" "}
          {game.decided
            ? "Final saved"
            : live
              ? "Live"
              : game.status === "postponed"
                ? "Postponed"
                : "No result yet"}
          {" · "}
          <Link to={`/games/${game.id}`}>Game page</Link>
          {game.decided || live ? null : (
            <>
              {" · "}
              <Link to={`/admin/games/${game.id}/schedule`}>Postpone or reschedule</Link>
            </>
          )}
        </>
      }
      answer={answer}
    >
      {live ? (
        <LiveScorer gameId={game.id} feed={live.feed} tapId={live.tapId} away={away} home={home} />
      ) : game.canStart && game.status !== "live" ? (
        <LiveStart
          gameId={game.id}
          question={game.startQuestion}
          confirming={params.get("start") === "confirm"}
        />
      ) : null}
      {draft.offer ? (
        <div className="notice draft-offer" role="alert">
          <p>
            Entries typed on this device on {new Date(draft.offer.savedAt).toLocaleString()} were
            not saved.
          </p>
          <button type="button" className="button" onClick={draft.restore}>
            Restore them
          </button>{" "}
          <button type="button" className="button-secondary" onClick={draft.discard}>
            Discard
          </button>
        </div>
      ) : null}

      {/* While live, the result form waits for Finish: no stray Save courtside. */}
      {!live || finishing ? (
        <>
          {live ? (
            <h2 id="result" className="section-title">
              Finish: the final result
            </h2>
          ) : null}
          {live ? (
            <p className="field-hint">
              Prefilled from the live score and the points credited to each player when this page
              was loaded: check it, add the other stats, and Save to finish the game.
            </p>
          ) : null}
          <Form
            method="post"
            action={`${location.pathname}${location.search}#${RESULT_ANSWER_ID}`}
            ref={form}
            className="game-entry"
            key={game.version}
            onInput={onInput}
          >
            <fieldset className="score-boxes">
              <legend>Final score</legend>
              {(
                [
                  ["awayScore", away.name, game.awayScore],
                  ["homeScore", home.name, game.homeScore],
                ] as const
              ).map(([field, label, value]) => (
                <div className="field" key={field}>
                  <label htmlFor={field}>{label}</label>
                  <input
                    id={field}
                    name={field}
                    inputMode="numeric"
                    defaultValue={typed?.[field] ?? value ?? ""}
                    aria-invalid={scoreError(field) ? true : undefined}
                    aria-describedby={scoreError(field) ? `${field}-error` : undefined}
                  />
                  {scoreError(field) ? (
                    <p className="field-error" id={`${field}-error`}>
                      {scoreError(field)}
                    </p>
                  ) : null}
                </div>
              ))}
            </fieldset>
            <fieldset className="entry-flags">
              <legend>Game without stats</legend>
              <EntryFlag name="forfeit" typed={typed} stored={loaderData.forfeit}>
                Forfeit
              </EntryFlag>
              <EntryFlag name="noStats" typed={typed} stored={loaderData.noStats}>
                No Stats
              </EntryFlag>
              <p className="field-hint">
                A player with any number entered counts as played; the others are marked forfeit, no
                stats, or did not play. Blank boxes are saved as 0.
              </p>
            </fieldset>
            {[away, home].map((team, index) => (
              <StatSheet
                key={team.name}
                team={team}
                tally={tallies[index]!}
                statKeys={statKeys}
                errors={errors}
                typed={typed}
              />
            ))}
            <EntryFlag
              name="incomplete"
              typed={typed}
              stored={loaderData.statsIncomplete}
              className="choice entry-incomplete"
            >
              {SAVE_ANYWAY_LABEL}
            </EntryFlag>
            <p className="field-hint">
              Only when the players&rsquo; points cannot be made to add up to the score: the box
              score then says &ldquo;Stat sheet incomplete&rdquo;.
            </p>
            {formAnswer ? <AdminAnswerLine answer={formAnswer} id={RESULT_ANSWER_ID} /> : null}
            <div className="entry-actions">
              <button type="submit" name="intent" value="save" className="button" disabled={busy}>
                {busy && navigation.formData?.get("intent") === "save" ? "Saving…" : "Save"}
              </button>
              <button
                type="submit"
                name="intent"
                value="erase"
                className="button-secondary"
                disabled={busy || !game.decided}
                onClick={(event) => {
                  if (!confirm("Erase this game's result and all its stats?"))
                    event.preventDefault();
                }}
              >
                Erase
              </button>
            </div>
          </Form>
        </>
      ) : null}
    </AdminPage>
  );
}

/** A checkbox of the form, ticked as a refused save sent it back, else as stored. */
function EntryFlag({
  name,
  typed,
  stored,
  className,
  children,
}: {
  name: string;
  typed: Record<string, string> | null;
  stored: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <input type="checkbox" name={name} defaultChecked={typed ? typed[name] === "on" : stored} />{" "}
      {children}
    </label>
  );
}

/** The boxes' values a refusal sent back, or null when nothing was refused. */
function typedValues(initial: Record<string, unknown> | null | undefined) {
  if (!initial) return null;
  const typed: Record<string, string> = {};
  for (const [name, value] of Object.entries(initial)) {
    if (typeof value === "string") typed[name] = value;
  }
  return typed;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // A save that never reached the server (connection dropped): say so; the
  // entries are still on this device and are offered back on reload.
  if (
    error instanceof TypeError ||
    (error instanceof Error && /fetch|network/i.test(error.message))
  ) {
    return (
      <div className="page admin-page">
        <h1>The save did not go through</h1>
        <p className="form-error" role="alert">
          The connection dropped before the server answered. Nothing you typed is lost: it is kept
          on this device.
        </p>
        <p>
          <a href="" className="button">
            Reload and restore
          </a>
        </p>
      </div>
    );
  }
  return <GeneralErrorBoundary />;
}
