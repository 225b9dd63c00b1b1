// A GET form whose choice is its submission (the schedule's team picker): as
// served it has a button; here a change submits it at once and the button
// hides, as ScheduleTeamPicker does on a page that hydrates.

/** The option a select was served with: the one marked selected, else its first. */
function servedValue(select: HTMLSelectElement): string {
  const options = [...select.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? "";
}

export function submitOnChange(form: HTMLFormElement): void {
  for (const button of form.querySelectorAll<HTMLButtonElement>("button")) button.hidden = true;
  form.addEventListener("change", () => form.requestSubmit());
  // Back from the back/forward cache: show what this page stands for, not
  // the choice that left it.
  addEventListener("pageshow", (event) => {
    if (event.persisted) form.reset();
  });
  // Chosen before this ran: its change event came before anyone listened.
  const selects = [...form.querySelectorAll("select")];
  if (selects.some((select) => select.value !== servedValue(select))) form.requestSubmit();
}
