import type { Rank, Suit } from "../../core/cards/card";
import { assertOneOf } from "../../core/errors";
import { frozen } from "../../core/frozen";
import { CHARACTER_TYPES, type CharacterType } from "../ids";

/**
 * The card-draw table of character generation (guide §3.12, seed L153–L214) as data: for each type,
 * the line that can give a quickness trait, the line that can give a toughness trait, and what the
 * type always has. "Face cards" are J, Q and K (the Ace is not one).
 */

/** Types with a card-draw line: every type but the GM's own. */
export type ChargenType = Exclude<CharacterType, "custom">;
export const CHARGEN_TYPES = frozen(CHARACTER_TYPES.filter((t): t is ChargenType => t !== "custom"));

export interface QuicknessLine {
  /** "any" only for Gunfighters (L158); every other quickness line is hearts only. */
  readonly suits: "any" | "hearts";
  readonly quickAsAFox: readonly Rank[];
  /** Greased Lightning ranks; every quickness line also lists the Joker (FYH-Q22 for hearts). */
  readonly greasedLightning: readonly Rank[];
  /** One of the five "on , Jacks, Queens or Kings" lines (FYH-G04), where FYH-Q27 may add the 10s. */
  readonly strayComma: boolean;
}

export interface ToughnessLine {
  readonly suits: readonly Suit[];
  /** Women's lines name the same effect "Fights like a tiger" (L208, L213). */
  readonly trait: "builtLikeAnOx" | "fightsLikeATiger";
}

/** What a Drunk always has (L177–L180). */
export interface DrunkRules {
  /** "Always fire at -1" (L178). */
  readonly shotModifier: -1;
  /** The first non-fatal wound is shrugged off even without Built like an Ox (L180). */
  readonly shrugsOffFirstNonFatalWound: true;
}

export interface ChargenLine {
  readonly type: ChargenType;
  /** Seed lines of the type's entry. */
  readonly source: string;
  readonly quickness?: QuicknessLine;
  readonly toughness?: ToughnessLine;
  readonly drunk?: DrunkRules;
  /** Female by type (FYH-Q23): Honest Women and Floozies & Women of the World. */
  readonly woman: boolean;
}

const FACES: readonly Rank[] = [11, 12, 13];
/** 10s, Jacks or Queens / King, Ace or Joker. */
const LOW_QUICK: Pick<QuicknessLine, "quickAsAFox" | "greasedLightning" | "strayComma"> = {
  quickAsAFox: [10, 11, 12],
  greasedLightning: [13, 14],
  strayComma: false,
};
/** Jacks, Queens or Kings / Ace or Joker. */
const HIGH_QUICK = { quickAsAFox: FACES, greasedLightning: [14] as readonly Rank[], strayComma: false };
/** The same, on a line with the stray comma (FYH-G04). */
const STRAY_QUICK = { ...HIGH_QUICK, strayComma: true };
const OX_CLUBS: ToughnessLine = { suits: ["clubs"], trait: "builtLikeAnOx" };
const OX_CLUBS_SPADES: ToughnessLine = { suits: ["clubs", "spades"], trait: "builtLikeAnOx" };

export const CHARGEN_LINES: Readonly<Record<ChargenType, ChargenLine>> = frozen({
  // L157–L160: any suit.
  gunfighter: {
    type: "gunfighter",
    source: "L157–L160",
    quickness: { suits: "any", ...LOW_QUICK },
    woman: false,
  },
  // L162–L165
  townie: {
    type: "townie",
    source: "L162–L165",
    quickness: { suits: "hearts", ...LOW_QUICK },
    toughness: OX_CLUBS,
    woman: false,
  },
  // L167–L170: no stray comma here ("on Jacks, Queens or Kings").
  sodbuster: {
    type: "sodbuster",
    source: "L167–L170",
    quickness: { suits: "hearts", ...HIGH_QUICK },
    toughness: OX_CLUBS_SPADES,
    woman: false,
  },
  // L172–L175
  noCount: {
    type: "noCount",
    source: "L172–L175",
    quickness: { suits: "hearts", ...LOW_QUICK },
    toughness: OX_CLUBS_SPADES,
    woman: false,
  },
  // L177–L180: no quickness line.
  drunk: {
    type: "drunk",
    source: "L177–L180",
    toughness: OX_CLUBS_SPADES,
    drunk: { shotModifier: -1, shrugsOffFirstNonFatalWound: true },
    woman: false,
  },
  // L182–L185 (stray comma at L183)
  cowboy: {
    type: "cowboy",
    source: "L182–L185",
    quickness: { suits: "hearts", ...STRAY_QUICK },
    toughness: OX_CLUBS_SPADES,
    woman: false,
  },
  // L187–L189: no quickness line.
  redMan: { type: "redMan", source: "L187–L189", toughness: OX_CLUBS_SPADES, woman: false },
  // L191–L194 (stray comma at L192)
  sojer: {
    type: "sojer",
    source: "L191–L194",
    quickness: { suits: "hearts", ...STRAY_QUICK },
    toughness: OX_CLUBS_SPADES,
    woman: false,
  },
  // L196–L199
  preacher: {
    type: "preacher",
    source: "L196–L199",
    quickness: { suits: "hearts", ...LOW_QUICK },
    toughness: OX_CLUBS,
    woman: false,
  },
  // L201–L204 (stray comma at L202); the text gives no sex for this type (guide §3.10).
  temperanceWorker: {
    type: "temperanceWorker",
    source: "L201–L204",
    quickness: { suits: "hearts", ...STRAY_QUICK },
    toughness: OX_CLUBS_SPADES,
    woman: false,
  },
  // L206–L209 (stray comma at L207): clubs only, Fights like a tiger.
  honestWoman: {
    type: "honestWoman",
    source: "L206–L209",
    quickness: { suits: "hearts", ...STRAY_QUICK },
    toughness: { suits: ["clubs"], trait: "fightsLikeATiger" },
    woman: true,
  },
  // L211–L214 (stray comma at L212): clubs or spades, Fights like a tiger.
  floozy: {
    type: "floozy",
    source: "L211–L214",
    quickness: { suits: "hearts", ...STRAY_QUICK },
    toughness: { suits: ["clubs", "spades"], trait: "fightsLikeATiger" },
    woman: true,
  },
});

/** The line of a type; "custom" and anything unknown is a RulesError (the GM assigns their traits). */
export function chargenLine(type: ChargenType): ChargenLine {
  return CHARGEN_LINES[assertOneOf("type", type, CHARGEN_TYPES)];
}
