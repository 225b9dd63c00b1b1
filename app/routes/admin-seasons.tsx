// Placeholder: being built (issue 5).
import { requireAdmin } from "~/auth/viewer.server";
import type { Route } from "./+types/admin-seasons";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function Placeholder() {
  return <p>Coming soon.</p>;
}
