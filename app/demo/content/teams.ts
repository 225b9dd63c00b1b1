// The sixteen demo teams. Names, histories and characters are invented for the
// demo; the neighbourhood places they mention are only scenery.
import type { Conference } from "../../domain/types";

export interface TeamSeed {
  id: string;
  name: string;
  abbreviation: string;
  /** Its own colour, '#rrggbb', told apart from the others' on a phone. */
  color: string;
  /** Conference in seasons 1 and 2; see CONFERENCE_SWAPS for later seasons. */
  conference: Conference;
  bio: string[];
}

export const TEAM_SEEDS: TeamSeed[] = [
  {
    id: "shamrocks",
    name: "Shamrocks",
    abbreviation: "SHAM",
    color: "#1f7a3a",
    conference: "east",
    bio: [
      "The Shamrocks were the first team to sign up when the league restarted, and they still act like they hold the deed to the gym. Half the roster went to grade school within a few blocks of each other, and you can hear it in the huddle: nicknames from the third grade, arguments about who really won a CYO game twenty years ago.",
      "They play a patient, old-fashioned game: lots of passing, a stubborn zone, and a bench that treats every charge taken like a championship. Win or lose, they are the team that stays to stack the chairs and sweep the floor before the 8:00 crowd for the next week even thinks about it.",
    ],
  },
  {
    id: "harbor-hawks",
    name: "Harbor Hawks",
    abbreviation: "HAWK",
    color: "#1d4fa8",
    conference: "east",
    bio: [
      "Named for the gulls-pretending-to-be-hawks that circle the fish pier, the Harbor Hawks are built around a core of early risers who work on the water, in the kitchens along the waterfront, or on the overnight shift at the hospital. Saturday at 8:00 is the end of their week, not the start of it.",
      "Their style is simple: run. Every rebound is an outlet pass, every outlet pass is a layup, and every layup is followed by somebody yelling 'get back!' a half-second too late. Opponents who can keep up with them in the first half usually catch them in the fourth quarter, when the coffee wears off.",
      "Off the court the Hawks organise the league's winter coat drive, and more than one new family in the neighbourhood has met the parish through a Hawk carrying a garbage bag full of parkas up their stairs.",
    ],
  },
  {
    id: "castle-islanders",
    name: "Castle Islanders",
    abbreviation: "CIS",
    color: "#7d838c",
    conference: "east",
    bio: [
      "Anyone who has walked the loop around the fort at sunrise has probably passed a Castle Islander doing the same thing, slower than they would like to admit. The team started as a walking group that got competitive, and it never fully lost that character: they warm up by stretching for a genuinely alarming amount of time.",
      "On the court they are methodical and hard to rattle. They set real screens, they box out, and their point guard has been known to call a timeout just to remind everybody to breathe. They rarely blow anybody out, but they rarely get blown out either.",
    ],
  },
  {
    id: "pleasure-bay-pelicans",
    name: "Pleasure Bay Pelicans",
    abbreviation: "PEL",
    color: "#f2c14e",
    conference: "east",
    bio: [
      "The Pelicans took their name after a long argument about whether pelicans have ever actually been seen on Pleasure Bay. (The team's official position is yes, once, in a story nobody can confirm.) They are the league's storytellers, and every game produces at least one legend that grows a little each week.",
      "They are a family team in the truest sense: two sets of brothers, a father and son who guard each other in practice with real bitterness, and a cousin who joined 'just for one season' three seasons ago. Their gym bag contains orange slices, a first-aid kit, and somehow always a spare pair of size 13 sneakers.",
      "The Pelicans like to say they have never lost a game in July. The schedule has never actually put them on the floor in July, but nobody has the heart to correct them.",
    ],
  },
  {
    id: "city-point-captains",
    name: "City Point Captains",
    abbreviation: "CPC",
    color: "#b3262e",
    conference: "east",
    bio: [
      "City Point has always produced people who like to be in charge, and the Captains lean into it: every player on the roster has at one point tried to call a play. Their huddles are loud, democratic and occasionally effective.",
      "They are the best free-throw shooting team in the league by a distance, which their big men attribute to discipline and everyone else attributes to the hoop in the alley behind one of the players' houses, where the whole team shot foul shots through the long pandemic winter.",
    ],
  },
  {
    id: "marine-park-mariners",
    name: "Marine Park Mariners",
    abbreviation: "MAR",
    color: "#0e7c86",
    conference: "east",
    bio: [
      "The Mariners were put together by a group of dads who met on the sidelines of youth soccer at Marine Park, realised they were all standing still for two hours every Saturday, and decided to go and run instead. They still schedule their lives around their kids' games, which is why they always ask for the 8:00 slot.",
      "They are big, patient and physical, and they make every opponent earn each basket. Their offence is mostly offensive rebounds, and they are unapologetic about it.",
      "The Mariners bring the most supporters in the league: strollers line the baseline, and their youngest fans have a chant that nobody has yet managed to understand.",
    ],
  },
  {
    id: "telegraph-hill-ravens",
    name: "Telegraph Hill Ravens",
    abbreviation: "RAV",
    color: "#26262b",
    conference: "east",
    bio: [
      "The Ravens come down from the hill every weekend dressed all in black, which looks intimidating until you learn that it started because someone bought the jerseys on clearance. They have embraced the look completely and now refer to their bench as 'the perch'.",
      "They have the youngest roster in the league and the most three-point attempts, not a coincidence. When the shots fall they can beat anybody. When they don't, the older teams enjoy reminding them that the mid-range jumper still exists.",
    ],
  },
  {
    id: "thomas-park-titans",
    name: "Thomas Park Titans",
    abbreviation: "TPT",
    color: "#6e1a2b",
    conference: "east",
    bio: [
      "The Titans started in a pickup run on the outdoor court near Thomas Park, where the view of the harbour was good and the rims were terrible. When the league formed they brought their whole run indoors, along with its unwritten rules: call your own fouls, winners keep the ball, nobody leaves before the last game.",
      "They are streaky and proud of it. A Titans game is rarely close for long; they either run away with it or spend the fourth quarter planning the comeback they will definitely make next week.",
      "The Titans' tradition is a team breakfast after the final game of every season, and the waitress at their usual diner now knows every order by heart.",
    ],
  },
  {
    id: "broadway-bulldogs",
    name: "Broadway Bulldogs",
    abbreviation: "BDOG",
    color: "#e8772e",
    conference: "west",
    bio: [
      "The Bulldogs are the league's most stubborn team, and they would take that as a compliment. Their roster is heavy on tradesmen who work along Broadway and the streets around it: electricians, carpenters, a plumber who is always on call and always, somehow, there for tip-off.",
      "They defend like the gym is their own living room. Their press is not pretty, but it is relentless, and teams who are not ready for it end up burning all their timeouts before halftime.",
    ],
  },
  {
    id: "andrew-square-anchors",
    name: "Andrew Square Anchors",
    abbreviation: "ASA",
    color: "#7fb8e6",
    conference: "west",
    bio: [
      "From the side of the neighbourhood closest to the Red Line, the Anchors are a mix of long-time residents and newcomers who moved into the new buildings and wanted to meet someone other than their landlord. The league was their way in, and now they run the parish's welcome table after the 10:00 Mass.",
      "Their basketball is balanced and unselfish: on a good day five different players reach double figures. On a bad day five different players miss the same layup, and they laugh about it all the way home.",
      "The Anchors hold the league record for most players named Mike on one roster. The current number is four, and they have not yet worked out a system.",
    ],
  },
  {
    id: "fort-point-foghorns",
    name: "Fort Point Foghorns",
    abbreviation: "FOG",
    color: "#9dd3c8",
    conference: "west",
    bio: [
      "The Foghorns are named for their bench, which is the loudest in the league by some distance. Their players cross the channel from the lofts and offices on the other side of the bridge, and they have adopted the neighbourhood as enthusiastically as any team born in it.",
      "They are a shooting team that thinks it is a defensive team. Their coach, a former college manager with a clipboard he does not need, insists they are one rebound away from a dynasty.",
    ],
  },
  {
    id: "old-colony-colonials",
    name: "Old Colony Colonials",
    abbreviation: "OCC",
    color: "#5c2d91",
    conference: "west",
    bio: [
      "Several Colonials grew up in the Old Colony apartments and learned the game on its courts, where you learned quickly to finish through contact or not at all. They still play that way, and they are the first to help a fallen opponent up off the floor.",
      "They carry the league's longest-serving player, a guard in his fifties who has promised every season to be his last and has never once missed a Saturday. The younger players call him 'Coach', which he pretends to hate.",
      "Their pre-game prayer is the longest in the league, and their post-game handshake line is the most sincere.",
    ],
  },
  {
    id: "d-street-dockers",
    name: "D Street Dockers",
    abbreviation: "DOCK",
    color: "#9bbf3b",
    conference: "west",
    bio: [
      "The Dockers were founded by a group of longshoremen's sons who thought the name was funny and then discovered, a few games in, that it described their defence perfectly: slow, heavy and impossible to move. They have since added some speed, but the reputation has stuck.",
      "They run every offensive possession through the post and they are not sorry. If you want to beat the Dockers you will need someone who can guard a 6'6\" man with a soft left hook and opinions about the referee.",
    ],
  },
  {
    id: "heights-minutemen",
    name: "Heights Minutemen",
    abbreviation: "DHM",
    color: "#b58ad1",
    conference: "west",
    bio: [
      "The Minutemen take their name from the hill where the neighbourhood's most famous monument stands, and they take their punctuality very seriously: they are on the court, warmed up, at 7:45 every week, and they will tell you about it.",
      "They are disciplined and well coached, with set plays that have names drawn from local history. Nobody else in the league knows what 'Evacuation Day' means in practice, but it usually ends in a backdoor layup.",
      "Every spring the Minutemen run the parish's Stations of the Cross walk up the hill, and every spring they insist it counts as conditioning.",
    ],
  },
  {
    id: "saints",
    name: "Saints",
    abbreviation: "SNTS",
    color: "#e0569a",
    conference: "west",
    bio: [
      "The Saints began as the parish's own team, a group of ushers, lectors and one very competitive deacon-in-training who wanted to see whether they could keep up with the younger crowd. They can, mostly, and they have the sore knees to prove it.",
      "They are the league's best passing team and its worst at trash talk; the strongest thing anyone has heard a Saint say on the court is 'bless you' to an opponent who sneezed on a free throw. Do not let that fool you. They are very, very competitive.",
    ],
  },
  {
    id: "friars",
    name: "Friars",
    abbreviation: "FRI",
    color: "#7a5230",
    conference: "west",
    bio: [
      "The Friars wear brown, play hard and take a vow of poverty only when it is their turn to buy the post-game coffee. The team grew out of the parish men's group, which met on Tuesday nights to talk about faith and family and kept ending the evening with an argument about zone defence.",
      "They are a thoughtful team that loves a good set play and hates a wasted possession. Their bench is full of teachers and nurses, and their timeouts sound a lot like a well-run classroom.",
      "Every season the Friars sponsor a young player from the youth league with a new pair of sneakers, and the kid gets to sit on the bench for the last game of the year.",
    ],
  },
];

/** Teams that change conference from season 3 on (the league rebalanced). */
export const CONFERENCE_SWAPS: { fromSeason: number; teams: [string, string] } = {
  fromSeason: 3,
  teams: ["telegraph-hill-ravens", "heights-minutemen"],
};

export function conferenceOf(team: TeamSeed, seasonId: number): Conference {
  if (seasonId >= CONFERENCE_SWAPS.fromSeason && CONFERENCE_SWAPS.teams.includes(team.id)) {
    return team.conference === "east" ? "west" : "east";
  }
  return team.conference;
}
