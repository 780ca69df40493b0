import { SYSTEM_ID, templatePath } from "../../../config";
import { RulesError, cardKey, colour, parseCard, type Card, type DiceSource } from "../../../rules/core";
import { PROFESSIONS, type Profession } from "../../../rules/blaze-of-glory/ids";
import {
  arrivalBySuit,
  pileCards,
  rollEnemyAwareness,
  rollEnemyContact,
  rollFirstArrivals,
  rollHereComeTheRest,
  rollMarchToTheGuns,
  rollOurAwareness,
  rollTheyreOverHere,
  type AwarenessResult,
  type DeploymentResult,
  type MarchOptions,
  type OurAwarenessOptions,
  type PileColour,
} from "../../../rules/blaze-of-glory/deployment";
import {
  drawCards,
  ensureDeck,
  readDeck,
  recallDeck,
  shuffleDeck,
  type DeckHandle,
} from "../../../shell/decks/service";
import { CARD_BACK, faceImage } from "../../../shell/decks/faces";
import { foundryDice } from "../../../shell/dice/foundry-dice";
import { fgame, fv, localize, notify, type FMessage } from "../../../shell/foundry";
import { DEPLOYMENT_MAIN, DEPLOYMENT_PILE } from "./decks";
import { compendiumFigures, type CreateFigures, type CreatedFigure } from "./figures";
import { dealSpots, spotCentre } from "./layout";
import { MARKER_FLAG, deploymentScene, markersOn, type FScene, type MarkerFlag } from "./scene";
import { deploymentCardContext, type DeploymentCardInput } from "./view";

/**
 * "They're over here!" and "Here they come!" in Foundry (GM only): the enemy pile laid face down on
 * the scene as card tiles, turned when a procedure says so, each enemy card resolved into a figure
 * placed on it, and every step posted as a deployment card. The rolling is the rules core's; the
 * cards are the deck service's (`deploymentPile`, `deploymentMain`), so the tiles and the `Cards`
 * documents always agree on what has been turned.
 */

export interface StepOptions {
  /** Dice for the tests; Foundry's RNG by default. */
  dice?: DiceSource;
  /** The scene; the viewed one by default. */
  sceneId?: string | null;
  /** How turned enemy cards become figures; the compendium NPCs by default. */
  createFigures?: CreateFigures;
}

export interface DealOptions extends StepOptions {
  /** One profession per enemy figure (how many and who: the encounter's forces). */
  professions: readonly Profession[];
  enemyColour?: PileColour;
  warriors?: boolean;
  /** The enemy leader's Rep (their awareness, HERE COME THE REST). */
  leaderRep?: number;
}

export interface StepOutcome {
  result: DeploymentResult | null;
  turned: Card[];
  awareness: AwarenessResult | null;
  figures: CreatedFigure[];
  message: FMessage | undefined;
}

function requireGM(): boolean {
  if (fgame().user?.isGM) return true;
  notify("warn", "SIXGUN.Deployment.Error.gmOnly");
  return false;
}

function sceneOf(sceneId?: string | null): FScene {
  const scene = deploymentScene(sceneId);
  if (!scene) throw new Error(localize("SIXGUN.Deployment.Error.noScene"));
  return scene;
}

async function postCard(input: DeploymentCardInput): Promise<FMessage | undefined> {
  const g = fv();
  const context = deploymentCardContext(input, localize);
  const body = await g.foundry.applications.handlebars.renderTemplate(
    templatePath("chat/deployment.hbs"),
    context,
  );
  const data: Record<string, unknown> = {
    content: `<div class="six-gun-sound sgs-chat">${body}</div>`,
    speaker: g.ChatMessage.getSpeaker({ alias: context.kicker }),
    flags: {
      [SYSTEM_ID]: {
        deployment: { procedure: input.procedure, turned: (input.turned?.cards ?? []).map(cardKey) },
      },
    },
  };
  // The GM decides who sees where the enemy is, with the roll mode, as for any roll.
  const mode = g.game.settings.get("core", "rollMode") as string;
  g.ChatMessage.applyRollMode?.(data, mode);
  return g.ChatMessage.create(data, { rollMode: mode });
}

