import { describe, expect, it } from "vitest";
import { importsOf } from "../../scripts/lib/bundle.mjs";

/** How the size report tells a startup chunk from an on-demand one: by the imports in the code. */
describe("reading a built module's imports", () => {
  it("finds static imports and re-exports, in every quote style the minifier writes", () => {
    const code =
      'import{a as b,c}from"./document-Ab12.js";import"./side.js";export{x}from\'./y.js\';' +
      "import*as z from`./star.js`;var q=1;";
    expect(importsOf(code).static).toEqual(["document-Ab12.js", "side.js", "y.js", "star.js"]);
    expect(importsOf(code).dynamic).toEqual([]);
  });

  it("finds dynamic imports, and does not count them as static", () => {
    const code = "function es(){return $o??=import(`./runtime-Dz.js`),$o}let r=import('./other.js');";
    expect(importsOf(code)).toEqual({ static: [], dynamic: ["runtime-Dz.js", "other.js"] });
  });

  it("ignores packages and absolute paths (Foundry's own modules are globals)", () => {
    expect(importsOf('import x from "node:fs";import("/systems/x.js")')).toEqual({ static: [], dynamic: [] });
  });
});
