// How lists to choose from name namesakes (distinctNames,
// docs/league-rules.md#names): the plain name when unique, else the jersey
// number, the team and the email's first letter, as far as it takes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distinctNames, fullName, type ChoosablePlayer } from "~/domain/people/name";

const p = (
  firstName: string,
  lastName: string,
  more: Partial<ChoosablePlayer> = {},
): ChoosablePlayer => ({ firstName, lastName, ...more });

describe("names in a list to choose from (distinctNames)", () => {
  it("are the plain names when no two are alike", () => {
    expect(
      distinctNames([p("Pierre", "Barros", { jerseyNumber: 12 }), p("Pat", "Murphy")]),
    ).toEqual(["Pierre Barros", "Pat Murphy"]);
  });
  it("add the jersey number to two namesakes", () => {
    expect(
      distinctNames([
        p("Pierre", "Barros", { jerseyNumber: 12, teamName: "Saints" }),
        p("Pat", "Murphy", { jerseyNumber: 12 }),
        p("pierre", "BARROS", { jerseyNumber: 7, teamName: "Saints" }),
      ]),
    ).toEqual(["Pierre Barros #12", "Pat Murphy", "pierre BARROS #7"]);
  });
  it("add the team when the numbers match or are missing, and only to those", () => {
    expect(
      distinctNames([
        p("Pierre", "Barros", { jerseyNumber: 12, teamName: "Saints" }),
        p("Pierre", "Barros", { jerseyNumber: 12, teamName: "Gate of Heaven" }),
        p("Pierre", "Barros", { jerseyNumber: 4, teamName: "Saints" }),
        p("Jean", "Celestin", { teamName: "Saints" }),
        p("Jean", "Celestin", { teamName: "Gate of Heaven" }),
      ]),
    ).toEqual([
      "Pierre Barros #12 · Saints",
      "Pierre Barros #12 · Gate of Heaven",
      "Pierre Barros #4",
      "Jean Celestin · Saints",
      "Jean Celestin · Gate of Heaven",
    ]);
  });
  it("add the email's first letter last", () => {
    expect(
      distinctNames([
        p("Pierre", "Barros", { teamName: "Saints", email: "PB@example.org" }),
        p("Pierre", "Barros", { teamName: "Saints", email: "barros@example.org" }),
      ]),
    ).toEqual(["Pierre Barros · Saints · p…@", "Pierre Barros · Saints · b…@"]);
  });

  // Names, teams and emails as people type them: letters, spaces, hyphens, apostrophes.
  const word = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ' -]{0,6}$/);
  const player = fc.record({
    firstName: fc.constantFrom("Pierre", "pierre", "Jean", "Pat"),
    lastName: fc.constantFrom("Barros", "Murphy", "Celestin"),
    jerseyNumber: fc.option(fc.integer({ min: 0, max: 3 })),
    teamName: fc.option(fc.constantFrom("Saints", "Gate of Heaven", "saints")),
    email: fc.option(fc.tuple(word, fc.constant("@example.org")).map((t) => t.join(""))),
  });
  const whatTellsApart = (q: ChoosablePlayer) =>
    JSON.stringify([
      fullName(q),
      q.jerseyNumber ?? null,
      q.teamName || null,
      Array.from(q.email ?? "")[0]?.toLowerCase() ?? null,
    ]);

  it("differ whenever the players differ in name, number, team or email initial", () => {
    fc.assert(
      fc.property(fc.array(player, { maxLength: 12 }), (players) => {
        const labels = distinctNames(players);
        expect(labels).toHaveLength(players.length);
        players.forEach((a, i) =>
          players.forEach((b, j) => {
            if (i < j && whatTellsApart(a) !== whatTellsApart(b)) {
              expect(labels[i]).not.toBe(labels[j]);
            }
          }),
        );
      }),
    );
  });

  it("leave a name no one else in the list has as it is", () => {
    fc.assert(
      fc.property(fc.array(player, { maxLength: 12 }), (players) => {
        const labels = distinctNames(players);
        const key = (q: ChoosablePlayer) => fullName(q).toLowerCase();
        players.forEach((q, i) => {
          if (players.filter((o) => key(o) === key(q)).length === 1) {
            expect(labels[i]).toBe(fullName(q));
          }
        });
      }),
    );
  });
});
