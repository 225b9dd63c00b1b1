// Placeholder until the calendar feeds are built.
export function loader() {
  return new Response("Not found", { status: 404 });
}
