// Numbers as the pages write them. Not Intl.NumberFormat: these run in the
// browser while a page hydrates, where a first Intl object costs a phone
// about a tenth of a second (docs/architecture.md#paint-first).

/** '1,000': a whole number with commas between thousands, as en-US writes it. */
export function withThousands(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+$)/g, ",");
}

/** '1st', '2nd', '3rd', '11th', '22nd'. */
export function placeOrdinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? "th"
      : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th");
  return `${n}${suffix}`;
}
