import { describe, expect, it } from "vitest";
import { withThousands } from "~/domain/numbers";

describe("withThousands", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1,000"],
    [12345, "12,345"],
    [1234567, "1,234,567"],
    [-1500, "-1,500"],
    // A whole number: a fraction is cut, never rounded up.
    [1999.9, "1,999"],
    [0.6, "0"],
  ])("%i → %s", (n, text) => {
    expect(withThousands(n)).toBe(text);
  });

  it("writes what Intl writes for en-US, up to a million", () => {
    const intl = new Intl.NumberFormat("en-US");
    for (let n = 0; n <= 1_000_000; n += 997) expect(withThousands(n)).toBe(intl.format(n));
  });
});
