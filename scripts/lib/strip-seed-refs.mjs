/**
 * Seed references ("L1259", "L7552–7571", "I-61") tie every table row and result in the rules core
 * to the line of the rulebook text it came from. They are for us (tests and reviews check them),
 * not for players, who have page numbers, not our seed's line numbers; shipped, they cost about
 * 3 KB gzipped. So the release bundle empties them: each string literal that is nothing but seed
 * references becomes "". Structure, types and every other string stay as they are.
 */

const REF = String.raw`L\d+(?:–\d+)?`;
const SEED_REF_LITERAL = new RegExp(
  String.raw`(["'\x60])((?:${REF})(?:, ${REF})*|I-\d+(?: \(restored before ${REF}\))?)\1`,
  "g",
);

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
function vlq(n) {
  let v = n < 0 ? (-n << 1) | 1 : n << 1;
  let out = "";
  do {
    let digit = v & 31;
    v >>>= 5;
    if (v > 0) digit |= 32;
    out += B64[digit];
  } while (v > 0);
  return out;
}

/**
 * Empties every seed-reference literal in `code`. Returns the new code and a source map that keeps
 * each line on its line and each unchanged stretch on its original column, or null if nothing matched.
 */
export function stripSeedRefs(code, file = "input.ts") {
  let changed = false;
  let prevOrigCol = 0;
  const lines = code.split("\n");
  const mappings = lines.map((line, li) => {
    // [generated column, original column] where a stretch of unchanged text starts.
    const anchors = [[0, 0]];
    let shift = 0;
    const out = line.replace(SEED_REF_LITERAL, (match, quote, _refs, at) => {
      changed = true;
      shift += match.length - 2;
      anchors.push([at + match.length - shift, at + match.length]);
      return quote + quote;
    });
    lines[li] = out;
    let prevGenCol = 0;
    return anchors
      .map(([gen, orig], i) => {
        const seg = vlq(gen - prevGenCol) + "A" + vlq(i === 0 && li > 0 ? 1 : 0) + vlq(orig - prevOrigCol);
        prevGenCol = gen;
        prevOrigCol = orig;
        return seg;
      })
      .join(",");
  });
  if (!changed) return null;
  return {
    code: lines.join("\n"),
    map: { version: 3, sources: [file], names: [], mappings: mappings.join(";") },
  };
}

/** The Vite/Rolldown plugin: applies `stripSeedRefs` to the rules core's modules. */
export function stripSeedRefsPlugin() {
  return {
    name: "six-gun-sound:strip-seed-refs",
    transform(code, id) {
      if (!/[\\/]src[\\/]rules[\\/].*\.ts$/.test(id)) return null;
      return stripSeedRefs(code, id);
    },
  };
}
