// The follow island (docs/league-rules.md#push-notifications): the Follow
// control of team and game pages, and the /follow page's stop button, taken
// over where the browser can show notifications. As served, each is a form
// that posts to /follow.
import { enhanceFollowForm, enhanceStopForm } from "~/components/teams/follow-device";

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-follow]")) {
  enhanceFollowForm(form);
}
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-follow-stop]")) {
  enhanceStopForm(form);
}
