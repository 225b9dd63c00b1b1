import { describe, expect, it } from "vitest";
import { placeOrdinal, withThousands } from "~/domain/numbers";

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

describe("placeOrdinal", () => {
  // Written out by hand: the teens take "th" whatever their last digit.
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [10, "10th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [14, "14th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [101, "101st"],
    [111, "111th"],
    [112, "112th"],
    [113, "113th"],
  ])("%i → %s", (n, text) => {
    expect(placeOrdinal(n)).toBe(text);
  });
});
