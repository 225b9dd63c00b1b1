// The shape of every record id (players, teams, games, prayers, seasons'
// signups…): ours and the original site's alike are short and URL-safe.
// Anything else from a URL or a form is no record: a 404, or a refused form,
// before any query runs.
export const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isRecordId(value: unknown): value is string {
  return typeof value === "string" && RECORD_ID.test(value);
}
