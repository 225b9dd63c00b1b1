import type { ReactNode } from "react";

/** A short list of ranking rules printed beside a table, so rankings are not a surprise. */
export function SeasonRules({
  id,
  title,
  rules,
  children,
}: {
  id: string;
  title: string;
  rules: string[];
  children?: ReactNode;
}) {
  return (
    <aside className="stats-rules" aria-labelledby={id}>
      <h3 id={id} className="stats-rules-title">
        {title}
      </h3>
      <ul>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      {children}
    </aside>
  );
}
