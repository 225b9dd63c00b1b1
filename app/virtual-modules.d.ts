// Modules the build makes (vite-plugins/).
declare module "virtual:app-icons" {
  import type { AppIcons } from "~/domain/web-manifest";
  /** The installed app's icons, drawn from the logo at build time (vite-plugins/app-icons.ts). */
  export const APP_ICONS: AppIcons;
}
