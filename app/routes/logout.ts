// POST /logout: ends the session (better-auth clears its cookie), then home.
import { redirect } from "react-router";
import { auth } from "~/auth/auth.server";
import type { Route } from "./+types/logout";

export async function loader() {
  return redirect("/account");
}

export async function action({ request }: Route.ActionArgs) {
  const response = await (await auth()).api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect("/", { headers });
}
