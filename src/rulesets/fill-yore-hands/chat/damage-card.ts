import { I18N } from "../../../config";
import { cardKey, colour, type Card } from "../../../rules/core/cards";
import type { WoundLevel, WoundSource, WoundState } from "../../../rules/fill-yore-hands/ids";
import { cardName, faceImage } from "../../../shell/decks/faces";
import type { DamageOutcome } from "../table/damage";
import { signed } from "../sheets/labels";

/**
 * The damage card as plain data (the template localizes): each card drawn with its face and the
 * level the GM's table gives it, whether the figure shrugged it off and why, and the figure's
 * state afterwards: its wound level, down or dead, the penalty on its own shots, an NPC's charm.
 */

const P = `${I18N}.FYH`;

export interface DamageCardView {
  name: string;
  sourceKey: string;
  cards: {
    key: string;
    name: string;
    img: string;
    colour: "red" | "black";
    levelKey: string;
    /** The level's brawling name (FYH-M10, "Little cut"…) for a brawl's card; "" when none is known. */
    brawlName: string;
    /** Why it did nothing, as a lang key; "" when it counts. */
    noteKey: string;
    counts: boolean;
  }[];
  before: WoundState;
  after: WoundState;
  beforeKey: string;
  afterKey: string;
  down: boolean;
  dead: boolean;
  /** "−2" and so on; "" when it shoots no more. */
  penalty: string;
  awaitingGm: boolean;
  charmBroken: boolean;
  suspicious: boolean;
  reshuffles: number;
}

function noteKey(w: DamageOutcome["wounds"][number]): string {
  if (w.afterDeath) return `${P}.Damage.AfterDeath`;
  if (w.ignoredBy === "toughness") return `${P}.Damage.IgnoredToughness`;
  if (w.ignoredBy === "drunk") return `${P}.Damage.IgnoredDrunk`;
  return "";
}

export function damageCardView(input: {
  name: string;
  source: WoundSource;
  outcome: DamageOutcome;
  reshuffles: number;
  /** A card's name in the reader's language (default: the deck service's, through Foundry's i18n). */
  cardName?: (card: Card) => string;
  /** A card's face image (default: the system's own SVG). */
  faceImage?: (card: Card) => string;
  /** For a brawl: the levels' brawling names the text or the GM gives (FYH-M10). */
  brawlNames?: Partial<Record<WoundLevel, string>>;
}): DamageCardView {
  const { outcome } = input;
  const nameOf = input.cardName ?? cardName;
  const imageOf = input.faceImage ?? faceImage;
  return {
    name: input.name,
    sourceKey: `${P}.Damage.Source.${input.source}`,
    cards: outcome.wounds.map((w) => ({
      key: cardKey(w.card),
      name: nameOf(w.card),
      img: imageOf(w.card),
      colour: colour(w.card),
      levelKey: `${P}.Wound.${w.level}`,
      brawlName: input.source === "brawl" ? (input.brawlNames?.[w.level] ?? "") : "",
      noteKey: noteKey(w),
      counts: !w.afterDeath && w.ignoredBy === null,
    })),
    before: outcome.before,
    after: outcome.after,
    beforeKey: `${P}.Wound.${outcome.before}`,
    afterKey: `${P}.Wound.${outcome.after}`,
    down: outcome.isDown && !outcome.isDead,
    dead: outcome.isDead,
    penalty: outcome.shotPenalty === null ? "" : signed(outcome.shotPenalty),
    awaitingGm: outcome.awaitingGm,
    charmBroken: outcome.charmBroken,
    suspicious: outcome.npc?.attitude === "suspicious",
    reshuffles: input.reshuffles,
  };
}
