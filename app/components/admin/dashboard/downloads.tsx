// Data in and out: the whole league as JSON, the three signup CSVs
// (docs/league-rules.md#signups-and-fees), and the import page. Plain links:
// downloads are not page navigations.
import { Link } from "~/components/link";
import { CSV_REPORTS, type CsvReport } from "~/domain/signups/csv-reports";

export function DownloadAllData() {
  return (
    <a href="/admin/data.json" download className="button">
      Download All Data
    </a>
  );
}

export function DashboardCsvLinks({ seasonId }: { seasonId: number }) {
  return (
    <>
      <h2 className="section-title">Season {seasonId} signups as spreadsheets (CSV)</h2>
      <ul className="dashboard-links">
        {(Object.keys(CSV_REPORTS) as CsvReport[]).map((report) => (
          <li key={report}>
            <a href={`/admin/csv/${report}`} download>
              {CSV_REPORTS[report].label}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ImportLink() {
  return (
    <p>
      <Link to="/admin/import">Import</Link> a data file: this site&apos;s Download All Data, or the
      original site&apos;s (into an empty database only).
    </p>
  );
}
