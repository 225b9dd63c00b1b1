// What signing in says, apart from the login form's schema (./login): the
// page a sign-in link opens shows these without loading a form library.
export const NOT_A_PLAYER_EMAIL = "Not a valid player email. Use the email you signed up with.";
export const WRONG_PASSWORD =
  "That email and password do not match. Check them, or leave the password empty to get a sign-in link by email.";
/** A link's token that did not sign in: used, older than 15 minutes, cut short or made up. */
export const LINK_SPENT = "That sign-in link has expired or was already used.";
export const LINK_FAILED = `${LINK_SPENT} Enter your email for a new one.`;
