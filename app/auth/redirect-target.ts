// Where to go after signing in: a path on this site only (never "//evil.example"
// or "/\evil"), else the account page.
export const DEFAULT_AFTER_SIGN_IN = "/account";

export function safeRedirectTarget(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/")) return DEFAULT_AFTER_SIGN_IN;
  if (value.startsWith("//") || value.startsWith("/\\")) return DEFAULT_AFTER_SIGN_IN;
  if (value.startsWith("/login") || value.startsWith("/logout")) return DEFAULT_AFTER_SIGN_IN;
  return value;
}
