/**
 * The world's rules for Six Gun Sound (classic): which advanced/optional rules are in play (the book
 * allows any combination, L940, each replacing only the basic rule it covers) and every reading the
 * guide makes of an unclear passage (SGS-Q01…Q62, guide §5). Defaults are the basic rules and the
 * guide's readings. The Foundry package registers each field as a world setting (label and hint in
 * our words); the rules core takes the whole object as input.
 */

export interface ClassicRules {
  // ── Advanced and optional rules (guide §6.6): each off by default, each on its own ──
  /** Double moves, fast moves over the threshold, carrying the badly wounded (§3.3). */
  readonly advancedMovement: boolean;
  /** Advanced weapons table, To Hit table, Scratch / Bad Wound, two strikes (§3.12). */
  readonly advancedShooting: boolean;
  /** The Advanced QRS's reaction tests and modifiers (§3.7–§3.8). */
  readonly advancedReactions: boolean;
  /** The advanced, involuntary Duck Down (run to cover away from the threat) (§3.2). */
  readonly involuntaryMovement: boolean;
  readonly pursueByFire: boolean;
  readonly groupMorale: boolean;
  /** The advanced Draw in the Gunfight encounter (§3.17). */
  readonly advancedDraw: boolean;
  readonly indianPlayerCharacters: boolean;

