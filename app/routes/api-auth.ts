// better-auth's HTTP endpoints (/api/auth/*): the emailed link lands on
// /api/auth/magic-link/verify, which signs the person in and redirects.
import { auth } from "~/auth/auth.server";
import type { Route } from "./+types/api-auth";

export async function loader({ request }: Route.LoaderArgs) {
  return (await auth()).handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  return (await auth()).handler(request);
}
