import type { Profession } from "../ids";

/**
 * Identifiers of the reaction system: the tests, the sheets, the outcome codes and the effects the
 * Foundry layer applies. All are stable camelCase data keys; display text lives in lang files.
 */

/** The seven sheet tests plus GOT THE DROP (COMBAT 1 QRS, the same for every profession). */
export const REACTION_TESTS = [
  "gotAShot",
  "beenShotAt",
  "flinch",
  "wantingToCharge",
  "beingCharged",
  "keepFightin",
  "cominBack",
  "gotTheDrop",
] as const;
export type ReactionTest = (typeof REACTION_TESTS)[number];

/**
 * The ten profession sheets (guide §3.2) plus "standard": the main-text tables (L1249–1409), kept
 * for the book's examples and documentation. It is a valid sheet override but no profession maps to it.
 */
export const REACTION_SHEETS = [
  "buffaloHunterMountainMan",
  "cowboy",
  "bountyHunterMarshalGunfighter",
  "prospectorHomesteader",
  "outlawRanger",
  "deputySheriff",
  "gamblerGreenhornTownsfolk",
  "southWesternWarrior",
  "northWesternWarrior",
  "plainsWarrior",
  "standard",
] as const;
export type ReactionSheetId = (typeof REACTION_SHEETS)[number];

/**
 * What a reaction tells the figure to do. Codes that carry a penalty in their name also set the
 * matching numeric field of the result (repMod, meleeDiceMod, meleeRepMod).
 */
export const REACTION_DIRECTIVES = [
  // GOT A SHOT
  "holdOrFire", // Hidden: may hold fire or fire at any moment of the enemy's move
  "holdFire", // muzzle loader waits
  "fire",
  "fireAtMinusOneRep",
  "rollOff", // pass 1 roll-off still to be rolled (no target Sand given)
  "targetFiresAtMinusOneRep", // the active target won the roll-off and fires first
  "noFire",
  "noFireRevealed", // no fire and a Hidden tester is now seen
  // BEEN SHOT AT
  "finishMoveAndFire",
  "haltAndFire",
  "duckBack",
  "runaway",
  "siouxside", // mounted Plains warrior instead of Duck Back (L8897–8911)
  // FLINCH
  "drawNormally",
  "flinched",
  "unmanned",
  // WANTING TO CHARGE
  "charge",
  "chargeAtMinusOneDie",
  "stayAndFire",
  "stayInPlace",
  // BEING CHARGED
  "fireAndPrepare",
  "fireAndPrepareAtMinusOneDie",
  "turnToFaceAndPrepare",
  "turnToFaceAndPrepareAtMinusOneDie",
  "turnToFaceAtMinusOneRep",
  "prepareToFight",
  "prepareToFightAtMinusOneDie",
  // KEEP FIGHTIN' / COMIN' BACK
  "carryOn",
  "reroll", // only ever a sheet row; results always carry the re-rolled outcome
  "comeBack",
  "comeBackDuckBack", // returns to the fight but in a Duck Back state (I-63)
  "removedFromPlay",
  // GOT THE DROP
  "surrender",
  "redraw",
  // the sheet forbids the test ("may not take test")
  "noTest",
] as const;
export type ReactionDirective = (typeof REACTION_DIRECTIVES)[number];

/** Statuses the Foundry layer sets on the figure. */
export type ReactionCondition =
  "duckBack" | "runaway" | "siouxside" | "removedFromPlay" | "surrendered" | "revealed";

/** Structured changes for the Foundry layer; each shape has its own key so callers can switch on it. */
export type ReactionEffect =
  | { readonly condition: ReactionCondition }
  | { readonly clearCondition: ReactionCondition }
  | { readonly sandDelta: number }
  | { readonly fire: "tester" | "target"; readonly repMod: number; readonly optional: boolean }
  | { readonly charge: true }
  | { readonly turnToFace: true }
  /** Dice in the first round of the melee that follows (guide I-20). */
  | { readonly meleeDiceMod: number }
  /** Rep in the first turn of the fight that follows. */
  | { readonly meleeRepMod: number }
  /** Dice in the coming Draw (Flinched!). */
  | { readonly drawDiceMod: number }
  | { readonly opponentMayForceGotTheDrop: true }
  /** The Draw is re-rolled at once with the opponent's pool changed by `opponentDiceMod`. */
  | { readonly redraw: true; readonly opponentDiceMod: number };

/** Rules, attributes and situations that changed the row's directive, in the order applied. */
export type ReactionHook =
  | "trueGrit"
  | "ironcladDrunk"
  | "rescuingBrother"
  | "lacksABackbone"
  | "lastBrotherStanding"
  | "tough"
  | "siouxside";

/** Drunkard results: only Ironclad changes reactions; the others act on other rules. */
export { DRUNK_STATES, type DrunkState } from "../ids";

export const DIRECTIONS = ["front", "flank", "rear"] as const;
/** Where the enemy came from: approached (GOT A SHOT), fired on (BEEN SHOT AT), charged (BEING CHARGED). */
export type Direction = (typeof DIRECTIONS)[number];

/** Conditions a sheet row can name. Every listed key must hold; rows are read top to bottom. */
export interface RowCondition {
  readonly hidden?: true;
  readonly inCover?: true;
  /** "in cover/buildings" (COMIN' BACK rows). */
  readonly coverOrBuilding?: true;
  readonly flankOrRear?: true;
  readonly rear?: true;
  readonly muzzleLoader?: true;
  /** "facing three to one odds". */
  readonly threeToOne?: true;
  /** "those that can" fire. */
  readonly canFire?: true;
  readonly mounted?: true;
  /** Rows that name professions on a shared sheet. */
  readonly professions?: readonly Profession[];
}

/** One printed line of a sheet (or one condition of a line that names two cases). */
export interface ReactionRow {
  readonly when?: RowCondition;
  readonly directive: ReactionDirective;
  /** For "reroll" rows: the pass count a pass 1 on the re-roll is read as. */
  readonly rerollOneAs?: 0 | 2;
  /** Seed line, e.g. "L7585"; restored lines name the guide reading. */
  readonly source: string;
}

/** GOT A SHOT approach rule: extra dice or no test, optionally only for named professions. */
export interface ApproachRule {
  readonly from: "flank" | "rear";
  readonly effect: "minusOneDie" | "noTest";
  readonly professions?: readonly Profession[];
  readonly source: string;
}

export interface ReactionTable {
  readonly test: ReactionTest;
  /** Dice printed in the table's corner (1, 2 or 3); the best two are read (best one for 1-die tables). */
  readonly dice: 1 | 2 | 3;
  /** Highest row of the table: 2, or 1 for GOT THE DROP. */
  readonly maxPasses: 1 | 2;
  /** The header lets a Star choose his result (Free Will, L3039). */
  readonly freeWill: boolean;
  readonly approach: readonly ApproachRule[];
  /** Rows per pass count: index 0, 1, 2. */
  readonly rows: readonly [readonly ReactionRow[], readonly ReactionRow[], readonly ReactionRow[]];
  readonly source: string;
}

export interface ReactionSheet {
  readonly id: ReactionSheetId;
  /** Professions named on the sheet, in the order of its footer label. */
  readonly professions: readonly Profession[];
  /** Lines of the page; the label is its footer (guide §0). */
  readonly source: string;
  readonly tests: { readonly [T in ReactionTest]?: ReactionTable };
}
