// The pencil an admin sees next to something they may edit. Rendered only when
// `show` is true (the page decides who is an admin); the server still checks
// the role on the edit page itself.
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";

export interface AdminEditLinkProps {
  href: string;
  show: boolean;
  /** The link's accessible name; the pencil alone says nothing to a screen reader. */
  label?: string;
}

export function AdminEditLink({ href, show, label = "Edit game" }: AdminEditLinkProps) {
  if (!show) return null;
  return (
    <Link to={href} className="admin-edit-link" aria-label={label} title={label}>
      <Icon size={20}>
        <path d="M12 20h9" />
        <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
      </Icon>
    </Link>
  );
}
