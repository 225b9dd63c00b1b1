// "Copy all Player Emails": to the clipboard, then an alert saying so; a failed
// copy is only logged (docs/league-rules.md#signups-and-fees). The list is also
// in a box to select by hand, for browsers without a clipboard and pages
// without JavaScript.
import { useId } from "react";
import { useHydrated } from "~/components/use-hydrated";

export const EMAILS_COPIED = "Emails copied to clipboard!";

export function DashboardEmails({ emails, seasonId }: { emails: string[]; seasonId: number }) {
  const boxId = useId();
  // The copy needs the page's script: until it runs, the button is disabled.
  const hydrated = useHydrated();
  const text = emails.join(", ");
  const copy = () => {
    // navigator.clipboard is missing on plain-http pages: that is a failure too.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => alert(EMAILS_COPIED),
        (error: unknown) => console.error("Copying the player emails failed", error),
      );
  };
  return (
    <div className="dashboard-emails">
      <button
        type="button"
        className="button"
        onClick={copy}
        disabled={!hydrated || emails.length === 0}
      >
        Copy all Player Emails
      </button>
      <div className="field">
        <label htmlFor={boxId}>
          Emails of season {seasonId}&apos;s players ({emails.length}: signed up or on a roster)
        </label>
        <textarea id={boxId} readOnly rows={3} value={text} className="dashboard-email-box" />
      </div>
    </div>
  );
}