  // ── Readings (guide §5) ──
  /** Q01: half-angle of the front arc in degrees; flank runs to 90°, rear beyond. */
  readonly frontArcDegrees: number;
  /** Q02: at most two brawl attackers in front and two behind, or two in all. */
  readonly brawlFrontage: "twoPerZone" | "twoInAll";
  /** Q03: cards drawn again after a tie count towards the ten face cards. */
  readonly tieCardsCount: boolean;
  /** Q03: which ranks are face cards (the Ace is not, in the guide's reading). */
  readonly faceCards: "jackQueenKing" | "jackToAce";
  /** Q04: the fight ends with its first day unless the encounter goes on for days. */
  readonly fightLastsOneDay: boolean;
  /** Q05: figures of equal CV roll 1D6 off (ties again), or their player orders them. */
  readonly cvTieBreak: "rollOff" | "playerChoice";
  /** Q06: Coolness may fall to 0 in the campaign, or never below the generated 3. */
  readonly coolnessCampaignRange: "zeroToSix" | "threeToSix";
  /** Q07: one category modifier plus the Woman modifier, or the category only. */
  readonly conModifierStacking: "categoryPlusWoman" | "categoryOnly";
  /** Q07: the Constitution modifier of a Deputy or Soldier (not listed). */
  readonly unlistedConModifier: number;
  /** Q08: −1 per extra bullet cumulative (bullet i −(i−1)) or flat (every bullet −(n−1)). */
  readonly multiBulletPenalty: "cumulative" | "flat";
  /** Q09: the Shot At test after the whole burst, or after each bullet. */
  readonly shotAtTiming: "afterBurst" | "afterEachBullet";
  /** Q10: a figure's ROF count resets at each side's phase (shared with reaction fire) or at each activation. */
  readonly rofReset: "perSidePhase" | "perActivation";
  /** Q11: each figure in a shotgun/scattergun path gets its own to-hit roll, or is hit outright. */
  readonly pathFire: "rollEach" | "autoHit";
  /** Q12: the firer picks one or two barrels, or always fires both. */
  readonly shotgunBarrels: "choose" | "alwaysBoth";
  /** Q13: becoming visible in range (popping up, being spotted) also triggers Got a Shot. */
  readonly gotAShotOnReveal: boolean;
  /** Q14: after a Draw! the slower figure still fires if able. */
  readonly drawSlowerFires: boolean;
  /** Q16: brawl rounds deal damage automatically (house reading), or the GM adjudicates each blow. */
  readonly brawlResolution: "automatic" | "manual";
  /** Q17: brawl dice of a tomahawk (blade: 2, like a knife). */
  readonly tomahawkBrawlDice: number;
  /** Q18: a charger whose Shot At reads Carry On completes the charge, or the charge ends. */
  readonly chargerCarryOn: "completesCharge" | "endsCharge";
  /** Q19: within 12" the firer picks rider or horse, or the 1D6 split is rolled at any range. */
  readonly mountedCloseAim: "firerChooses" | "alwaysRoll";
  /** Q20: fist damage counts towards unconsciousness and death during the fight. */
  readonly fistDamageCountsForDeath: boolean;
  /** Q21: inches beyond which a move is fast (the text's 8" against a stray 12"). */
  readonly fastMoveThreshold: number;
  /** Q22: advanced To Hit rolled for each bullet, or once for the burst and read per bullet. */
  readonly advancedToHitRoll: "perBullet" | "oncePerBurst";
  /** Q24: "fast movement" on the To Hit table is the target's, or the firer's. */
  readonly fastMovementOf: "target" | "firer";
  /** Q25: a tie of Impact against CV is rolled again, or leaves the target unconscious. */
  readonly impactTie: "reroll" | "unconscious";
  /** Q26: the Scratch / Bad Wound test uses the reaction modifiers. */
  readonly woundTestUsesModifiers: boolean;
  /** Q27: a figure hit takes only its wound test; or the Received Fire check as well. */
  readonly advancedHitTests: "woundTestOnly" | "woundAndReceivedFire";
  /** Q29: a tie in the advanced Got a Shot roll-off goes to higher Coolness, or is simultaneous. */
  readonly gotAShotRollOffTie: "coolnessThenSimultaneous" | "simultaneous";
  /** Q31: shots in the advanced Draw are capped by the weapon's ROF. */
  readonly advancedDrawRofCap: boolean;
  /** Q32: a group test takes the modifiers of the member who triggered it, or none. */
  readonly groupTestModifiers: "trigger" | "none";
  /** Q33: Bad Wounds clear after the battle, or stay for the campaign. */
  readonly badWoundsReset: "afterBattle" | "never";
  /** Q36: on a tie for the encounter, only the tied leaders roll again, or every entry. */
  readonly encounterTieReroll: "tiedOnly" | "all";
  /** Q37: Cattle Drive and Range War rolls replace the month's normal encounter roll. */
  readonly driveReplacesMonthlyRoll: boolean;
  /** Q38: inches a stray cow moves each turn. */
  readonly cowMoveInches: number;
  /** Q40: Indians vanishing through morale count as escaping on one's own (full points). */
  readonly indianMoraleFullPoints: boolean;
  /** Q43: a Marshal who stops a robbery scores full points, or half. */
  readonly marshalRobberyPoints: "full" | "half";
  /** Q44: fractional points are rounded down, or to the nearest. */
  readonly roundPoints: "down" | "nearest";
  /** Q49: a second Marshal, Chief or Trail Boss is rolled again, or kept. */
  readonly uniqueReroll: boolean;
  /** Q50: Apaches out of every enemy's sight become concealed again. */
  readonly apachesReconceal: boolean;
  /** Q52: one Coolness check per firing action, or one per bullet. */
  readonly coolnessScope: "perFiring" | "perBullet";
  /** Q53: bullets a Pursue by Fire pass 1 allows. */
  readonly pursueByFirePass1Bullets: number;
  /** Q55: a shoot-out is an encounter where shots were fired, or any encounter played. */
  readonly shootoutDefinition: "shotsFired" | "anyEncounter";
  /** Q56: a concealed figure that fires is spotted. */
  readonly firingReveals: boolean;
  /** Q57: one 1D6 per turn spots the Marshal in a Capture on the trail, or each observer rolls. */
  readonly captureTrailSpotting: "singleRoll" | "perObserver";
  /** Q62: the Plains Indian's automatic Exceptional Horse uses up one of his CV rolls. */
  readonly plainsHorseUsesRoll: boolean;
}

