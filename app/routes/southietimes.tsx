// The local newsletter page: not written yet, and honest about it.
import { Link } from "~/components/link";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/meta";

export const handle: RouteHandle = {
  hydrate: "never",
  title: "Southie Times",
};

export function meta() {
  return pageMeta({
    title: "Southie Times",
    description: "The league's neighbourhood newsletter. Coming soon...maybe.",
  });
}

export default function SouthieTimes() {
  return (
    <div className="page coming-soon">
      <h1>Southie Times</h1>
      <p>Coming soon...maybe</p>
      <Link to="/">Back to the league</Link>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
