import en from "../../../lang/en.json";
import type {
  EncounterDefinition,
  EncounterSetup,
  SpecialTableDefinition,
  SpecialTableResult,
} from "../../../src/rules/blaze-of-glory/encounters";

/**
 * Which lang keys an encounter set-up or a special table's result needs that lang/en.json lacks.
 * Walks every code the result carries, the way the Foundry layer localizes it
 * (src/rulesets/blaze-of-glory/encounters/view.ts): `SIXGUN.Encounter.<Branch>.<code>`, professions
 * under `SIXGUN.Profession`. An empty list means every code has English text.
 * Shared by the encounter tests of every helper (import it, expect `[]`).
 */

type Tree = { [key: string]: Tree | string };

function has(path: string): boolean {
  let node: Tree | string | undefined = en as unknown as Tree;
  for (const part of path.split(".")) {
    if (node === undefined || typeof node === "string") return false;
    node = node[part];
  }
  // A counted phrase keeps one form per plural category (`.one`, `.other`; see src/shell/plural.ts).
  return typeof node === "string" || (typeof node === "object" && typeof node.other === "string");
}

const E = "SIXGUN.Encounter";

function isSetup(x: EncounterSetup | SpecialTableResult): x is EncounterSetup {
  return "encounter" in x;
}

/** Every key a set-up or a table result will look up. */
export function encounterKeys(result: EncounterSetup | SpecialTableResult): string[] {
  const keys: string[] = [];
  const rollKeys = (rolls: readonly { purpose: string; result: string }[]) => {
    for (const r of rolls) keys.push(`${E}.Roll.${r.purpose}`, `${E}.Result.${r.result}`);
  };
  if (!isSetup(result)) {
    keys.push(`${E}.TableName.${result.table}`, `${E}.Outcome.${result.outcome}`);
    rollKeys(result.rolls);
    for (const n of result.notes ?? []) keys.push(`${E}.Note.${n}`);
    return keys;
  }
  keys.push(`${E}.Name.${result.encounter}`);
  for (const t of result.terrain) keys.push(`${E}.Terrain.${t}`);
  rollKeys(result.rolls);
  for (const side of result.sides) {
    keys.push(`${E}.Side.${side.label}`, `${E}.Goal.${side.goal}`, `${E}.Card.SideRole.${side.role}`);
    for (const line of side.forces) {
      keys.push(`SIXGUN.Profession.${line.profession}`, `${E}.Role.${line.role}`);
      if (line.placement) keys.push(`${E}.Placement.${line.placement}`);
      if (line.mount) keys.push(`${E}.Mount.${line.mount}`);
      if (line.warriorRegion) keys.push(`SIXGUN.WarriorRegion.${line.warriorRegion}`);
      for (const n of line.notes ?? []) keys.push(`${E}.Note.${n}`);
    }
  }
  keys.push(`${E}.Deployment.${result.deployment.kind}`);
  for (const n of result.deployment.notes) keys.push(`${E}.Note.${n}`);
  for (const m of result.looseMounts) keys.push(`${E}.Placement.${m.where}`);
  for (const t of result.specialTables) keys.push(`${E}.TableName.${t}`);
  for (const c of result.instructions) keys.push(`${E}.Instruction.${c}`);
  for (const c of result.endConditions) keys.push(`${E}.End.${c}`);
  for (const f of result.followOn) keys.push(`${E}.Name.${f.encounter}`, `${E}.When.${f.when}`);
  for (const c of result.gmJudgement) keys.push(`${E}.Judgement.${c}`);
  return keys;
}

/** The keys of `encounterKeys` that lang/en.json does not have (deduplicated, sorted). */
export function missingEncounterKeys(result: EncounterSetup | SpecialTableResult): string[] {
  return [...new Set(encounterKeys(result).filter((k) => !has(k)))].sort();
}

/**
 * The keys a definition's questions need: `Input.<key>` for each, and `Choice.<key>.<c>` for each
 * choice (or `<choiceKeys>.<c>` when the choices are named in another branch, e.g. professions).
 */
export function missingInputKeys(definition: EncounterDefinition | SpecialTableDefinition): string[] {
  const keys: string[] = [];
  for (const spec of definition.inputs) {
    keys.push(`${E}.Input.${spec.key}`);
    if (spec.kind === "choice")
      for (const c of spec.choices)
        keys.push(spec.choiceKeys ? `SIXGUN.${spec.choiceKeys}.${c}` : `${E}.Choice.${spec.key}.${c}`);
  }
  return [...new Set(keys.filter((k) => !has(k)))].sort();
}