/**
 * Lays out a new enemy pile (L4930–4935): one card of the enemy's colour per figure and as many of
 * the other, shuffled, dealt face down along the top of the scene. Any earlier pile is cleared.
 */
export async function dealDeploymentPile(options: DealOptions): Promise<StepOutcome | null> {
  if (!requireGM()) return null;
  const professions = [...(options?.professions ?? [])];
  professions.forEach((p, i) => {
    if (!(PROFESSIONS as readonly string[]).includes(p))
      throw new RulesError(`professions[${i}]`, p, `must be one of ${PROFESSIONS.join(", ")}`);
  });
  const enemyColour = options.enemyColour ?? "red";
  const cards = pileCards({ enemies: professions.length, enemyColour });
  const scene = sceneOf(options.sceneId);
  await clearDeploymentPile({ sceneId: scene.id });
  const dice = options.dice ?? foundryDice();
  const handle = await ensureDeck(DEPLOYMENT_PILE, { cards });
  await shuffleDeck(handle, { dice });
  const order = readDeck(handle).drawPile;
  // The enemy cards take the professions in order, before the shuffle hides which is which.
  const professionOf = new Map(
    cards.filter((c) => colour(c) === enemyColour).map((c, i) => [cardKey(c), professions[i]!]),
  );
  const d = scene.dimensions ?? { sceneX: 0, sceneY: 0, sceneWidth: 2000, sceneHeight: 1500, size: 100 };
  const spots = dealSpots(
    { x: d.sceneX, y: d.sceneY, width: d.sceneWidth, height: d.sceneHeight, gridSize: d.size },
    order.length,
  );
  await scene.createEmbeddedDocuments(
    "Tile",
    order.map((card, i) => {
      const marker: MarkerFlag = {
        card: cardKey(card),
        enemy: colour(card) === enemyColour,
        profession: professionOf.get(cardKey(card)) ?? "",
        turned: false,
        resolved: false,
        warriors: options.warriors ?? false,
        leaderRep: options.leaderRep ?? 4,
      };
      return {
        ...spots[i]!,
        texture: { src: CARD_BACK },
        sort: i,
        flags: { [SYSTEM_ID]: { [MARKER_FLAG]: marker } },
      };
    }),
  );
  const message = await postCard({
    procedure: "deal",
    dealt: { cards: order.length, enemies: professions.length, enemyColour },
  });
  return { result: null, turned: [], awareness: null, figures: [], message };
}

/** The pile's deck and its face-down tiles on the scene; a clear error when none was laid out. */
async function pileOn(scene: FScene): Promise<{ handle: DeckHandle; markers: ReturnType<typeof markersOn> }> {
  const markers = markersOn(scene);
  if (markers.length === 0) throw new Error(localize("SIXGUN.Deployment.Error.noPile"));
  return { handle: await ensureDeck(DEPLOYMENT_PILE), markers };
}

/**
 * Turns `count` cards from the top of the pile (fewer when fewer are left): the deck service draws
 * them, their tiles show their faces, and each enemy card becomes a figure on its tile.
 */