export const DEFAULT_RULES: ClassicRules = Object.freeze({
  advancedMovement: false,
  advancedShooting: false,
  advancedReactions: false,
  involuntaryMovement: false,
  pursueByFire: false,
  groupMorale: false,
  advancedDraw: false,
  indianPlayerCharacters: false,
  frontArcDegrees: 45,
  brawlFrontage: "twoPerZone",
  tieCardsCount: true,
  faceCards: "jackQueenKing",
  fightLastsOneDay: true,
  cvTieBreak: "rollOff",
  coolnessCampaignRange: "zeroToSix",
  conModifierStacking: "categoryPlusWoman",
  unlistedConModifier: 0,
  multiBulletPenalty: "cumulative",
  shotAtTiming: "afterBurst",
  rofReset: "perSidePhase",
  pathFire: "rollEach",
  shotgunBarrels: "choose",
  gotAShotOnReveal: true,
  drawSlowerFires: true,
  brawlResolution: "automatic",
  tomahawkBrawlDice: 2,
  chargerCarryOn: "completesCharge",
  mountedCloseAim: "firerChooses",
  fistDamageCountsForDeath: true,
  fastMoveThreshold: 8,
  advancedToHitRoll: "perBullet",
  fastMovementOf: "target",
  impactTie: "reroll",
  woundTestUsesModifiers: false,
  advancedHitTests: "woundTestOnly",
  gotAShotRollOffTie: "coolnessThenSimultaneous",
  advancedDrawRofCap: true,
  groupTestModifiers: "trigger",
  badWoundsReset: "afterBattle",
  encounterTieReroll: "tiedOnly",
  driveReplacesMonthlyRoll: true,
  cowMoveInches: 8,
  indianMoraleFullPoints: true,
  marshalRobberyPoints: "full",
  roundPoints: "down",
  uniqueReroll: true,
  apachesReconceal: true,
  coolnessScope: "perFiring",
  pursueByFirePass1Bullets: 1,
  shootoutDefinition: "shotsFired",
  firingReveals: true,
  captureTrailSpotting: "singleRoll",
  plainsHorseUsesRoll: true,
} satisfies ClassicRules);

/** How each option is offered as a setting: its guide id (or "advanced") and its kind. */
export type RuleSpec =
  | { readonly id: keyof ClassicRules; readonly q: string; readonly kind: "boolean" }
  | {
      readonly id: keyof ClassicRules;
      readonly q: string;
      readonly kind: "choice";
      readonly choices: readonly string[];
    }
  | {
      readonly id: keyof ClassicRules;
      readonly q: string;
      readonly kind: "number";
      readonly min: number;
      readonly max: number;
    };

