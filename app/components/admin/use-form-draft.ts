// Keeps what an admin types in a form on this device (localStorage), so a
// dropped connection or a closed tab never loses a courtside stat sheet. The
// draft is offered back on the next visit and forgotten once saved.
import { useEffect, useState, type RefObject } from "react";

interface Draft {
  savedAt: string;
  values: [string, string][];
}

export function useFormDraft(key: string, form: RefObject<HTMLFormElement | null>, saved: boolean) {
  const storageKey = `draft:${key}`;
  const [offer, setOffer] = useState<Draft | null>(null);

  useEffect(() => {
    if (saved) {
      localStorage.removeItem(storageKey);
      return;
    }
    const raw = localStorage.getItem(storageKey);
    if (raw) {
      try {
        // Browser storage exists only after hydration: offering it is an effect.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setOffer(JSON.parse(raw) as Draft);
      } catch {
        localStorage.removeItem(storageKey);
      }
    }
  }, [storageKey, saved]);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const remember = () => {
      const values = [...new FormData(element).entries()]
        .filter((entry): entry is [string, string] => typeof entry[1] === "string")
        .filter(([name]) => name !== "intent");
      const draft: Draft = { savedAt: new Date().toISOString(), values };
      localStorage.setItem(storageKey, JSON.stringify(draft));
    };
    element.addEventListener("input", remember);
    element.addEventListener("change", remember);
    return () => {
      element.removeEventListener("input", remember);
      element.removeEventListener("change", remember);
    };
  }, [form, storageKey]);

  const restore = () => {
    if (form.current && offer) fillForm(form.current, new Map(offer.values));
    setOffer(null);
  };
  const discard = () => {
    localStorage.removeItem(storageKey);
    setOffer(null);
  };

  return { offer, restore, discard };
}

/** Puts saved values back into the form's boxes (the form is uncontrolled). */
function fillForm(element: HTMLFormElement, values: Map<string, string>) {
  for (const field of element.elements) {
    if (!(field instanceof HTMLInputElement) || !field.name || field.type === "hidden") continue;
    if (field.type === "checkbox") field.checked = values.get(field.name) === "on";
    else field.value = values.get(field.name) ?? "";
  }
  // Setting values fires no event: say so once, for what follows the boxes (the running totals).
  element.dispatchEvent(new Event("input", { bubbles: true }));
}
