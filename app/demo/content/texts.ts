// Comment banter and prayer intentions for the demo. All invented.
// In comments {team} is the writer's team and {opp} the other team.

export interface CommentThread {
  text: string;
  /** Replies that fit this comment; one may be posted under it. */
  replies: readonly string[];
}

export const COMMENT_THREADS: readonly CommentThread[] = [
  {
    text: "Great run today fellas. {opp}, you made us earn every bucket.",
    replies: [
      "Appreciate it. Good battle, see you in the playoffs.",
      "Same to you. My legs are still shaking.",
    ],
  },
  {
    text: "Somebody check the rim at the far end, I swear it shrank during the second half.",
    replies: ["The rim was fine. Your elbow on the other hand..."],
  },
  {
    text: "Good game {opp}. See you in the rematch, and we're bringing a bigger guy.",
    replies: ["Bring two. We'll be ready."],
  },
  {
    text: "That half-court heave at the buzzer will be told at every cookout this summer.",
    replies: [
      "It was called bank. Nobody believes me.",
      "By August it'll be from the parking lot.",
    ],
  },
  {
    text: "Knees are reporting for duty at about 60%. Worth it though.",
    replies: ["60% is generous, I saw you on the stairs."],
  },
  { text: "Proud of how {team} moved the ball today. Nobody cared who scored.", replies: [] },
  {
    text: "Shout out to the refs for keeping it clean. Tough crowd at 8 in the morning.",
    replies: ["Agreed. Thankless job and they never miss a Saturday."],
  },
  {
    text: "If you missed this one you missed the best defensive possession of the year. Four deflections, one charge, one very confused shot clock.",
    replies: [],
  },
  {
    text: "Coffee's on me next week for whoever hit that three to tie it.",
    replies: ["Holding you to that. Large, two sugars."],
  },
  { text: "Rebounding won this game, plain and simple. {team} bigs were everywhere.", replies: [] },
  {
    text: "We'll get you next time {opp}. Enjoy it while it lasts.",
    replies: ["Rematch can't come soon enough.", "We'll be enjoying it all week, don't worry."],
  },
  {
    text: "Thanks to everyone who stuck around to help fold the chairs. See you Saturday.",
    replies: [],
  },
  {
    text: "Fun one. I'm going to need a nap and a bag of ice, in that order.",
    replies: ["Ice first. Trust me."],
  },
  {
    text: "My kids want to know why I fell down in the third quarter. Told them it was a strategy.",
    replies: [
      "Strategy. Sure it was.",
      "Tell them it's called a flop and only the pros are allowed to do it.",
    ],
  },
  {
    text: "Good to see so many families in the bleachers this morning.",
    replies: ["Our little ones were louder than our whole bench."],
  },
  {
    text: "Nobody tell my wife I'm playing again next week.",
    replies: ["Too late, she follows the website."],
  },
  {
    text: "Down eleven at the half and we never stopped talking to each other. That's {team} basketball.",
    replies: [],
  },
  {
    text: "Respect to {opp}, that zone gave us fits all morning.",
    replies: ["Took us all week to learn it. Glad it worked once."],
  },
  {
    text: "Free throws, boys. We practise them for a reason.",
    replies: ["Noted. Extra shots after Mass on Sunday."],
  },
  {
    text: "Prayers for the guy from {opp} who rolled his ankle, hope it's nothing serious.",
    replies: ["Thanks, he's fine. Iced it and he'll be back next week."],
  },
];

export interface PrayerSeed {
  name: string | null;
  message: string;
}

export const PRAYERS: readonly PrayerSeed[] = [
  {
    name: "Maureen",
    message:
      "For my husband, who starts his treatment next week. Give him strength and patience, and give our family peace.",
  },
  {
    name: null,
    message:
      "For a friend who is struggling with addiction and does not want help yet. Please keep the door open for him.",
  },
  {
    name: "The Dwyer family",
    message:
      "In thanksgiving for the safe arrival of our granddaughter, and for the nurses who took such good care of her mother.",
  },
  {
    name: null,
    message:
      "For everyone in the neighbourhood who is lonely this week, especially the older folks who live by themselves.",
  },
  {
    name: "Jonel",
    message: "For my mother back in Haiti, and for peace and safety for all the families there.",
  },
  {
    name: "Kevin",
    message: "For a job. It has been four months, and I am trying to stay hopeful for my kids.",
  },
  {
    name: null,
    message:
      "For the soul of my father, who passed away last month. He loved this parish and he loved watching these games.",
  },
  {
    name: "Ana",
    message:
      "For our son, who is taking his exams this spring. Help him to work hard and to know that he is loved whatever happens.",
  },
  { name: null, message: "For healing in my marriage. We both want to try again." },
  {
    name: "Coach D",
    message:
      "For the young men in our youth program: that they make good choices, stay safe, and know somebody is in their corner.",
  },
  {
    name: "Linh",
    message:
      "Thank you for a clean scan after a long year. Please pray for everyone still waiting on results.",
  },
  {
    name: null,
    message:
      "For the people who work the overnight shifts at the hospital, that they get rest and feel appreciated.",
  },
  {
    name: "Pat",
    message:
      "For the league, that everyone stays healthy and that we keep welcoming new players the way we were welcomed.",
  },
  {
    name: "Rosa",
    message:
      "For my sister, who is moving far away for work. Keep her safe and help her find a good community.",
  },
];
