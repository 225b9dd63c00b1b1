// One prayer intention as the list and its own page show it: the name the
// writer chose (or Anonymous), when, and the message as plain text with its
// line breaks. Admins also get the status and its toggle.
import { Link } from "~/components/link";
import type { PrayerView } from "~/domain/prayers/prayer";
import { PrayerStatusToggle } from "./admin";

export interface PrayerCardProps {
  prayer: PrayerView;
  /** On the list each card links to the intention's own page. */
  linked: boolean;
}

export function PrayerCard({ prayer, linked }: PrayerCardProps) {
  const headingId = `prayer-${prayer.id}-from`;
  const context = `the intention from ${prayer.name}, ${prayer.age}`;
  return (
    <article
      className="prayer-card"
      aria-labelledby={headingId}
      data-status={prayer.status}
      data-testid="prayer-card"
    >
      <header className="prayer-card-head">
        <h2 id={headingId} className="prayer-from">
          {prayer.name}
        </h2>
        <time className="prayer-time muted small" dateTime={prayer.createdAt} title={prayer.date}>
          {prayer.age}
        </time>
      </header>
      <p className="prayer-message">{prayer.message}</p>
      {linked || prayer.status ? (
        <footer className="prayer-card-foot">
          {linked ? (
            <Link to={`/prayer-intentions/${prayer.id}`} className="prayer-link">
              View intention<span className="visually-hidden">: {context}</span>
            </Link>
          ) : null}
          {prayer.status ? (
            <PrayerStatusToggle prayerId={prayer.id} status={prayer.status} context={context} />
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}
