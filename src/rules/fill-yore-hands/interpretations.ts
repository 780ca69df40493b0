/**
 * Every reading the guide makes of an ambiguous passage (FYH-Q01…Q27, guide §5) as one option of
 * the world's rules. The defaults are the guide's readings; the Foundry package registers each as a
 * world setting (label and hint in our words), and the rules core takes the whole object as input.
 */

export interface FyhInterpretations {
  /** Q01: an empty activation deck ends the turn and is reshuffled (else the GM ends turns). */
  readonly turnEndsOnEmptyDeck: boolean;
  /** Q02: activation cards per group in the deck ("usually three", L9). */
  readonly cardsPerGroup: number;
  /** Q03: who orders a group's actions: its player, or the group's listed order. */
  readonly groupActionOrder: "player" | "listed";
  /** Q04: reloading is one action that refills the weapon from its reserve (a house rule), or off. */
  readonly reloadAction: "oneActionToCapacity" | "off";
  /** Q05: which range-table row the military long arm and the Derringer use. */
  readonly militaryRifleRow: "rifle" | "carbine";
  readonly derringerBands: "pistolCloseShort" | "pistolAll";
  /** Q06: most rounds one shot may declare; 0 means up to the rounds loaded. */
  readonly maxRoundsPerShot: number;
  /** Q07: beyond the Long band a target cannot be hit ("noShot"), or is treated as Long. */
  readonly beyondLongBand: "noShot" | "asLong";
  /** Q08: the −1 per extra round is cumulative (round k takes −(k−1)) or flat (−1 from round 2). */
  readonly roundPenaltyMode: "cumulative" | "flat";
  /** Q09: halve the hitting band and then compare the penalised roll, or the other order. */
  readonly halvingOrder: "bandFirst" | "penaltiesFirst";
  /** Q10: a natural 20 always hits. */
  readonly natural20AutoHit: boolean;
  /** Q11: a wounded firer's penalty is its worst wound's, or every wound's added up. */
  readonly woundPenalty: "worst" | "sum";
  /** Q12: a Drunk who is also Built like an Ox ignores two wounds instead of one. */
  readonly oxAndDrunkStack: boolean;
  /** Q13: the reply roll-off is made whenever a reply is possible, or only if the target is quicker. */
  readonly replyRollOff: "always" | "onlyIfQuicker";
  /** Q14: a reply can itself be replied to. */
  readonly replyToReply: boolean;
  /** Q15: rounds in a reply are declared like any shot, or a reply is a single round. */
  readonly replyRounds: "declared" | "one";
  /** Q16: inches a run covers before the movement die. */
  readonly runBaseInches: number;
  /** Q17: a brawl needs base contact and spends the activated figure's action. */
  readonly brawlNeedsContact: boolean;
  /** Q18: what the rear attacker's kept surprise adds to its brawl roll. */
  readonly rearSurpriseBonus: number;
  /** Q19: what being prone adds to a figure's brawl roll (the text gives nothing). */
  readonly proneBrawlModifier: number;
  /** Q20: a failed charm may be tried again with another action. */
  readonly charmRetry: boolean;
  /** Q21: one card per figure in character generation, or one card for each trait. */
  readonly chargenCards: "onePerFigure" | "onePerTrait";
  /** Q22: a Joker counts in the "hearts only" lines. */
  readonly jokerInHeartsOnly: boolean;
  /** Q23: who is a woman: Honest Women and Floozies always, others by the GM's flag; or only the flag. */
  readonly womenByType: boolean;
  /** Q24: a reply needs the shooter within the target's Long band, or any distance. */
  readonly replyRange: "weaponLong" | "any";
  /** Q25: an Outa Breath figure may not run, or may not move at all. */
  readonly outaBreathEffect: "noRun" | "noMove";
  /** Q26: what the target's surprise adds after a failed jump. */
  readonly jumpFailSurpriseBonus: number;
  /** Q27: the stray comma of five chargen lines hides "10s" (Quick as a Fox on 10, J, Q, K). */
  readonly strayCommaIncludesTens: boolean;
}

