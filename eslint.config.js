import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// React Router's <Link> is replaced by the site's light one (docs/architecture.md, Paint first).
const LIGHT_LINKS = {
  name: "react-router",
  importNames: ["Link"],
  message:
    "Links between pages are Link from ~/components/link: a plain anchor the site's one click listener routes.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "data/",
      "tmp/",
      "drizzle/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs", globals: globals.commonjs } },
  // The layers (README, Layout): rules know nothing of the app; queries know
  // the database and the rules only; page modules turn queries into what a
  // page shows; routes wire a page module to its components; components never
  // load server code and take their types from app/views.
  {
    files: ["app/domain/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "~/*",
                "!~/domain",
                "../*",
                "react",
                "react-router",
                "drizzle-orm*",
                "node:*",
              ],
              message: "app/domain is pure league rules: it imports only other domain modules.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/data/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*", "!~/db", "!~/domain", "!~/data", "../*", "react", "react-router"],
              message:
                "app/data holds the queries: it imports only app/db, app/domain and app/data.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/views/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*", "!~/domain", "!~/form-reply", "!~/views", "../*", "react*"],
              message:
                "app/views holds the shapes pages render: it imports only app/domain and the form reply type.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/pages/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "~/components/*",
                "~/routes/*",
                "~/db/index.server",
                "../*",
                "react",
                "react-dom",
              ],
              message:
                "Page modules take the database from the route and return data: no components, routes or database() here.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/islands/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "~/*",
                "!~/domain",
                // The rule of which clicks a link's page takes over, shared with Link.
                "!~/components",
                "~/components/*",
                "!~/components/link-navigation",
                // The menu's dialog rules, shared with SiteChrome.
                "!~/components/chrome",
                "~/components/chrome/*",
                "!~/components/chrome/menu-dialog",
                // Following teams on this device, shared with the Follow control.
                "!~/components/teams",
                "~/components/teams/*",
                "!~/components/teams/follow-device",
                // The service worker's registration, shared with the root.
                "!~/service-worker",
                "~/service-worker/*",
                "!~/service-worker/register",
                "../*",
                "react",
                "react-dom*",
                "react-router",
              ],
              message:
                "An island is a small browser module of its own (docs/architecture.md#pages-that-read-ship-no-framework): no React, only app/domain's pure rules and the React-free link, menu and follow modules.",
            },
          ],
        },
      ],
    },
  },
  // The service worker runs apart from any page: no React, no server code;
  // app/domain's rules and the React-free path rules only.
  {
    files: ["app/service-worker/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "~/*",
                "!~/domain",
                "!~/personal-paths",
                "!~/routed-path",
                "../*",
                "react",
                "react-dom*",
                "react-router",
              ],
              message:
                "The service worker is a browser script of its own (docs/architecture.md#installable-and-offline): no React, no server code, only app/domain and the React-free path rules.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/charts/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*", "!~/domain", "!~/views", "!~/charts", "../*"],
              message:
                "Charts draw what the page modules computed (app/domain's geometry) to SVG markup: no data, components or routes here.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/routes/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [LIGHT_LINKS],
          patterns: [
            {
              group: ["~/data/*", "~/db/*", "!~/db/index.server"],
              message:
                "Routes open the database and call their page module (app/pages): no queries here.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [LIGHT_LINKS],
          patterns: [
            {
              group: ["*.server", "**/*.server", "~/routes/*", "~/pages/*", "~/data/*", "~/db/*"],
              message:
                "Components render what routes give them: their types come from app/views, never from server modules.",
            },
          ],
        },
      ],
    },
  },
  // Tests that talk to a running server (browser journeys too, where they
  // fetch outside the browser) go through the tests' one client
  // (tests/support/http-client.ts), whose pool never reuses a connection the
  // server may be closing; the global fetch's pool does.
  {
    files: ["tests/system/**", "tests/cluster/**", "tests/integration/**", "tests/e2e/*.spec.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        {
          name: "fetch",
          message:
            "Use httpFetch from tests/support/http-client: its pool drops idle connections before the server does.",
        },
      ],
    },
  },
);