/** "advanced" marks the optional rules of guide §6.6; the rest name their SGS-Q reading. */
export const RULE_SPECS: readonly RuleSpec[] = [
  { id: "advancedMovement", q: "advanced", kind: "boolean" },
  { id: "advancedShooting", q: "advanced", kind: "boolean" },
  { id: "advancedReactions", q: "advanced", kind: "boolean" },
  { id: "involuntaryMovement", q: "advanced", kind: "boolean" },
  { id: "pursueByFire", q: "advanced", kind: "boolean" },
  { id: "groupMorale", q: "advanced", kind: "boolean" },
  { id: "advancedDraw", q: "advanced", kind: "boolean" },
  { id: "indianPlayerCharacters", q: "advanced", kind: "boolean" },
  { id: "frontArcDegrees", q: "SGS-Q01", kind: "number", min: 0, max: 90 },
  { id: "brawlFrontage", q: "SGS-Q02", kind: "choice", choices: ["twoPerZone", "twoInAll"] },
  { id: "tieCardsCount", q: "SGS-Q03", kind: "boolean" },
  { id: "faceCards", q: "SGS-Q03", kind: "choice", choices: ["jackQueenKing", "jackToAce"] },
  { id: "fightLastsOneDay", q: "SGS-Q04", kind: "boolean" },
  { id: "cvTieBreak", q: "SGS-Q05", kind: "choice", choices: ["rollOff", "playerChoice"] },
  { id: "coolnessCampaignRange", q: "SGS-Q06", kind: "choice", choices: ["zeroToSix", "threeToSix"] },
  { id: "conModifierStacking", q: "SGS-Q07", kind: "choice", choices: ["categoryPlusWoman", "categoryOnly"] },
  { id: "unlistedConModifier", q: "SGS-Q07", kind: "number", min: -2, max: 2 },
  { id: "multiBulletPenalty", q: "SGS-Q08", kind: "choice", choices: ["cumulative", "flat"] },
  { id: "shotAtTiming", q: "SGS-Q09", kind: "choice", choices: ["afterBurst", "afterEachBullet"] },
  { id: "rofReset", q: "SGS-Q10", kind: "choice", choices: ["perSidePhase", "perActivation"] },
  { id: "pathFire", q: "SGS-Q11", kind: "choice", choices: ["rollEach", "autoHit"] },
  { id: "shotgunBarrels", q: "SGS-Q12", kind: "choice", choices: ["choose", "alwaysBoth"] },
  { id: "gotAShotOnReveal", q: "SGS-Q13", kind: "boolean" },
  { id: "drawSlowerFires", q: "SGS-Q14", kind: "boolean" },
  { id: "brawlResolution", q: "SGS-Q16", kind: "choice", choices: ["automatic", "manual"] },
  { id: "tomahawkBrawlDice", q: "SGS-Q17", kind: "number", min: 1, max: 2 },
  { id: "chargerCarryOn", q: "SGS-Q18", kind: "choice", choices: ["completesCharge", "endsCharge"] },
  { id: "mountedCloseAim", q: "SGS-Q19", kind: "choice", choices: ["firerChooses", "alwaysRoll"] },
  { id: "fistDamageCountsForDeath", q: "SGS-Q20", kind: "boolean" },
  { id: "fastMoveThreshold", q: "SGS-Q21", kind: "number", min: 8, max: 12 },
  { id: "advancedToHitRoll", q: "SGS-Q22", kind: "choice", choices: ["perBullet", "oncePerBurst"] },
  { id: "fastMovementOf", q: "SGS-Q24", kind: "choice", choices: ["target", "firer"] },
  { id: "impactTie", q: "SGS-Q25", kind: "choice", choices: ["reroll", "unconscious"] },
  { id: "woundTestUsesModifiers", q: "SGS-Q26", kind: "boolean" },
  {
    id: "advancedHitTests",
    q: "SGS-Q27",
    kind: "choice",
    choices: ["woundTestOnly", "woundAndReceivedFire"],
  },
  {
    id: "gotAShotRollOffTie",
    q: "SGS-Q29",
    kind: "choice",
    choices: ["coolnessThenSimultaneous", "simultaneous"],
  },
  { id: "advancedDrawRofCap", q: "SGS-Q31", kind: "boolean" },
  { id: "groupTestModifiers", q: "SGS-Q32", kind: "choice", choices: ["trigger", "none"] },
  { id: "badWoundsReset", q: "SGS-Q33", kind: "choice", choices: ["afterBattle", "never"] },
  { id: "encounterTieReroll", q: "SGS-Q36", kind: "choice", choices: ["tiedOnly", "all"] },
  { id: "driveReplacesMonthlyRoll", q: "SGS-Q37", kind: "boolean" },
  { id: "cowMoveInches", q: "SGS-Q38", kind: "number", min: 1, max: 16 },
  { id: "indianMoraleFullPoints", q: "SGS-Q40", kind: "boolean" },
  { id: "marshalRobberyPoints", q: "SGS-Q43", kind: "choice", choices: ["full", "half"] },
  { id: "roundPoints", q: "SGS-Q44", kind: "choice", choices: ["down", "nearest"] },
  { id: "uniqueReroll", q: "SGS-Q49", kind: "boolean" },
  { id: "apachesReconceal", q: "SGS-Q50", kind: "boolean" },
  { id: "coolnessScope", q: "SGS-Q52", kind: "choice", choices: ["perFiring", "perBullet"] },
  { id: "pursueByFirePass1Bullets", q: "SGS-Q53", kind: "number", min: 1, max: 3 },
  { id: "shootoutDefinition", q: "SGS-Q55", kind: "choice", choices: ["shotsFired", "anyEncounter"] },
  { id: "firingReveals", q: "SGS-Q56", kind: "boolean" },
  { id: "captureTrailSpotting", q: "SGS-Q57", kind: "choice", choices: ["singleRoll", "perObserver"] },
  { id: "plainsHorseUsesRoll", q: "SGS-Q62", kind: "boolean" },
];

