import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { featureDoors } from "./eslint-rules/feature-doors.js";

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", ".data/", "storage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  { files: ["scripts/**", "tests/**", "**/*.test.*"], rules: { "no-console": "off" } },
  {
    files: ["app/features/**"],
    ignores: ["**/*.test.*"],
    plugins: { house: { rules: { "feature-doors": featureDoors } } },
    rules: { "house/feature-doors": "error" },
  },
  // The layers of docs/contributing.md: platform ← lib ← ui ← features ← routes, and server/ composes them.
  {
    files: ["app/platform/**"],
    ignores: ["**/*.test.*"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(~/|\\.\\./)", message: "platform is the bottom layer: it imports nothing else of the app (docs/contributing.md)." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/features/**"],
    ignores: ["**/*.test.*"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(\\.\\./)+server/", message: "Features depend on app/platform, not on server/ (docs/contributing.md)." },
            {
              regex: "services\\.server$",
              message: "A feature declares the services it needs as its own type; routes hand them in (docs/contributing.md).",
            },
            {
              regex: "^(~/|(\\.\\./)+)routes/",
              message: "Features know no route module; links are built with href() (docs/contributing.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**"],
    ignores: [
      "**/*.test.*",
      "server/main.ts",
      "server/http.ts",
      "server/config.ts",
      "server/schema.ts",
      "server/control.ts",
      "server/changes.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "app/features/",
              message:
                "Only the composition root (server/main, http, config, schema, control, changes) wires features in; http/, render/, process/ and storage/ are feature-blind (docs/contributing.md).",
            },
          ],
        },
      ],
    },
  },
  // The layers of docs/contributing.md: lib knows nothing of the app, ui knows lib only.
  {
    files: ["app/lib/**", "app/ui/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/features/*", "**/features/*", "~/routes/*", "**/routes/*"],
              message: "lib and ui know no feature or route (docs/contributing.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/features/*", "**/features/*", "~/routes/*", "**/routes/*", "~/ui/*", "**/ui/*"],
              message: "lib imports no ui, feature or route (docs/contributing.md).",
            },
            {
              regex: "^node:|\\.server$",
              message: "lib holds helpers that run on both sides; server-only code belongs in app/platform (docs/contributing.md).",
            },
          ],
        },
      ],
    },
  },
  // The admin kit (decision 0046) knows no feature or route: a screen hands it what it shows.
  {
    files: ["app/admin/**"],
    ignores: ["**/*.test.*"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(~/|(\\.\\./)+)(features|routes)/",
              message: "The admin kit knows no feature or route: take what a screen shows as props (docs/contributing.md).",
            },
          ],
        },
      ],
    },
  },
  // Public pages never carry the admin kit's code (decision 0046); its types may be named anywhere.
  {
    files: ["app/**"],
    ignores: [
      "**/*.test.*",
      "app/admin/**",
      "app/routes/admin/**",
      "app/features/*/admin-ui/**",
      "app/features/*/admin.ts",
      "app/features/*/admin-*.server.ts",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^~/admin/",
              allowTypeImports: true,
              message:
                "Only the admin's screens (a feature's admin-ui/ and admin.ts, app/routes/admin) and their admin-*.server.ts files use the admin kit (docs/contributing.md).",
            },
          ],
        },
      ],
    },
  },
  // One mailer (decision 0045): nodemailer's transport is made in app/platform/mailer.server.ts only.
  {
    files: ["app/**", "server/**"],
    ignores: ["app/platform/mailer.server.ts", "**/*.test.*"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='nodemailer'][importKind!='type']",
          message: "E-mail goes through the one Mailer (app/platform/mailer.server.ts), injected by the composition root.",
        },
      ],
    },
  },
  // Server-only infrastructure (uploads, the outbox, rate limits, the page renderer) is app/platform's.
  {
    files: ["app/lib/**/*.server.*"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Program",
          message: "lib holds helpers that run on both sides; a .server file belongs in app/platform (docs/contributing.md).",
        },
      ],
    },
  },
);
