/**
 * Every public function of the rules core must be exercised by a fast-check property, or be listed
 * below as a pure data accessor. "Exercised" means: a test file under tests/rules imports the
 * function from that area's index (or the core index) and names it inside an `fc.property(...)`
 * call. Export a new function without a property and this test fails with its name.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as core from "../../src/rules/core";
import * as aftermath from "../../src/rules/blaze-of-glory/aftermath";
import * as attributes from "../../src/rules/blaze-of-glory/attributes";
import * as buildings from "../../src/rules/blaze-of-glory/buildings";
import * as campaign from "../../src/rules/blaze-of-glory/campaign";
import * as challenges from "../../src/rules/blaze-of-glory/challenges";
import * as deployment from "../../src/rules/blaze-of-glory/deployment";
import * as draw from "../../src/rules/blaze-of-glory/draw";
import * as encounters from "../../src/rules/blaze-of-glory/encounters";
import * as melee from "../../src/rules/blaze-of-glory/melee";
import * as mounts from "../../src/rules/blaze-of-glory/mounts";
import * as movement from "../../src/rules/blaze-of-glory/movement";
import * as npc from "../../src/rules/blaze-of-glory/npc";
import * as opposition from "../../src/rules/blaze-of-glory/opposition";
import * as reactions from "../../src/rules/blaze-of-glory/reactions";
import * as shooting from "../../src/rules/blaze-of-glory/shooting";
import * as turn from "../../src/rules/blaze-of-glory/turn";
import * as vehicles from "../../src/rules/blaze-of-glory/vehicles";
import * as weapons from "../../src/rules/blaze-of-glory/weapons";
import * as fyhChargen from "../../src/rules/fill-yore-hands/chargen";
import * as fyhMovement from "../../src/rules/fill-yore-hands/movement";
import * as fyhTables from "../../src/rules/fill-yore-hands/tables";
import * as fyhShooting from "../../src/rules/fill-yore-hands/shooting";
import * as fyhWeapons from "../../src/rules/fill-yore-hands/weapons";
import * as fyhAmmo from "../../src/rules/fill-yore-hands/ammo";
import * as fyhReply from "../../src/rules/fill-yore-hands/reply";
import * as fyhWounds from "../../src/rules/fill-yore-hands/wounds";
import * as fyhBrawl from "../../src/rules/fill-yore-hands/brawl";
import * as fyhRearAttack from "../../src/rules/fill-yore-hands/rear-attack";
import * as fyhJump from "../../src/rules/fill-yore-hands/jump";
import * as fyhWomen from "../../src/rules/fill-yore-hands/women";
import * as fyhCharm from "../../src/rules/fill-yore-hands/charm";
import * as classicStats from "../../src/rules/sgs-classic/stats";
import * as classicMovement from "../../src/rules/sgs-classic/movement";
import * as classicReactions from "../../src/rules/sgs-classic/reactions";
import * as classicBrawl from "../../src/rules/sgs-classic/brawl";
import * as classicWeapons from "../../src/rules/sgs-classic/weapons";
import * as classicShooting from "../../src/rules/sgs-classic/shooting";
import * as classicCampaign from "../../src/rules/sgs-classic/campaign";
import * as classicWorld from "../../src/rules/sgs-classic/world";
import * as classicEncounters from "../../src/rules/sgs-classic/encounters";
import * as classicActivation from "../../src/rules/sgs-classic/activation";

const AREAS: Record<string, Record<string, unknown>> = {
  core,
  aftermath,
  attributes,
  buildings,
  campaign,
  challenges,
  deployment,
  draw,
  encounters,
  melee,
  mounts,
  movement,
  npc,
  opposition,
  reactions,
  shooting,
  turn,
  vehicles,
  weapons,
  "fill-yore-hands/chargen": fyhChargen,
  "fill-yore-hands/movement": fyhMovement,
  "fill-yore-hands/tables": fyhTables,
  "fill-yore-hands/shooting": fyhShooting,
  "fill-yore-hands/weapons": fyhWeapons,
  "fill-yore-hands/ammo": fyhAmmo,
  "fill-yore-hands/reply": fyhReply,
  "fill-yore-hands/wounds": fyhWounds,
  "fill-yore-hands/brawl": fyhBrawl,
  "fill-yore-hands/rear-attack": fyhRearAttack,
  "fill-yore-hands/jump": fyhJump,
  "fill-yore-hands/women": fyhWomen,
  "fill-yore-hands/charm": fyhCharm,
  "sgs-classic/stats": classicStats,
  "sgs-classic/movement": classicMovement,
  "sgs-classic/reactions": classicReactions,
  "sgs-classic/brawl": classicBrawl,
  "sgs-classic/weapons": classicWeapons,
  "sgs-classic/shooting": classicShooting,
  "sgs-classic/campaign": classicCampaign,
  "sgs-classic/world": classicWorld,
  "sgs-classic/encounters": classicEncounters,
  "sgs-classic/activation": classicActivation,
};

/**
 * Pure data accessors: they only validate a key and return that row of an exported table, with no
 * arithmetic of their own. Their tables are pinned row by row in the example tests (and their
 * callers, e.g. `mountNormalMove`, are property-tested); a random key adds nothing. Keep it short:
 * anything that computes belongs in a property instead.
 */
