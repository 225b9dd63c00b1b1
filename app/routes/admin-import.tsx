// /admin/import: restore a data file into an empty database, either this
// site's "Download All Data" file or the original site's (the format is
// detected). Reports rows loaded per table, or the first bad record.
import { Form, useNavigation } from "react-router";
import { Link } from "~/components/link";
import { requireAdmin } from "~/auth/viewer.server";
import { AdminPage, adminAnswer } from "~/components/admin/admin-page";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/admin-import";
import { fieldErrors } from "~/form-reply";
import { importUpload, loadAdminImport, type ImportReply } from "~/pages/admin-import.server";
import "~/components/admin/admin.css";

export const handle: RouteHandle = { title: "Import" };

export function meta() {
  return pageMeta({ title: "Admin: import", description: "Load a league data file." });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadAdminImport(await database());
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  return importUpload(await database(), viewer, await request.formData());
}

const FORMAT_NAMES = {
  ours: "this site's Download All Data file",
  original: "the original site's export",
};

export default function AdminImport({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData;
  const fileError = fieldErrors(reply?.result).file;
  const busy = useNavigation().state === "submitting";
  const full = loaderData.tablesInUse.length > 0 && !reply;
  const answer = adminAnswer(
    fileError,
    reply?.report ? `Imported ${FORMAT_NAMES[reply.report.format]}.` : null,
  );
  return (
    <AdminPage back={{ to: "/admin", label: "Admin" }} title="Import" answer={answer} narrow>
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
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? "import-error" : undefined}
          />
          {fileError ? (
            // The page's answer (role=alert) says it too, under the title.
            <p className="field-error" id="import-error">
              {fileError}
            </p>
          ) : null}
        </div>
        <div>
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Importing…" : "Import"}
          </button>
        </div>
      </Form>
    </AdminPage>
  );
}

function ImportResult({ report }: { report: NonNullable<ImportReply["report"]> }) {
  const rows = Object.entries(report.counts).filter(([, n]) => n > 0);
  return (
    // The answer ("Imported …") is under the page's title; here is what was loaded.
    <section className="notice" aria-label="Import result">
      <p>Rows loaded per table:</p>
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
