// The paid checkbox on /admin/signups (unpaid ↔ paid). It sends the
// value wanted, not "flip", so a double tap is harmless. With JavaScript a
// tap saves at once through a fetcher (the list does not reload or jump);
// without it the row's form has a Save button and posts the page. A box
// ticked before the page's script ran is saved as soon as it runs.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useHydrated } from "~/components/use-hydrated";
import { formErrors } from "~/form-reply";
import type { PaidReply } from "~/views/admin-signups";

export interface SignupPaidToggleProps {
  signupId: string;
  paid: boolean;
  /** The player's name, so each checkbox has its own accessible name. */
  name: string;
}

export function SignupPaidToggle({ signupId, paid, name }: SignupPaidToggleProps) {
  const fetcher = useFetcher<PaidReply>({ key: `signup-paid-${signupId}` });
  const hydrated = useHydrated();
  // The tap's wish, held from the click itself: the fetcher reports its
  // submission a moment later, and a controlled box would flick back meanwhile.
  // It lapses when an answer comes (the list reloads, or the save was refused).
  const [wish, setWish] = useState<{ paid: boolean; before: unknown } | null>(null);
  const pendingWish = wish && wish.before === fetcher.data ? wish.paid : null;
  // While a tap is on its way, show what it asked for.
  const asked = fetcher.formData?.get("paid");
  const shown = asked === "true" ? true : asked === "false" ? false : (pendingWish ?? paid);
  const failed = fetcher.state === "idle" ? (formErrors(fetcher.data?.result)[0] ?? null) : null;
  const errorId = `signup-paid-${signupId}-error`;
  const save = (checked: boolean) => {
    setWish({ paid: checked, before: fetcher.data });
    fetcher.submit({ intent: "set-paid", signupId, paid: String(checked) }, { method: "post" });
  };
  const box = useRef<HTMLInputElement>(null);
  // A tap on the page as served fired no onChange, and the Save button it
  // would have needed is about to go: save what the box shows now.
  useEffect(() => {
    const checked = box.current?.checked;
    if (checked !== undefined && checked !== paid) save(checked);
    // Once, as the page hydrates: later taps go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <fetcher.Form method="post" className="signup-paid-form">
      <input type="hidden" name="intent" value="set-paid" />
      <input type="hidden" name="signupId" value={signupId} />
      {/* Without JavaScript an unticked box sends nothing: this says "false". */}
      <input type="hidden" name="paid" value="false" />
      <label className="signup-paid">
        <input
          type="checkbox"
          name="paid"
          value="true"
          checked={shown}
          aria-label={`Paid: ${name}`}
          aria-invalid={failed ? true : undefined}
          aria-describedby={failed ? errorId : undefined}
          ref={box}
          onChange={(event) => save(event.currentTarget.checked)}
        />
        Paid
      </label>
      {hydrated ? null : (
        <button
          type="submit"
          className="button-secondary signup-paid-save"
          aria-label={`Save paid for ${name}`}
        >
          Save
        </button>
      )}
      {failed ? (
        <p className="field-error" id={errorId} role="alert">
          {failed}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
