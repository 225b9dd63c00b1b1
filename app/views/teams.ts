// What /teams renders.

export interface TeamListItem {
  id: string;
  name: string;
  abbreviation: string;
  /** The team's colour, '#rrggbb', behind its abbreviation. */
  color: string;
  record: string | null;
}
