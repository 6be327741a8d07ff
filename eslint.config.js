import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
              message: "lib is the bottom layer: it imports no ui, feature or route (docs/contributing.md).",
            },
          ],
        },
      ],
    },
  },
);
