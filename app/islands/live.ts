// Placeholder: filled in by the live island work.
export {};
