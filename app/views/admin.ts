// What the admin dashboard (/admin) renders.

export interface AuditRow {
  id: number;
  who: string;
  when: string;
  /** ISO time for the <time> element. */
  at: string;
  what: string;
  href: string | null;
}
