import { I18N } from "../../../config";
import { pluralKey } from "../../../shell/plural";
import type {
  EncounterRoll,
  EncounterSetup,
  EncounterSide,
  ForceLine,
  SpecialTableResult,
} from "../../../rules/blaze-of-glory/encounters/types";

/**
 * What an encounter's set-up and a special table's result look like on screen, as plain text: the
 * wizard's "rolled" step and the chat cards read these. Every code of the rules core becomes text
 * here (`SIXGUN.Encounter.<Branch>.<code>`); the templates print it escaped.
 */

/** The world's language: a lang key (with `{placeholders}` filled from `data`) to text. */
export type Localize = (key: string, data?: Record<string, unknown>) => string;

const E = `${I18N}.Encounter`;

/**
 * A code's text in one branch, its values filled in. A counted phrase (`{n} figures`) keeps a form
 * per plural category in the lang file; the count `n` picks one in the world's language.
 */
export function codeText(
  localize: Localize,
  branch: string,
  code: string,
  values?: Record<string, unknown>,
  root = E,
) {
  return countedText(localize, `${root}.${branch}.${code}`, values);
}

/**
 * A lang key's text with its values; when the key keeps a form per plural category (`.one`,
 * `.other`), the count `n` picks the form in the world's language.
 */
export function countedText(localize: Localize, key: string, values?: Record<string, unknown>): string {
  const n = values?.n;
  if (typeof n === "number") {
    const counted = pluralKey(key, n, (localize as { lang?: string }).lang ?? "en");
    const text = localize(counted, values);
    if (text !== counted) return text;
  }
  return localize(key, values ?? {});
}

/**
 * Text for a code that may have none yet (a variant such as `GF-1`): the code itself rather than a
 * raw lang key when the language has no entry.
 */
function optionalText(localize: Localize, key: string, code: string): string {
  const text = localize(key);
  return text === key ? code : text;
}

/**
 * A variant's text: its own (`Variant.<code>`), else the roll result or table outcome of the same
 * code (a variant is what a roll chose), else the code itself.
 */
export function variantText(localize: Localize, code: string): string {
  for (const branch of ["Variant", "Result", "Outcome"]) {
    const key = `${E}.${branch}.${code}`;
    const text = localize(key);
    if (text !== key) return text;
  }
  return code;
}

export function encounterName(localize: Localize, id: string): string {
  return localize(`${E}.Name.${id}`);
}

export function specialTableName(localize: Localize, id: string): string {
  return localize(`${E}.TableName.${id}`);
}

export interface DieView {
  face: number;
  /** `pass`/`fail` for a pass test, "" for a die that is summed. */
  state: string;
}

export interface RollView {
  purpose: string;
  /** Whom the roll was for ("" for the whole encounter). */
  subject: string;
  dice: DieView[];
  /** "+1", "−2" or "" without a modifier. */
  modifier: string;
  /** "7" for a sum, "2 passes vs 4" for a pass test. */
  score: string;
  /** False when the score only repeats the one die read (a lone die, no modifier). */
  showScore: boolean;
  result: string;
  /** The seed lines of the table read. */
  source: string;
}

export function signed(n: number): string {
  if (n === 0) return "";
  return n > 0 ? `+${n}` : `−${Math.abs(n)}`;
}

/**
 * "opposition.2" → "Outlaws 2": the side's label when the set-up has that side, else the id read as a
 * side label (a special table's "rowdies.1"), else the subject as given.
 */
function subjectText(
  subject: string | undefined,
  sides: readonly EncounterSide[],
  localize: Localize,
  root = E,
) {
  if (!subject) return "";
  const [id = "", n] = subject.split(".");
  const side = sides.find((s) => s.id === id);
  const label = side
    ? codeText(localize, "Side", side.label, undefined, root)
    : optionalText(localize, `${root}.Side.${id}`, id);
  return n === undefined ? label : `${label} ${n}`;
}

/**
 * One roll as the cards show it. `root` is the lang branch its codes are under: the encounters'
 * (the default), or the deployment steps' (whose card shares this view).
 */
export function rollView(
  roll: EncounterRoll,
  localize: Localize,
  sides: readonly EncounterSide[] = [],
  root = E,
): RollView {
  const pass = roll.target !== undefined;
  return {
    purpose: codeText(localize, "Roll", roll.purpose, roll.values, root),
    subject: subjectText(roll.subject, sides, localize, root),
    dice: roll.dice.map((face) => ({ face, state: pass ? (face <= roll.target! ? "pass" : "fail") : "" })),
    modifier: signed(roll.modifier),
    score: pass
      ? countedText(localize, `${root}.Card.Passes`, { n: roll.score, target: roll.target })
      : localize(`${root}.Card.Score`, { n: roll.score }),
    showScore: pass || roll.dice.length !== 1 || roll.modifier !== 0,
    result: codeText(localize, "Result", roll.result, roll.values, root),
    // No seed line stands behind our own pick (where the book has no table): the card says so.
    source: roll.source || localize(`${E}.Card.OurChoice`),
  };
}

export interface ForceLineView {
  /** "3 × Outlaw". */
  count: string;
  role: string;
  /** Where they start, their Rep, arms, mounts and notes, one phrase each. */
  details: string[];
}

export interface SideView {
  id: string;
  label: string;
  /** `players`, `opposition`, `bystanders`: the class and the small heading. */
  role: string;
  roleText: string;
  goal: string;
  figures: number;
  lines: ForceLineView[];
}

