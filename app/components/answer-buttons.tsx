// In / Maybe / Out as three submit buttons of one small form (a plain post,
// works without JavaScript); the current answer is pressed (aria-pressed).
import { Form } from "react-router";
import { ANSWER_LABELS, ANSWERS, type AvailabilityAnswer } from "~/domain/answers";

export function AnswerButtons({
  label,
  answer,
  fields,
  small = false,
}: {
  /** The group's accessible name: 'Your answer', 'Answer for Pat Murphy'. */
  label: string;
  answer: AvailabilityAnswer | null;
  /** Hidden fields besides intent and answer (playerId, gameId). */
  fields?: Record<string, string>;
  small?: boolean;
}) {
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
          <button key={one} type="submit" name="answer" value={one} aria-pressed={answer === one}>
            {ANSWER_LABELS[one]}
          </button>
        ))}
      </div>
    </Form>
  );
}
