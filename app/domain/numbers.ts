// Numbers as the pages write them. Not Intl.NumberFormat: these run in the
// browser while a page hydrates, where a first Intl object costs a phone
// about a tenth of a second (docs/architecture.md#paint-first).

/** '1,000': a whole number with commas between thousands, as en-US writes it. */
export function withThousands(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+$)/g, ",");
}
