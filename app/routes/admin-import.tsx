// /admin/import: restore a data file into an empty database, either this
// site's "Download All Data" file or the original site's (the format is
// detected). Reports rows loaded per table, or the first bad record.
import { data, Form, Link, useNavigation } from "react-router";
import { requireAdmin } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import type { RouteHandle } from "~/components/chrome";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ImportRefused, nonEmptyTables } from "~/data/export.server";
import { importDataFile, type ImportReport } from "~/data/legacy-import.server";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/admin-import";
import "~/components/admin/admin.css";

export const handle: RouteHandle = { title: "Import" };

export function meta() {
  return pageMeta({ title: "Admin: import", description: "Load a league data file." });
}

/** Far above a league's size (the demo's export is a few MB); stops accidents. */
const MAX_BYTES = 50 * 1024 * 1024;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { tablesInUse: await nonEmptyTables(await database()) };
}

type ImportReply =
  { report: ImportReport; error?: undefined } | { error: string; report?: undefined };

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  const form = await request.formData();
  const file = form.get("file");
  if (typeof file === "string" || file === null || file.size === 0) {
    return data<ImportReply>({ error: "Choose a data file (.json) to import." }, { status: 400 });
  }
  if (file.size > MAX_BYTES) {
    return data<ImportReply>(
      { error: "The file is larger than 50 MB: not a league export." },
      { status: 400 },
    );
  }
  try {
    const report = await importDataFile(await database(), await file.text(), {
      actorEmail: viewer.email,
      at: now(),
    });
    return data<ImportReply>({ report });
  } catch (error) {
    if (error instanceof ImportRefused)
      return data<ImportReply>({ error: error.message }, { status: 400 });
    throw error;
  }
}

const FORMAT_NAMES = {
  ours: "this site's Download All Data file",
  original: "the original site's export",
};

export default function AdminImport({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData;
  const busy = useNavigation().state === "submitting";
  const full = loaderData.tablesInUse.length > 0 && !reply;
  return (
    <div className="page admin-page narrow-page">
      <p>
        <Link to="/admin">← Admin</Link>
      </p>
      <h1>Import</h1>
      <p>
        Loads a data file into an <strong>empty</strong> database, all or nothing: this site&apos;s
        Download All Data file, or the original site&apos;s &ldquo;Download All Data&rdquo; export
        (games, stats, rosters per season, players, signups, comments and prayer intentions). From
        the command line: <code>npm run import -- FILE</code>.
      </p>
      {full ? (
        <p className="form-error" role="status">
          This database already holds a league, so an import will be refused. Import into a new
          database (a fresh DATA_DIR, or an empty DATABASE_URL).
        </p>
      ) : null}
      {reply?.report ? <ImportResult report={reply.report} /> : null}
      <Form method="post" encType="multipart/form-data" className="form">
        <div className="field">
          <label htmlFor="import-file">Data file (.json)</label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".json,application/json"
            required
            aria-invalid={reply?.error ? true : undefined}
            aria-describedby={reply?.error ? "import-error" : undefined}
          />
          {reply?.error ? (
            <p className="field-error" id="import-error" role="alert">
              {reply.error}
            </p>
          ) : null}
        </div>
        <div>
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Importing…" : "Import"}
          </button>
        </div>
      </Form>
    </div>
  );
}

function ImportResult({ report }: { report: ImportReport }) {
  const rows = Object.entries(report.counts).filter(([, n]) => n > 0);
  return (
    <section className="notice" role="status" aria-label="Import result">
      <p>
        <strong>Imported {FORMAT_NAMES[report.format]}.</strong> Rows loaded per table:
      </p>
      <table className="table import-counts">
        <thead>
          <tr>
            <th scope="col">Table</th>
            <th scope="col" className="num">
              Rows
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([table, n]) => (
            <tr key={table}>
              <th scope="row">{table.replace(/_/g, " ")}</th>
              <td className="num">{n}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.notes.length ? (
        <>
          <p>Notes:</p>
          <ul>
            {report.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link to="/">See the home page</Link> · <Link to="/admin">Admin</Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