const DATA_ACCESSORS: ReadonlySet<string> = new Set([
  "movement:moveRate", // MOVE_RATES[MOVERS.indexOf(mover)] (tests/rules/blaze-of-glory/movement.test.ts)
]);

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith(".test.ts") ? [join(dir, e.name)] : [],
  );
}

/** The text of every `fc.property(` / `fc.asyncProperty(` call, matched by parentheses. */
function propertyBodies(src: string): string {
  const out: string[] = [];
  const re = /fc\.(?:async)?[Pp]roperty\(/g;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    let depth = 0;
    let j = m.index + m[0].length - 1;
    for (; j < src.length; j++) {
      if (src[j] === "(") depth++;
      else if (src[j] === ")" && --depth === 0) break;
    }
    out.push(src.slice(m.index, j + 1));
  }
  return out.join("\n");
}

/** Which area a module specifier names, when it is an area index or the core index. */
function areaOf(spec: string): string | null {
  const m =
    /\/src\/rules\/(?:blaze-of-glory\/([a-z-]+)|(core)|(fill-yore-hands\/[a-z-]+|sgs-classic\/[a-z-]+))(?:\/index)?$/.exec(
      spec,
    );
  return m ? (m[1] ?? m[2] ?? m[3]!) : null;
}

/** `area:name` pairs a test file imports and then names inside a property. */
function covered(): Set<string> {
  const seen = new Set<string>();
  for (const file of testFiles(join(__dirname))) {
    const src = readFileSync(file, "utf8");
    const bodies = propertyBodies(src);
    if (!bodies) continue;
    const named = new RegExp(`import\\s+\\{([^}]*)\\}\\s+from\\s+"([^"]+)"`, "g");
    for (let m = named.exec(src); m; m = named.exec(src)) {
      const area = areaOf(m[2]!);
      if (!area) continue;
      for (const part of m[1]!.split(",")) {
        const [name, local] = part
          .replace(/^\s*type\s+/, "")
          .trim()
          .split(/\s+as\s+/);
        if (!name) continue;
        if (new RegExp(`\\b${local ?? name}\\b`).test(bodies)) seen.add(`${area}:${name}`);
      }
    }
    const star = /import\s+\*\s+as\s+(\w+)\s+from\s+"([^"]+)"/g;
    for (let m = star.exec(src); m; m = star.exec(src)) {
      const area = areaOf(m[2]!);
      if (!area) continue;
      for (const use of bodies.matchAll(new RegExp(`\\b${m[1]}\\.(\\w+)`, "g")))
        seen.add(`${area}:${use[1]}`);
    }
  }
  return seen;
}

const publicFunctions = Object.entries(AREAS).flatMap(([area, mod]) =>
  Object.entries(mod)
    .filter(([, v]) => typeof v === "function")
    .map(([name]) => `${area}:${name}`),
);

describe("every public rules function has a property test", () => {
  const seen = covered();

  it("the public API is what we think it is", () => {
    expect(publicFunctions.length).toBeGreaterThan(250);
    for (const entry of DATA_ACCESSORS) expect(publicFunctions).toContain(entry);
  });

  it.each(publicFunctions)("%s", (entry) => {
    const ok = seen.has(entry) || DATA_ACCESSORS.has(entry);
    expect(ok, `${entry} is public but no fc.property names it (and it is not a listed data accessor)`).toBe(
      true,
    );
  });

  it("the allow-list holds only functions that really lack a property", () => {
    for (const entry of DATA_ACCESSORS)
      expect(seen.has(entry), `${entry} has a property now: drop it`).toBe(false);
  });
});
