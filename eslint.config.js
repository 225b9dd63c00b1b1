import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
  // The layers (README, Layout): rules know nothing of the app; queries know
  // the database and the rules only; components never load server code.
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
    files: ["app/components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["*.server", "**/*.server", "~/routes/*"],
              allowTypeImports: true,
              message:
                "Components render what routes give them: no server modules or routes (types only).",
            },
          ],
        },
      ],
    },
  },
);