/**
 * The readings that are not a setting, and why: each either has no second outcome (the two readings
 * give the same result) or is a judgement the table makes on the spot (geometry, who picks a side),
 * which the Foundry layer leaves to the players. Every SGS-Q id is either here or in RULE_SPECS.
 */
export const FIXED_READINGS: Readonly<Record<string, string>> = /* @__PURE__ */ Object.freeze({
  "SGS-Q15": "An unconscious or dead figure cannot act on any test result, so it takes none.",
  "SGS-Q23":
    "A total of 12 reads as the 10–11 row: Bad Wound whatever the conditions; no other outcome exists.",
  "SGS-Q28":
    "The advanced tests are the Advanced QRS's; 'secure flanks and rear' is a per-figure toggle the player sets.",
  "SGS-Q30": "The basic and advanced weapon names map one to one; carbines read as rifles in basic mode.",
  "SGS-Q34":
    "The player picks the Gunfighter's side and the PC's current locale; the Territorial Marshal uses the Marshal column.",
  "SGS-Q35":
    "Life and Times #9 rolls its locale; #7 and #8 apply everywhere; duplicates stack; #6 counts only for the Runner.",
  "SGS-Q39": "The Gunfight opponent is rolled wherever the fight is; Duck Down results simply duck down.",
  "SGS-Q41":
    "Citizen activation: 1–3 in the first turn, die = turn number later, counted from the Outlaw's exit.",
  "SGS-Q42":
    "The Chasers' table follows the situation; rifle range is the rifle's reach in the rules in play.",
  "SGS-Q45":
    "Building ties are rolled again; 'Hotel' in the name makes a hotel; the Outlaw player picks 0–4 gang.",
  "SGS-Q46": "Indian-PC weapons, carbines and force sizes follow the main encounter.",
  "SGS-Q47": "A modified roll outside 1–6 reads as the nearest band.",
  "SGS-Q48": "Spotting is rolled when a concealed figure comes into an enemy's sight; the table calls it.",
  "SGS-Q51": "Duck Down without cover nearby is a move away at full speed.",
  "SGS-Q54":
    "In advanced shooting Constitution counts only brawl damage; gunfire works through Scratch and Bad Wound.",
  "SGS-Q58": "The five NPC types are the five tables that follow.",
  "SGS-Q59": "The advanced Duck Down's full speed is the doubled advanced move.",
  "SGS-Q60": "Stationary: did not move in its own last activation; popped up: in the popped-up state.",
  "SGS-Q61":
    "A town is rolled and then named from its size and locale, or picked by name with its listed size.",
});

/** Builds a complete rule set from a partial one (tests, macros): anything missing is the default. */
export function classicRules(overrides: Partial<ClassicRules> = {}): ClassicRules {
  return Object.freeze({ ...DEFAULT_RULES, ...overrides });
}