export const DEFAULT_INTERPRETATIONS: FyhInterpretations = Object.freeze({
  turnEndsOnEmptyDeck: true,
  cardsPerGroup: 3,
  groupActionOrder: "player",
  reloadAction: "oneActionToCapacity",
  militaryRifleRow: "rifle",
  derringerBands: "pistolCloseShort",
  maxRoundsPerShot: 0,
  beyondLongBand: "noShot",
  roundPenaltyMode: "cumulative",
  halvingOrder: "bandFirst",
  natural20AutoHit: false,
  woundPenalty: "worst",
  oxAndDrunkStack: false,
  replyRollOff: "always",
  replyToReply: false,
  replyRounds: "declared",
  runBaseInches: 8,
  brawlNeedsContact: true,
  rearSurpriseBonus: 1,
  proneBrawlModifier: 0,
  charmRetry: true,
  chargenCards: "onePerFigure",
  jokerInHeartsOnly: true,
  womenByType: true,
  replyRange: "weaponLong",
  outaBreathEffect: "noRun",
  jumpFailSurpriseBonus: 1,
  strayCommaIncludesTens: false,
});

/** How each option is offered as a setting: its guide id and its choices (or its kind). */
export type InterpretationSpec =
  | { readonly id: keyof FyhInterpretations; readonly q: string; readonly kind: "boolean" }
  | {
      readonly id: keyof FyhInterpretations;
      readonly q: string;
      readonly kind: "choice";
      readonly choices: readonly string[];
    }
  | {
      readonly id: keyof FyhInterpretations;
      readonly q: string;
      readonly kind: "number";
      readonly min: number;
      readonly max: number;
    };

export const INTERPRETATION_SPECS: readonly InterpretationSpec[] = [
  { id: "turnEndsOnEmptyDeck", q: "FYH-Q01", kind: "boolean" },
  { id: "cardsPerGroup", q: "FYH-Q02", kind: "number", min: 1, max: 13 },
  { id: "groupActionOrder", q: "FYH-Q03", kind: "choice", choices: ["player", "listed"] },
  { id: "reloadAction", q: "FYH-Q04", kind: "choice", choices: ["oneActionToCapacity", "off"] },
  { id: "militaryRifleRow", q: "FYH-Q05", kind: "choice", choices: ["rifle", "carbine"] },
  { id: "derringerBands", q: "FYH-Q05", kind: "choice", choices: ["pistolCloseShort", "pistolAll"] },
  { id: "maxRoundsPerShot", q: "FYH-Q06", kind: "number", min: 0, max: 8 },
  { id: "beyondLongBand", q: "FYH-Q07", kind: "choice", choices: ["noShot", "asLong"] },
  { id: "roundPenaltyMode", q: "FYH-Q08", kind: "choice", choices: ["cumulative", "flat"] },
  { id: "halvingOrder", q: "FYH-Q09", kind: "choice", choices: ["bandFirst", "penaltiesFirst"] },
  { id: "natural20AutoHit", q: "FYH-Q10", kind: "boolean" },
  { id: "woundPenalty", q: "FYH-Q11", kind: "choice", choices: ["worst", "sum"] },
  { id: "oxAndDrunkStack", q: "FYH-Q12", kind: "boolean" },
  { id: "replyRollOff", q: "FYH-Q13", kind: "choice", choices: ["always", "onlyIfQuicker"] },
  { id: "replyToReply", q: "FYH-Q14", kind: "boolean" },
  { id: "replyRounds", q: "FYH-Q15", kind: "choice", choices: ["declared", "one"] },
  { id: "runBaseInches", q: "FYH-Q16", kind: "number", min: 0, max: 24 },
  { id: "brawlNeedsContact", q: "FYH-Q17", kind: "boolean" },
  { id: "rearSurpriseBonus", q: "FYH-Q18", kind: "number", min: 0, max: 3 },
  { id: "proneBrawlModifier", q: "FYH-Q19", kind: "number", min: -3, max: 3 },
  { id: "charmRetry", q: "FYH-Q20", kind: "boolean" },
  { id: "chargenCards", q: "FYH-Q21", kind: "choice", choices: ["onePerFigure", "onePerTrait"] },
  { id: "jokerInHeartsOnly", q: "FYH-Q22", kind: "boolean" },
  { id: "womenByType", q: "FYH-Q23", kind: "boolean" },
  { id: "replyRange", q: "FYH-Q24", kind: "choice", choices: ["weaponLong", "any"] },
  { id: "outaBreathEffect", q: "FYH-Q25", kind: "choice", choices: ["noRun", "noMove"] },
  { id: "jumpFailSurpriseBonus", q: "FYH-Q26", kind: "number", min: 0, max: 3 },
  { id: "strayCommaIncludesTens", q: "FYH-Q27", kind: "boolean" },
];
