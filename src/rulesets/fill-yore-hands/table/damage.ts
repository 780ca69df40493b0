import { I18N, SYSTEM_ID, templatePath } from "../../../config";
import { cardKey, type Card } from "../../../rules/core/cards";
import { RulesError } from "../../../rules/core/errors";
import type { GmTableData } from "../../../rules/core/gm-table";
import {
  WOUND_LEVELS,
  type WoundLevel,
  type WoundSource,
  type WoundState,
} from "../../../rules/fill-yore-hands/ids";
import { fyhTable } from "../../../rules/fill-yore-hands/tables";
import type { FyhInterpretations } from "../../../rules/fill-yore-hands/interpretations";
import {
  applyWound,
  damageLevel,
  damageTableReady,
  woundShootingPenalty,
  type NpcStanding,
  type WoundEntry as CoreWound,
} from "../../../rules/fill-yore-hands/wounds";
import { discardCards, drawCards, ensureDeck, readDeck, shuffleDeck } from "../../../shell/decks/service";
import { reportMissingTable } from "../../../shell/gm-tables/report";
import { readGmTable } from "../../../shell/gm-tables/store";
import { actorFrom, fgame, fv, notify, type FActor, type FMessage } from "../../../shell/foundry";
import { FYH_DECKS } from "../decks";
import { readInterpretations } from "../settings";
import { damageCardView, type DamageCardView } from "../chat/damage-card";
import type { WoundEntry } from "../data/source";
import { MAX_HITS } from "./actions";
import { npcStanding, readFigure, type FyhFigure } from "./figure-read";

/**
 * Damage (guide §3.3): every hit, and every brawl lost by 2 or more, draws a card from the 54-card
 * damage deck on the GM's client; the GM's `damageCardTable` (FYH-M02, lost from the text) gives
 * its wound level. The table is checked before any card is drawn: when the GM has not filled it,
 * the table is reported (chat card and notification) and nothing is drawn or changed.
 */

/** One damage card as read: its level, and what the figure made of it. */
export interface DrawnWound {
  card: Card;
  level: WoundLevel;
  /** Shrugged off by Built like an Ox / Fights like a tiger, or by a Drunk's first wound. */
  ignoredBy: "toughness" | "drunk" | null;
  /** Drawn for a figure already Kilt by an earlier card of the same draw: no effect. */
  afterDeath: boolean;
}

export interface DamageOutcome {
  wounds: DrawnWound[];
  /** Every wound afterwards, as the rules core keeps them. */
  all: CoreWound[];
  before: WoundState;
  after: WoundState;
  isDown: boolean;
  isDead: boolean;
  /** The GM's own additional-wounds rule is chosen and his level not yet set. */
  awaitingGm: boolean;
  npc?: NpcStanding;
  charmBroken: boolean;
  /** The shot penalty the wounds (and drink) now put on the figure's own shots; null when Kilt. */
  shotPenalty: number | null;
}

/**
 * Applies the damage cards drawn to the figure, one after another (pure): each card's level from
 * the GM's table, each wound through `applyWound` (Built like an Ox, the Drunk's shrug, FYH-Q12),
 * an NPC's charm broken and its attitude Suspicious for good.
 */
export function woundsFromCards(input: {
  figure: Pick<FyhFigure, "system" | "wounds" | "drunk" | "state"> & { npc?: NpcStanding | undefined };
  cards: readonly Card[];
  source: WoundSource;
  damageTable: GmTableData | undefined;
  additionalWoundsRule: GmTableData | undefined;
  rules: Pick<FyhInterpretations, "oxAndDrunkStack" | "woundPenalty">;
}): DamageOutcome {
  const { figure, cards, source, damageTable, additionalWoundsRule, rules } = input;
  let wounds: CoreWound[] = [...figure.wounds];
  let npc = figure.npc;
  let charmBroken = false;
  let state = figure.state;
  const drawn: DrawnWound[] = [];
  for (const card of cards) {
    const level = damageLevel(card, damageTable);
    if (typeof level !== "string") throw new RulesError("damageCardTable", cardKey(card), "has no row");
    if (state.isDead) {
      drawn.push({ card, level, ignoredBy: null, afterDeath: true });
      continue;
    }
    const applied = applyWound({
      figure: {
        toughness: figure.system.toughness,
        isDrunk: figure.drunk,
        wounds,
        ...(npc ? { npc } : {}),
      },
      level,
      source,
      card,
      additionalWoundsRule,
      options: rules,
    });
    wounds = [...applied.wounds];
    if (applied.npc) npc = applied.npc;
    charmBroken ||= applied.charmBroken;
    state = applied.after;
    drawn.push({ card, level, ignoredBy: applied.ignoredBy, afterDeath: false });
  }
  const stateInput = { wounds, additionalWoundsRule };
  const penalty = state.isDead ? null : woundShootingPenalty(stateInput, rules) + (figure.drunk ? -1 : 0);
  return {
    wounds: drawn,
    all: wounds,
    before: figure.state.state,
    after: state.state,
    isDown: state.isDown,
    isDead: state.isDead,
    awaitingGm: state.awaitingGm,
    ...(npc ? { npc } : {}),
    charmBroken,
    shotPenalty: penalty === null ? null : penalty + 0,
  };
}

/** The stored form of a rules-core wound (the card as its key). */
export function storedWound(w: CoreWound): WoundEntry {
  return { level: w.level, source: w.source, card: w.card ? cardKey(w.card) : null, ignored: w.ignored };
}

