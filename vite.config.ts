import { defineConfig } from "vite";
import { stripSeedRefsPlugin } from "./scripts/lib/strip-seed-refs.mjs";

/**
 * One ESM bundle plus one stylesheet, in library mode. package.json's `sideEffects` (stylesheets and
 * the entry only) lets the bundler drop modules a world never reaches from its startup chunks;
 * tests/build/bundle-init.test.ts checks the bundle still registers at init what the source does. Static files (system.json, templates, lang,
 * packs) are copied and compiled by scripts/build.mjs, which calls this config.
 */
export default defineConfig({
  publicDir: false,
  // Seed line references stay in the source for tests and reviews; players never see them.
  plugins: [stripSeedRefsPlugin()],
  build: {
    outDir: "dist",
    emptyOutDir: false,
    target: "es2022",
    sourcemap: true,
    minify: true,
    reportCompressedSize: false,
    lib: {
      entry: "src/index.ts",
      formats: ["es"],
      fileName: () => "six-gun-sound.mjs",
      cssFileName: "six-gun-sound",
    },
    rolldownOptions: {
      // The shipped fonts (styles/parts/fonts.css) lie beside the stylesheet only in the built
      // system (scripts/lib/fonts.mjs copies them there): their url()s stay as written.
      external: [/^fonts\/[\w.-]+\.woff2$/],
      output: {
        // Pure annotations only guide the minifier; the shipped file has no use for them.
        comments: { annotation: false },
        // Foundry rebuilds chat-message rolls by their class name and ids sheets by theirs (users'
        // sheet choices are stored under that id), so class names survive minification; function
        // names need not, and dropping them saves about 3 KB gzipped.
        minify: {
          codegen: { removeWhitespace: true },
          compress: { keepNames: { function: false, class: true } },
          mangle: { toplevel: true, keepNames: { function: false, class: true } },
        },
      },
    },
  },
});
