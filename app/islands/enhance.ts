// Placeholder: filled in by the enhance island work.
export {};
