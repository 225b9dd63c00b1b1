// Page titles, descriptions and link-preview tags, the same shape on every page.
import type { MetaDescriptor } from "react-router";
import { LEAGUE_NAME } from "~/domain/league";

export interface PageMetaInput {
  title: string;
  description: string;
  /** Extra Open Graph tags, e.g. { type: "article" }. */
  og?: Record<string, string>;
  /** The picture a link preview shows, large (a game's result: /games/{id}/share.png). */
  image?: PageImage;
}

export interface PageImage {
  /** Absolute: link-preview bots fetch it from their own servers. */
  url: string;
  width: number;
  height: number;
  /** What the picture shows, in a sentence. */
  alt: string;
}

export function pageMeta({ title, description, og = {}, image }: PageMetaInput): MetaDescriptor[] {
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
    ...(image ? imageMeta(image) : []),
  ];
}

function imageMeta({ url, width, height, alt }: PageImage): MetaDescriptor[] {
  return [
    { property: "og:image", content: url },
    { property: "og:image:width", content: String(width) },
    { property: "og:image:height", content: String(height) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