function lineView(line: ForceLine, localize: Localize): ForceLineView {
  const details: string[] = [];
  if (line.placement) details.push(codeText(localize, "Placement", line.placement, line.placementValues));
  if (line.rep !== undefined) details.push(localize(`${E}.Card.Rep`, { n: line.rep }));
  if (line.warriorRegion) details.push(localize(`${I18N}.WarriorRegion.${line.warriorRegion}`));
  if (line.armed === false) details.push(localize(`${E}.Card.Unarmed`));
  for (const w of line.extraWeapons ?? []) details.push(localize(`${E}.Card.ExtraWeapon`, { weapon: w }));
  if (line.mount && line.mount !== "none")
    details.push(codeText(localize, "Mount", line.mount, line.mountValues));
  for (const n of line.notes ?? []) details.push(codeText(localize, "Note", n));
  return {
    count: localize(`${E}.Card.Count`, {
      n: line.count,
      profession: localize(`${I18N}.Profession.${line.profession}`),
    }),
    role: codeText(localize, "Role", line.role),
    details,
  };
}

export function sideView(side: EncounterSide, localize: Localize): SideView {
  return {
    id: side.id,
    label: codeText(localize, "Side", side.label),
    role: side.role,
    roleText: localize(`${E}.Card.SideRole.${side.role}`),
    goal: codeText(localize, "Goal", side.goal),
    figures: side.forces.reduce((n, l) => n + l.count, 0),
    lines: side.forces.map((l) => lineView(l, localize)),
  };
}

/** Everything a set-up says, as text: the wizard's "rolled" step shows all of it. */
export interface SetupView {
  id: string;
  name: string;
  /** "" without a variant. */
  variant: string;
  /** "" when the encounter has no settlement. */
  settlement: string;
  terrain: string[];
  rolls: RollView[];
  sides: SideView[];
  deployment: string;
  deploymentNotes: string[];
  looseMounts: string[];
  specialTables: { id: string; name: string }[];
  instructions: string[];
  endConditions: string[];
  followOn: string[];
  gmJudgement: string[];
}

export function setupView(setup: EncounterSetup, localize: Localize): SetupView {
  const d = setup.deployment;
  const sideLabel = (id: string | undefined) => {
    const side = setup.sides.find((s) => s.id === id);
    return side ? codeText(localize, "Side", side.label) : (id ?? "");
  };
  return {
    id: setup.encounter,
    name: encounterName(localize, setup.encounter),
    variant: setup.variant ? variantText(localize, setup.variant) : "",
    settlement:
      setup.settlementLevel === undefined
        ? ""
        : localize(`${E}.Card.Settlement`, { n: setup.settlementLevel }),
    terrain: setup.terrain.map((c) => codeText(localize, "Terrain", c)),
    rolls: setup.rolls.map((r) => rollView(r, localize, setup.sides)),
    sides: setup.sides.map((s) => sideView(s, localize)),
    deployment: codeText(localize, "Deployment", d.kind),
    deploymentNotes: [
      // The distances only when the set-up gives them (a gunfight's is the weapons' shortest range, a note).
      ...(d.distanceInches !== undefined ? [localize(`${E}.Card.Distance`, { n: d.distanceInches })] : []),
      ...(d.radiusInches !== undefined ? [localize(`${E}.Card.Radius`, { n: d.radiusInches })] : []),
      ...(d.setsUpFirst ? [localize(`${E}.Card.SetsUpFirst`, { side: sideLabel(d.setsUpFirst) })] : []),
      ...(d.activatesFirst
        ? [localize(`${E}.Card.ActivatesFirst`, { side: sideLabel(d.activatesFirst) })]
        : []),
      ...(d.ambushBy ? [localize(`${E}.Card.AmbushBy`, { side: sideLabel(d.ambushBy) })] : []),
      ...d.notes.map((n) => codeText(localize, "Note", n)),
    ],
    looseMounts: setup.looseMounts.map((m) =>
      countedText(localize, `${E}.Card.${m.saddled ? "LooseSaddled" : "LooseUnsaddled"}`, {
        n: m.count,
        where: codeText(localize, "Placement", m.where),
      }),
    ),
    specialTables: setup.specialTables.map((id) => ({ id, name: specialTableName(localize, id) })),
    instructions: setup.instructions.map((c) => codeText(localize, "Instruction", c)),
    endConditions: setup.endConditions.map((c) => codeText(localize, "End", c)),
    followOn: setup.followOn.map((f) =>
      localize(`${E}.Card.FollowOn`, {
        encounter: encounterName(localize, f.encounter),
        when: codeText(localize, "When", f.when),
      }),
    ),
    gmJudgement: setup.gmJudgement.map((c) => codeText(localize, "Judgement", c)),
  };
}

export interface SpecialTableView {
  id: string;
  name: string;
  rolls: RollView[];
  outcome: string;
  notes: string[];
}

export function specialTableView(result: SpecialTableResult, localize: Localize): SpecialTableView {
  return {
    id: result.table,
    name: specialTableName(localize, result.table),
    rolls: result.rolls.map((r) => rollView(r, localize)),
    outcome: codeText(localize, "Outcome", result.outcome, result.values),
    notes: (result.notes ?? []).map((n) => codeText(localize, "Note", n)),
  };
}
