// A page's section under its h2, named by it for screen readers (aria-labelledby
// first: the system tests find a section by how it starts).
import type { ReactNode } from "react";

export function TitledSection({
  titleId,
  title,
  id,
  className,
  children,
}: {
  /** The heading's id, which names the section. */
  titleId: string;
  title: ReactNode;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} id={id} className={className}>
      <h2 id={titleId} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