async function turn(
  scene: FScene,
  count: number,
  options: StepOptions,
  dice: DiceSource,
): Promise<{
  turned: Card[];
  enemies: number;
  left: number;
  figures: CreatedFigure[];
  enemyColour: PileColour;
}> {
  const { handle, markers } = await pileOn(scene);
  const left = readDeck(handle).drawPile.length;
  const take = Math.min(count, left);
  const drawn = take > 0 ? (await drawCards(handle, { count: take, dice })).drawn : [];
  const keys = new Set(drawn.map(cardKey));
  const hit = markers.filter((m) => keys.has(m.marker.card));
  if (hit.length)
    await scene.updateEmbeddedDocuments(
      "Tile",
      hit.map(({ tile, marker }) => ({
        _id: tile.id,
        "texture.src": faceImage(parseCard(marker.card)),
        [`flags.${SYSTEM_ID}.${MARKER_FLAG}.turned`]: true,
      })),
    );
  const create = options.createFigures ?? compendiumFigures(dice);
  const figures: CreatedFigure[] = [];
  for (const { tile, marker } of hit) {
    if (!marker.enemy || marker.resolved) continue;
    const at = spotCentre(tile);
    figures.push(...(await create([marker.profession as Profession], { ...at, scene })));
    await scene.updateEmbeddedDocuments("Tile", [
      { _id: tile.id, [`flags.${SYSTEM_ID}.${MARKER_FLAG}.resolved`]: true },
    ]);
  }
  const enemyColour: PileColour = markers.some(
    (m) => m.marker.enemy && colour(parseCard(m.marker.card)) === "black",
  )
    ? "black"
    : "red";
  return {
    turned: drawn,
    enemies: hit.filter((m) => m.marker.enemy).length,
    left: left - take,
    figures,
    enemyColour,
  };
}

/** The pile's stored settings (warriors, leader's Rep) from its first tile. */
function pileSettings(scene: FScene): Pick<MarkerFlag, "warriors" | "leaderRep"> {
  const first = markersOn(scene)[0]?.marker;
  return { warriors: first?.warriors ?? false, leaderRep: first?.leaderRep ?? 4 };
}

async function cardStep(
  options: StepOptions,
  roll: (dice: DiceSource, scene: FScene) => DeploymentResult,
  after?: (
    dice: DiceSource,
    turned: Awaited<ReturnType<typeof turn>>,
    scene: FScene,
  ) => Promise<Partial<DeploymentCardInput>>,
): Promise<StepOutcome | null> {
  if (!requireGM()) return null;
  const scene = sceneOf(options.sceneId);
  await pileOn(scene);
  const dice = options.dice ?? foundryDice();
  const result = roll(dice, scene);
  const turned = await turn(scene, result.cardsToTurn, options, dice);
  const extra = after ? await after(dice, turned, scene) : {};
  const message = await postCard({
    procedure: result.procedure,
    result,
    turned:
      result.cardsToTurn > 0
        ? {
            cards: turned.turned,
            enemyColour: turned.enemyColour,
            left: turned.left,
            enemies: turned.enemies,
          }
        : undefined,
    figures: turned.figures.map((f) => f.name),
    ...extra,
  });
  return {
    result,
    turned: turned.turned,
    awareness: (extra.awareness as AwarenessResult | undefined) ?? null,
    figures: turned.figures,
    message,
  };
}

export interface OverHereOptions extends StepOptions {
  warriors?: boolean;
  leaderRep?: number;
  shotsFired?: boolean;
  mountedOnTrail?: boolean;
}

/** THEY'RE OVER HERE (L4937–4994): a contact test; on contact 2d6 cards turned and their awareness. */
export function overHere(options: OverHereOptions = {}): Promise<StepOutcome | null> {
  return cardStep(
    options,
    (dice, scene) => rollTheyreOverHere(dice, { warriors: options.warriors ?? pileSettings(scene).warriors }),
    async (dice, turned, scene) =>
      turned.enemies > 0
        ? {
            awareness: rollEnemyAwareness(dice, {
              leaderRep: options.leaderRep ?? pileSettings(scene).leaderRep,
              figures: turned.enemies,
              shotsFired: options.shotsFired ?? false,
              mountedOnTrail: options.mountedOnTrail ?? false,
            }),
          }
        : {},
  );
}

