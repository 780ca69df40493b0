import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "gallery/out/", "node_modules/", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: {
        // Node globals for scripts and tests.
        process: "readonly",
        console: "readonly",
        Buffer: "readonly",
        performance: "readonly",
        URL: "readonly",
      },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      eqeqeq: ["error", "smart"],
      "no-console": "off",
    },
  },
  {
    // The shell serves every ruleset and names none: rulesets register with it (src/rulesets/index.ts).
    files: ["src/shell/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "(^|/)rulesets(/|$)", message: "The shell never imports a ruleset." }] },
      ],
    },
  },
  {
    // The rules core must stay Foundry-free: no Foundry globals, no DOM.
    files: ["src/rules/**/*.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "foundry", message: "src/rules is Foundry-free." },
        { name: "game", message: "src/rules is Foundry-free." },
        { name: "CONFIG", message: "src/rules is Foundry-free." },
        { name: "ui", message: "src/rules is Foundry-free." },
        { name: "Hooks", message: "src/rules is Foundry-free." },
        { name: "document", message: "src/rules has no DOM." },
        { name: "window", message: "src/rules has no DOM." },
      ],
      "no-restricted-properties": [
        "error",
        { object: "Math", property: "random", message: "Take dice from a DiceSource." },
      ],
    },
  },
);