/** The actor update the outcome makes: wounds, traits used up, an NPC's standing, prone when down. */
export function damageUpdate(figure: FyhFigure, outcome: DamageOutcome): Record<string, unknown> {
  const update: Record<string, unknown> = { "system.wounds": outcome.all.map(storedWound) };
  if (outcome.wounds.some((w) => w.ignoredBy === "toughness")) update["system.toughnessUsed"] = true;
  if (outcome.wounds.some((w) => w.ignoredBy === "drunk")) update["system.drunkShrugUsed"] = true;
  if (outcome.npc && figure.system.isNPC) {
    update["system.attitude"] = outcome.npc.attitude;
    update["system.charmedBy"] = outcome.npc.charmedBy;
    update["system.woundedEver"] = outcome.npc.woundedEver;
  }
  // Gut Shot: the figure falls (guide §3.3 step 4).
  if (outcome.isDown && !figure.system.prone) update["system.prone"] = true;
  return update;
}

type StatusActor = FActor & {
  toggleStatusEffect?(id: string, options: { active: boolean; overlay?: boolean }): Promise<unknown>;
};

/** Down or dead on the figure's tokens (the statuses the HUD shows); quietly skipped without them. */
async function markStatuses(actor: FActor, outcome: DamageOutcome): Promise<void> {
  const toggle = (actor as StatusActor).toggleStatusEffect;
  if (typeof toggle !== "function") return;
  try {
    if (outcome.isDead) await toggle.call(actor, "dead", { active: true, overlay: true });
    else if (outcome.isDown) await toggle.call(actor, "down", { active: true });
  } catch (error) {
    console.warn(`${SYSTEM_ID} | could not mark ${actor.name}'s token`, error);
  }
}

/**
 * The brawling names of the wound levels (FYH-M10): "Little cut" for Pinked from the text, the
 * others as the GM named them in `brawlWoundNames` (rows keyed by level); unnamed levels keep their
 * shooting names on the card.
 */
export function brawlNames(table: GmTableData | undefined = readGmTable("brawlWoundNames")) {
  const out: Partial<Record<WoundLevel, string>> = {};
  const known = fyhTable("brawlWoundNames").known ?? {};
  for (const level of WOUND_LEVELS) {
    const name = table?.rows?.[level]?.name ?? known[level]?.name;
    if (typeof name === "string" && name.trim()) out[level] = name.trim();
  }
  return out;
}

const DAMAGE_DECK = FYH_DECKS.find((d) => d.id === "damage")!;

/**
 * The damage deck, ready to draw from: created on first use, and shuffled whenever all 54 cards
 * sit in its draw pile (a fresh deck is in suit order).
 */
async function damageDeck() {
  const handle = await ensureDeck(DAMAGE_DECK);
  const state = readDeck(handle);
  const whole =
    state.discardPile.length === 0 && state.table.length === 0 && !Object.keys(state.hands).length;
  if (whole) await shuffleDeck(handle);
  return handle;
}

export interface ApplyDamageInput {
  target: FActor | string;
  hits: number;
  source: WoundSource;
}

/**
 * On the GM's client: draws a damage card per hit and applies the wounds to `target`, then posts
 * the damage card. With no (or a partly filled) `damageCardTable`, reports the table and draws
 * nothing. Returns the card posted (the damage card, or the missing-table card), or undefined when
 * nothing could be done (no such figure, not the GM).
 */
export async function applyDamage(input: ApplyDamageInput): Promise<FMessage | undefined> {
  const hits = input.hits;
  if (!Number.isInteger(hits) || hits < 1 || hits > MAX_HITS)
    throw new RulesError("hits", hits, `must be a whole number from 1 to ${MAX_HITS}`);
  if (input.source !== "shot" && input.source !== "brawl")
    throw new RulesError("source", input.source, "must be shot or brawl");
  const actor = await actorFrom(input.target);
  const rules = readInterpretations();
  const figure = actor ? readFigure(actor, rules) : null;
  if (!actor || !figure) {
    notify("warn", `${I18N}.Chat.NoFigure`);
    return undefined;
  }
  if (!fgame().user.isGM) {
    notify("warn", `${I18N}.FYH.Damage.GmOnly`);
    return undefined;
  }
  // The table first: a missing table costs no card.
  const damageTable = readGmTable("damageCardTable");
  const missing = damageTableReady(damageTable);
  if (missing) return reportMissingTable(missing);
  const handle = await damageDeck();
  const drawn = await drawCards(handle, { count: hits });
  // The cards go to the discards at once: the next hit draws from what is left.
  await discardCards(handle);
  const outcome = woundsFromCards({
    figure: { ...figure, npc: npcStanding(figure) },
    cards: drawn.drawn,
    source: input.source,
    damageTable,
    additionalWoundsRule: readGmTable("additionalWoundsRule"),
    rules,
  });
  // Read the figure again right before writing: the draw awaited the deck's documents.
  const live = (await actorFrom(figure.uuid)) ?? actor;
  await live.update(damageUpdate(figure, outcome));
  await markStatuses(live, outcome);
  const view = damageCardView({
    name: figure.name,
    source: input.source,
    outcome,
    reshuffles: drawn.reshuffles,
    ...(input.source === "brawl" ? { brawlNames: brawlNames() } : {}),
  });
  return postDamageCard(view, live);
}

async function postDamageCard(view: DamageCardView, actor: FActor): Promise<FMessage | undefined> {
  const g = fv();
  const body = await g.foundry.applications.handlebars.renderTemplate(
    templatePath("fyh/chat/damage.hbs"),
    view,
  );
  return g.ChatMessage.create({
    content: `<div class="six-gun-sound sgs-chat fyh">${body}</div>`,
    speaker: g.ChatMessage.getSpeaker({ actor }),
    flags: {
      [SYSTEM_ID]: {
        fyhDamage: { actor: actor.uuid, cards: view.cards.map((c) => c.key), after: view.after },
      },
    },
  });
}
