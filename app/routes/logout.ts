// Placeholder: being built (issue 4).
export async function action() {
  return null;
}
