// What the controls that save as they change share (the answer buttons, the
// sub days, the email choices): a post by script carries stay=yes, so the
// action answers with what it saved instead of redirecting (a plain form post
// without JavaScript still redirects and the page says so), and a live region
// says it: "Saving…", the server's "Saved: …", or its refusal.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { formErrors, type FormReply } from "~/form-reply";

/** An action's answer to a post by script: what it saved, or its refusal. */
export type SavedReply = FormReply<{ message?: string }>;

/** Marks a post as made by script: the action answers with data, not a redirect. */
export const STAY = ["stay", "yes"] as const;

/** What a fetcher's save says: while it is on its way, once saved, or refused. */
export function saveOutcome(fetcher: { state: string; data?: SavedReply }) {
  if (fetcher.state !== "idle") return { message: "Saving…", error: null };
  const error = formErrors(fetcher.data?.result)[0] ?? null;
  return { message: error ? null : (fetcher.data?.message ?? null), error };
}

/**
 * The live regions. The status paragraph is always there, empty or not, so a
 * screen reader announces the text when it comes.
 */
export function SaveStatus({
  message,
  error,
  id,
}: {
  message: string | null;
  error: string | null;
  id?: string;
}) {
  return (
    <>
      <p className="save-status" role="status">
        {message}
      </p>
      {error ? (
        <p className="form-error" role="alert" id={id}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * A form of checkboxes that saves itself through a fetcher each time one
 * changes (the whole form, so the last post wins). Boxes ticked on the page
 * as served, before its script ran, fired no onChange: they are saved as soon
 * as it runs. A refused save puts the boxes back to what the server holds.
 */
export function useSaveOnChange(key: string) {
  const fetcher = useFetcher<SavedReply>({ key });
  const form = useRef<HTMLFormElement>(null);
  const save = () => {
    if (!form.current) return;
    const data = new FormData(form.current);
    data.set(...STAY);
    fetcher.submit(data, { method: "post", preventScrollReset: true });
  };
  useEffect(() => {
    // defaultChecked is what the server rendered; checked what the page shows.
    const boxes = form.current?.querySelectorAll<HTMLInputElement>("input[type=checkbox]") ?? [];
    if ([...boxes].some((box) => box.checked !== box.defaultChecked)) save();
    // Once, as the page hydrates: later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { message, error } = saveOutcome(fetcher);
  useEffect(() => {
    // Refused: back to the boxes as served (defaultChecked), what the server holds.
    if (error) form.current?.reset();
  }, [fetcher.data, error]);
  return { fetcher, form, save, message, error };
}
