import { Link } from "~/components/link";
import { LEAGUE_NAME } from "~/domain/league";

export const FOOTER_LINKS = [
  { to: "/our-story", label: "Our story" },
  { to: "/records", label: "Records" },
  { to: "/draft", label: "Draft" },
  { to: "/seasons", label: "Seasons" },
  { to: "/signup", label: "Sign up" },
] as const;

export function SiteFooter({
  year,
  inert,
}: {
  /** Copyright year, computed in the league's time zone by the root loader; null when it failed. */
  year: number | null;
  inert?: boolean;
}) {
  return (
    <footer className="site-footer" inert={inert}>
      <div className="site-footer-inner">
        <nav aria-label="Footer">
          <ul className="site-footer-links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer-copyright">
          {year === null ? `© ${LEAGUE_NAME}` : `© ${year} ${LEAGUE_NAME}`}
        </p>
      </div>
    </footer>
  );
}
