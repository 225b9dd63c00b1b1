// Sign-in redirect targets an attacker might write: each, as a browser
// resolves it, leaves the site, is not a plain path, or is a sign-in page.
/** Each of these, as a browser resolves it, leaves the site or is not a plain path. */
export const HOSTILE_TARGETS: string[] = [
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/%09/evil.example",
  "/\n/evil.example",
  "/%0A/evil.example",
  "/\r/evil.example",
  "/%0D%0A/evil.example",
  "/\u0000/evil.example",
  "/%00/evil.example",
  "/%5C/evil.example",
  "/%5c%5cevil.example",
  "/%2F/evil.example",
  "/%2f%2fevil.example",
  "/%2F%252Fevil.example",
  "https://evil.example",
  "http:evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " /evil",
  "  //evil.example",
  "\t//evil.example",
  "／／evil.example", // fullwidth solidus
  "\u2215\u2215evil.example", // division slash
  "/\u2028/evil.example",
  "/\u007f/evil.example",
  "data:text/html,<script>alert(1)</script>",
  "",
  "evil.example",
  "/login?redirect=//evil.example",
  "/./login",
  "/logout",
];
