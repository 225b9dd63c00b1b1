// Placeholder: being built (issue 5).
import { requireAdmin } from "~/auth/viewer.server";
import type { Route } from "./+types/admin-export";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return new Response("Not yet", { status: 501 });
}
