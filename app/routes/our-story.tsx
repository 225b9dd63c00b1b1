// "Our story": how the league began (a static article dated Mar. 18, 2024).
import { Link } from "~/components/link";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LEAGUE_NAME } from "~/domain/league";
import { pageMeta } from "~/meta";

export const handle: RouteHandle = {
  hydrate: "never",
  title: "Our story",
};

export function meta() {
  return pageMeta({
    title: "Our story",
    description: `How the ${LEAGUE_NAME} began: a few men after morning Mass, a borrowed parish gym, and a league of sixteen teams built on faith and friendship.`,
    og: { type: "article" },
  });
}

/** The article's date, written as the original page shows it. */
const PUBLISHED = { iso: "2024-03-18", shown: "Mar. 18, 2024" };

const PARAGRAPHS = [
  "It started, as a lot of good things in this neighbourhood do, on the steps of the church. A handful of men were lingering after the early weekday Mass, coffee in paper cups, talking about how long it had been since any of them had played a real game of basketball. Somebody said the parish school gym sat empty on Saturday mornings. Somebody else said he still had a ball in the trunk of his car. By the time the coffee was gone, they had agreed to meet the following week.",
  "That first Saturday there were nine of them, which is an awkward number for basketball. They played four on four with one man sitting out each game, and nobody kept score for long. The floor had dead spots, the rims were a little low on one end, and the heat came on only when it felt like it. Everyone went home sore and happy, and everyone came back the next week, most of them bringing a brother, a neighbour or a coworker who had heard about it.",
  "Within a season the Saturday run had grown into something that needed rules. The pastor let us keep the gym if we cleaned it afterwards and started every morning with a prayer, which turned out to be the best part of the deal. We drew up teams from a hat, bought reversible jerseys in bulk, and learned the hard way that someone has to be in charge of the scorebook. The first champions celebrated with doughnuts in the parking lot.",
  "Word travelled the way it does in a parish: after Mass, at wakes and christenings, on the sidelines of kids' games. Four teams became eight, and eight became sixteen. We borrowed time in other gyms around the neighbourhood, started a draft so the teams stayed even, and split into two conferences so the standings meant something. Fathers now play against the young men they once coached in the parish youth league, and a few of the original nine still lace up, slower but no less stubborn.",
  "What has never changed is why we play. The league is a way to keep men connected to each other and to the Church at an age when both can slip away quietly. We pray before tip-off, we pray for each other's families through the prayer intentions on this site, and when one of our own is sick or grieving, the league shows up with meals, rides and a full pew. The games are competitive; the friendships are the point.",
  "If you are new to the neighbourhood, new to the parish, or just looking for a reason to get out of bed early on a Saturday, there is a place for you here. Sign up when registration opens, come to the draft night, and bring your sneakers. You do not need to be any good. You only need to show up, play hard, and stay for the prayer at the end.",
];

export default function OurStory() {
  return (
    <div className="page">
      <article className="article" aria-labelledby="story-title">
        <header className="article-header">
          <h1 id="story-title">Our story</h1>
          <time className="article-date" dateTime={PUBLISHED.iso}>
            {PUBLISHED.shown}
          </time>
        </header>
        <div className="article-body">
          {PARAGRAPHS.map((text) => (
            <p key={text.slice(0, 24)}>{text}</p>
          ))}
        </div>
        <footer className="article-footer">
          <p>
            <Link to="/teams">Meet the teams</Link> · <Link to="/schedule">See the schedule</Link> ·{" "}
            <Link to="/">Back to the league</Link>
          </p>
        </footer>
      </article>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
