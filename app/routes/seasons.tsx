// Placeholder until this page is built: answers 404 like an unknown page.
import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

export default function Placeholder() {
  return null;
}
