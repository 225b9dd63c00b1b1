// Page titles, descriptions and link-preview tags, the same shape on every page.
import type { MetaDescriptor } from "react-router";
import { LEAGUE_NAME } from "~/domain/league";

export interface PageMetaInput {
  title: string;
  description: string;
  /** Extra Open Graph tags, e.g. { type: "article" }. */
  og?: Record<string, string>;
}

export function pageMeta({ title, description, og = {} }: PageMetaInput): MetaDescriptor[] {
  const full = title === LEAGUE_NAME ? title : `${title} | ${LEAGUE_NAME}`;
  return [
    { title: full },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: LEAGUE_NAME },
    { property: "og:type", content: og.type ?? "website" },
    ...Object.entries(og)
      .filter(([key]) => key !== "type")
      .map(([key, content]) => ({ property: `og:${key}`, content })),
  ];
}
