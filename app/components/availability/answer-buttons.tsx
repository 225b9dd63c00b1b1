// In / Maybe / Out as three submit buttons of one small form; the current
// answer is pressed (aria-pressed). Without JavaScript a plain post (the page
// reloads and says so). With it a tap saves through a fetcher: the tapped
// answer shows pressed at once, the status says what was saved, and a
// refusal (role="alert") puts back the answer the server holds.
import { Form, useFetcher } from "react-router";
import { ANSWER_LABELS, ANSWERS, type AvailabilityAnswer } from "~/domain/availability/answers";
import { saveOutcome, SaveStatus, STAY, type SavedReply } from "~/components/save-status";

export type AnswerFetcher = ReturnType<typeof useFetcher<SavedReply>>;

export function AnswerButtons({
  label,
  answer,
  fields,
  small = false,
  shared,
}: {
  /** The group's accessible name: 'Your answer', 'Answer for Pat Murphy'. */
  label: string;
  answer: AvailabilityAnswer | null;
  /** Hidden fields besides intent and answer (playerId, gameId). */
  fields?: Record<string, string>;
  small?: boolean;
  /**
   * The team's fetcher, for a captain's control per name: the name moves to
   * its new group once saved (a new mount, which would lose a fetcher of its
   * own), so the team's card holds the fetcher and says what was saved.
   */
  shared?: AnswerFetcher;
}) {
  const own = useFetcher<SavedReply>();
  const fetcher = shared ?? own;
  // The team's fetcher posts for every name: only this name's tap is shown here.
  const mine = !shared || fetcher.formData?.get("playerId") === fields?.playerId;
  const asked = mine ? fetcher.formData?.get("answer") : undefined;
  // While the tap is on its way (and the page reloads its data), show it.
  const shown = ANSWERS.find((one) => one === asked) ?? answer;
  const { message, error } = saveOutcome(fetcher);
  const save = (one: AvailabilityAnswer) =>
    fetcher.submit(
      { intent: "availability", ...fields, answer: one, [STAY[0]]: STAY[1] },
      { method: "post", preventScrollReset: true },
    );
  return (
    <Form method="post" preventScrollReset className="answer-form">
      <input type="hidden" name="intent" value="availability" />
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div
        className={small ? "toggle answer-toggle small" : "toggle answer-toggle"}
        role="group"
        aria-label={label}
      >
        {ANSWERS.map((one) => (
          <button
            key={one}
            type="submit"
            name="answer"
            value={one}
            aria-pressed={shown === one}
            onClick={(event) => {
              event.preventDefault();
              save(one);
            }}
          >
            {ANSWER_LABELS[one]}
          </button>
        ))}
      </div>
      {shared ? null : <SaveStatus message={message} error={error} />}
    </Form>
  );
}
