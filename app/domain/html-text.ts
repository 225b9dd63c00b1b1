// Text put into hand-written HTML (emails, the pages answered before the app
// runs): every character that could start markup or end an attribute becomes
// a character reference.
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
