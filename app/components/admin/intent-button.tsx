// An admin form's submit button: it names what it asks for (the action reads
// `intent`), and while that post is under way it says so and cannot be
// pressed a second time.
import type { ReactNode } from "react";

export function IntentButton({
  intent,
  className,
  busy,
  busyLabel,
  children,
}: {
  intent: string;
  className: string;
  busy: boolean;
  /** What it says while the post is under way: "Saving…". */
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" name="intent" value={intent} className={className} disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
