// What /teams renders.

export interface TeamListItem {
  id: string;
  name: string;
  abbreviation: string;
  record: string | null;
}
