// Name pools for demo players, by heritage, mixed the way the neighbourhood is.
// Combinations are random, so any resemblance to a real person is a
// coincidence; emails use the reserved example.org domain.

export interface NameGroup {
  /** Relative share of the player pool. */
  weight: number;
  first: readonly string[];
  last: readonly string[];
}

const words = (text: string): string[] => text.split(" ");

export const NAME_GROUPS: readonly NameGroup[] = [
  {
    // Irish and old New England families
    weight: 9,
    first: words(
      "Brendan Kevin Sean Liam Declan Conor Brian Patrick Michael Dennis Kieran Eamon Ronan Colm Tommy Danny Jimmy Billy Neil Owen Matt John Joe Chris Ryan Mark Steve Paul Tim Kyle",
    ),
    last: words(
      "Sullivan Walsh Flaherty Callahan Donovan Kelleher McCarthy Coughlin Brennan Dwyer Hurley Kiley Lynch McDonough Moynihan Nolan Quinlan Riordan Shea Tierney Whelan Connolly Dolan Geary Horgan Keane Mahoney O'Rourke O'Neill Fitzgerald Driscoll Cronin Burke Doherty Gallagher Hanlon Lenihan Meehan Scanlon Toomey",
    ),
  },
  {
    weight: 2,
    first: words("Anthony Vincent Dominic Marco Nick Sal Gino Paulie Frank Luca"),
    last: words(
      "Russo DeLuca Marino Ferrante Caruso Romano Bellini Costa Greco Santoro Lombardi Vitale",
    ),
  },
  {
    // Haitian and Cape Verdean
    weight: 2,
    first: words("Jean Pierre Wesner Jonel Fritz Stanley Ricardo Emmanuel Nelson Djimy"),
    last: words(
      "Joseph Pierre-Louis Desrosiers Jean-Baptiste Celestin Fontaine Charles Augustin Delva Andrade Barros Fernandes",
    ),
  },
  {
    weight: 1.5,
    first: words("Minh Tuan Huy Bao Khoa Long Quang Thanh"),
    last: words("Nguyen Tran Pham Le Hoang Vo Dang Bui"),
  },
  {
    // Puerto Rican and Dominican
    weight: 2,
    first: words("Luis Carlos Javier Angel Miguel Edwin Hector Jose Ramon Victor"),
    last: words(
      "Rivera Santiago Colon Ortiz Figueroa Reyes Vazquez Torres Cruz Medina Acevedo Rosario",
    ),
  },
  {
    // Polish and Lithuanian
    weight: 1,
    first: words("Tomasz Piotr Marek Stan Andrzej Jonas Darius"),
    last: words("Kowalski Nowak Wisniewski Zielinski Lewandowicz Sadowski Kazlauskas Petrauskas"),
  },
  {
    weight: 1.5,
    first: words("Andre Marcus Terrence Darnell Omar Samir Gus Theo Nikos Ravi"),
    last: words("Washington Bennett Carter Haddad Papadakis Patel Okafor Mendes"),
  },
];