/** HERE COME THE REST (L4996–5026), on a turn whose activation dice total 7. */
export function hereComeTheRest(
  options: StepOptions & { leaderRep?: number } = {},
): Promise<StepOutcome | null> {
  return cardStep(
    options,
    (dice, scene) =>
      rollHereComeTheRest(dice, { leaderRep: options.leaderRep ?? pileSettings(scene).leaderRep }),
    async (dice, turned) => {
      if (turned.enemies === 0) return {};
      const main = await ensureDeck(DEPLOYMENT_MAIN);
      const [card] = (await drawCards(main, { count: 1, dice })).drawn;
      return card ? { arrival: { card, arrival: arrivalBySuit(card).arrival } } : {};
    },
  );
}

/** HERE THEY COME, first turn (L5081): 2d6 cards of the opposing outfit come in. */
export function hereTheyCome(options: StepOptions = {}): Promise<StepOutcome | null> {
  return cardStep(options, (dice) => rollFirstArrivals(dice));
}

/** ENEMY CONTACT (L5083–5103), on a later turn whose activation dice total 7. */
export function enemyContact(
  options: StepOptions & { warriors?: boolean } = {},
): Promise<StepOutcome | null> {
  return cardStep(options, (dice, scene) =>
    rollEnemyContact(dice, { warriors: options.warriors ?? pileSettings(scene).warriors }),
  );
}

async function tableOnly(
  procedure: "ourAwareness" | "marchToTheGuns",
  roll: (dice: DiceSource) => DeploymentResult,
  dice?: DiceSource,
): Promise<StepOutcome | null> {
  if (!requireGM()) return null;
  const result = roll(dice ?? foundryDice());
  const message = await postCard(
    procedure === "ourAwareness"
      ? { procedure, awareness: result as AwarenessResult }
      : { procedure, result },
  );
  return {
    result,
    turned: [],
    awareness: procedure === "ourAwareness" ? (result as AwarenessResult) : null,
    figures: [],
    message,
  };
}

/** OUR SIDE STATE OF AWARENESS (L5032–5065). */
export function ourAwareness(
  options: OurAwarenessOptions & { dice?: DiceSource },
): Promise<StepOutcome | null> {
  return tableOnly("ourAwareness", (dice) => rollOurAwareness(dice, options), options?.dice);
}

/** MARCH TO THE GUNS (L5109–5129), for a group leader who hears shooting he cannot see. */
export function marchToTheGuns(options: MarchOptions & { dice?: DiceSource }): Promise<StepOutcome | null> {
  return tableOnly("marchToTheGuns", (dice) => rollMarchToTheGuns(dice, options), options?.dice);
}

/** Takes the pile's tiles off the scene and gathers its cards back (the figures stay). */
export async function clearDeploymentPile(options: { sceneId?: string | null } = {}): Promise<number> {
  if (!requireGM()) return 0;
  const scene = deploymentScene(options.sceneId);
  if (!scene) return 0;
  const ids = markersOn(scene).map((m) => m.tile.id);
  if (ids.length) await scene.deleteEmbeddedDocuments("Tile", ids);
  const deck = fgame().cards?.contents?.find(
    (c) => c.type === "deck" && c.flags?.[SYSTEM_ID]?.deck === DEPLOYMENT_PILE.id,
  );
  if (deck) await recallDeck(await ensureDeck(DEPLOYMENT_PILE));
  return ids.length;
}

/**
 * A macro's call that fails tells the GM why on screen (a bad profession, no pile on the scene) and
 * still rejects, so a script that awaits it can react.
 */
function reported<A extends unknown[], R>(run: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await run(...args);
    } catch (error) {
      fv().ui.notifications?.error(error instanceof Error ? error.message : String(error));
      throw error;
    }
  };
}

/** `game.sixGunSound`'s deployment entries (see ./register.ts). */
export const DEPLOYMENT_API = {
  dealDeploymentPile: reported(dealDeploymentPile),
  overHere: reported(overHere),
  hereTheyCome: reported(hereTheyCome),
  hereComeTheRest: reported(hereComeTheRest),
  enemyContact: reported(enemyContact),
  ourAwareness: reported(ourAwareness),
  marchToTheGuns: reported(marchToTheGuns),
  clearDeploymentPile: reported(clearDeploymentPile),
};
