import { I18N, SYSTEM_ID } from "../../../config";
import type { DiceSource } from "../../../rules/core";
import type { EncounterSetup } from "../../../rules/blaze-of-glory/encounters/types";
import { foundryDice } from "../../../shell/dice/foundry-dice";
import { localize, notify } from "../../../shell/foundry";
import { npcKeyOf, type PackIndexEntry, findPackEntry } from "./pack-lookup";
import { SYSTEM_PLAYS, SYSTEM_RUN_FLAG, type SystemPlays } from "../table/system-run";
import { planPlacement, type SceneGeometry, type TrayReason } from "./placement";
import { rollRoster, type Roster, type RosterFigure } from "./roster";
import { createEncounterJournal } from "./journal";
import { codeText, encounterName } from "./view";

/**
 * Makes a rolled encounter in the world (GM only): a folder of actors imported from the compendium
 * (`six-gun-sound.npcs`, `.gear`, `.stock`) for every side but the players', their tokens on the
 * scene where the deployment can be placed (`./placement.ts`), the rest in the tray to drag, and the
 * encounter's journal page. The rolling is `./roster.ts`; this file only reads packs and creates.
 */

export const PACKS = { npcs: `${SYSTEM_ID}.npcs`, gear: `${SYSTEM_ID}.gear`, stock: `${SYSTEM_ID}.stock` };

interface Doc {
  id: string;
  uuid: string;
  name: string;
  toObject(): Record<string, unknown>;
}
interface ActorDoc extends Doc {
  getTokenDocument(data?: Record<string, unknown>): Promise<{ toObject(): Record<string, unknown> }>;
}
interface Pack {
  getIndex(options?: { fields?: string[] }): Promise<Iterable<PackIndexEntry>>;
  getDocument(id: string): Promise<Doc | null | undefined>;
}
interface SceneDoc {
  id: string;
  name: string;
  width: number;
  height: number;
  padding?: number;
  grid: { size: number; distance: number; type?: number; units?: string };
  dimensions?: { sceneX: number; sceneY: number; sceneWidth: number; sceneHeight: number };
  createEmbeddedDocuments(name: "Token", data: Record<string, unknown>[]): Promise<{ id: string }[]>;
}
/** V13 `WorldCollection#fromCompendium`: a pack document as clean world data. */
interface WorldCollection {
  fromCompendium?(doc: Doc, options?: Record<string, unknown>): Record<string, unknown>;
}
interface Globals {
  game: {
    user: { isGM: boolean } | null;
    packs: { get(id: string): Pack | undefined };
    scenes?: { get(id: string): SceneDoc | undefined };
    folders?: Iterable<{ name: string; type: string }>;
    actors?: WorldCollection;
    items?: WorldCollection;
    settings: { get(ns: string, key: string): unknown };
  };
  canvas: { scene?: SceneDoc | null } | null;
  Folder: { create(data: Record<string, unknown>): Promise<Doc | undefined> };
  Actor: { create(data: Record<string, unknown>): Promise<ActorDoc | undefined> };
  CONST?: { TOKEN_DISPOSITIONS?: { HOSTILE: number; NEUTRAL: number } };
}
const g = () => globalThis as unknown as Globals;

export interface MaterializeOptions {
  sceneId?: string | null;
  dice?: DiceSource;
  /** Who the system runs; default the world setting `systemPlays` (missing → `opposition`). */
  systemPlays?: SystemPlays;
  /** Open the tray when figures wait in it (default true). */
  openTray?: boolean;
  /** Today's date for the folder's name (tests fix it). */
  date?: Date;
}

export interface RowRoll {
  subject: string;
  name: string;
  dice: number[];
}

export interface MaterializedEncounter {
  folderId: string;
  actorUuids: string[];
  tokenIds: string[];
  trayActorUuids: string[];
  journalUuid: string | null;
  /** Why the figures in the tray are there (one entry per reason). */
  trayReasons: TrayReason[];
  /** The NPC TABLE row each figure got and the dice that chose it. */
  rowRolls: RowRoll[];
}

/** The world setting, read defensively (an unknown or missing value is the default). */
export function systemPlaysSetting(): SystemPlays {
  try {
    const value = g().game.settings.get(SYSTEM_ID, "systemPlays");
    return (SYSTEM_PLAYS as readonly unknown[]).includes(value) ? (value as SystemPlays) : "opposition";
  } catch {
    return "opposition";
  }
}

export function runsRole(plays: SystemPlays, role: string): boolean {
  return (
    (role === "opposition" && plays !== "none") ||
    (role === "bystanders" && plays === "oppositionAndBystanders")
  );
}

/** The scene's rectangle and grid (V13 `scene.dimensions`, computed from the fields where absent). */
export function sceneGeometry(scene: SceneDoc | null | undefined): SceneGeometry | null {
  if (!scene?.grid) return null;
  const d = scene.dimensions;
  const size = scene.grid.size;
  const pad = Math.ceil(((scene.padding ?? 0) * scene.height) / size) * size;
  const padX = Math.ceil(((scene.padding ?? 0) * scene.width) / size) * size;
  return {
    x: d?.sceneX ?? padX,
    y: d?.sceneY ?? pad,
    width: d?.sceneWidth ?? scene.width,
    height: d?.sceneHeight ?? scene.height,
    gridSize: size,
    gridDistance: scene.grid.distance,
    // 0 gridless, 1 square; hexes (2–5) have no square cells.
    square: (scene.grid.type ?? 1) <= 1,
  };
}

async function packIndex(id: string, fields: string[]): Promise<{ pack: Pack; index: PackIndexEntry[] }> {
  const pack = g().game.packs.get(id);
  if (!pack) throw new Error(`the compendium ${id} is missing`);
  return { pack, index: [...(await pack.getIndex({ fields }))] };
}

/** A compendium document as clean creation data (no id, no folder, no sort, the source recorded). */
async function sourceOf(
  pack: Pack,
  entry: PackIndexEntry,
  collection: "actors" | "items" = "actors",
): Promise<Record<string, unknown>> {
  const doc = await pack.getDocument(entry._id);
  if (!doc) throw new Error(`the compendium document ${entry._id} is missing`);
  const world = g().game[collection];
  const data = world?.fromCompendium ? world.fromCompendium(doc, { keepId: false }) : doc.toObject();
  const { _id, folder, sort, ownership, ...rest } = structuredClone(data) as Record<string, unknown>;
  void [_id, folder, sort, ownership];
  // The copy is the world's own: the pack's content key would make it look generated.
  const flags = { ...(rest.flags as Record<string, Record<string, unknown>> | undefined) };
  if (flags[SYSTEM_ID]) {
    const { generated, ...own } = flags[SYSTEM_ID];
    void generated;
    flags[SYSTEM_ID] = own;
  }
  return { ...rest, flags };
}

const t = (key: string, data?: Record<string, unknown>) => localize(`${I18N}.${key}`, data);

function folderName(setup: EncounterSetup, date: Date): string {
  const name = encounterName(localize, setup.encounter);
  const n =
    [...(g().game.folders ?? [])].filter((f) => f.type === "Actor" && f.name.startsWith(name)).length + 1;
  return t("Encounter.Journal.FolderName", { name, n, date: date.toISOString().slice(0, 10) });
}

type Items = Record<string, unknown>[];

async function figureSource(
  f: RosterFigure,
  ctx: {
    npcs: Awaited<ReturnType<typeof packIndex>>;
    gear: Awaited<ReturnType<typeof packIndex>>;
    folder: string;
    run: boolean;
    hostile: number;
    neutral: number;
  },
): Promise<Record<string, unknown>> {
  const entry = findPackEntry(ctx.npcs.index, npcKeyOf(f.tableProfession, f.row), {
    profession: f.tableProfession,
    row: f.row,
  });
  if (!entry) throw new Error(`no compendium NPC for ${f.tableProfession} row ${f.row}`);
  const data = await sourceOf(ctx.npcs.pack, entry);
  const system = { ...(data.system as Record<string, unknown>) };
  system.profession = f.profession;
  if (f.rep !== null) system.rep = f.rep;
  system.warriorRegion = f.warriorRegion ?? (f.profession === "warrior" ? system.warriorRegion : "");
  if (f.mount?.start === "mounted")
    system.encounter = { ...(system.encounter as Record<string, unknown>), mounted: true };
  let items = (data.items as Items | undefined) ?? [];
  // Figures the book starts unarmed carry nothing (L3271: townsfolk on the street in SL 4+).
  if (!f.armed) items = items.filter((i) => i.type !== "weapon");
  for (const weapon of f.extraWeapons) {
    const w = ctx.gear.index.find((e) => e.type === "weapon" && e.system?.weapon === weapon);
    if (!w) continue;
    const item = await sourceOf(ctx.gear.pack, w, "items");
    items.push({ ...item, flags: { ...(item.flags as object), [SYSTEM_ID]: { carried: "both" } } });
  }
  const name = t("Generator.FigureName", { profession: t(`Profession.${f.profession}`), row: f.row });
  const disposition = f.role === "opposition" ? ctx.hostile : ctx.neutral;
  const flags = { ...(data.flags as Record<string, Record<string, unknown>>) };
  const own = { ...(flags[SYSTEM_ID] ?? {}) };
  own.encounterSubject = f.subject;
  if (ctx.run) own[SYSTEM_RUN_FLAG] = true;
  flags[SYSTEM_ID] = own;
  return {
    ...data,
    name,
    folder: ctx.folder,
    system,
    items,
    flags,
    prototypeToken: {
      ...(data.prototypeToken as Record<string, unknown>),
      name,
      actorLink: false,
      disposition,
    },
  };
}

function stockKey(type: "horse" | "mule", quality: number) {
  return `mount.${type}.${quality}`;
}

/** Makes the encounter; throws with a clear message (the wizard shows it) when it cannot. */
export async function materializeEncounter(
  setup: EncounterSetup,
  options: MaterializeOptions = {},
): Promise<MaterializedEncounter> {
  const G = g();
  if (!G.game.user?.isGM) throw new Error(t("Encounter.Journal.GmOnly"));
  const dice = options.dice ?? foundryDice();
  const plays = options.systemPlays ?? systemPlaysSetting();
  const roster: Roster = rollRoster(dice, setup);
  const [npcs, gear, stock] = await Promise.all([
    packIndex(PACKS.npcs, [`flags.${SYSTEM_ID}.generated`, "system.profession"]),
    packIndex(PACKS.gear, ["system.weapon"]),
    packIndex(PACKS.stock, [`flags.${SYSTEM_ID}.generated`]),
  ]);
  const folder = await G.Folder.create({
    name: folderName(setup, options.date ?? new Date()),
    type: "Actor",
  });
  if (!folder) throw new Error(t("Encounter.Journal.NoFolder"));
  const hostile = G.CONST?.TOKEN_DISPOSITIONS?.HOSTILE ?? -1;
  const neutral = G.CONST?.TOKEN_DISPOSITIONS?.NEUTRAL ?? 0;

  const made: MaterializedEncounter = {
    folderId: folder.id,
    actorUuids: [],
    tokenIds: [],
    trayActorUuids: [],
    journalUuid: null,
    trayReasons: [],
    rowRolls: [],
  };
  const figures: { figure: RosterFigure; actor: ActorDoc }[] = [];
  const extras: ActorDoc[] = [];
  const create = async (data: Record<string, unknown>) => {
    const actor = await G.Actor.create(data);
    if (!actor) throw new Error(t("Encounter.Journal.NotCreated", { name: String(data.name ?? "") }));
    made.actorUuids.push(actor.uuid);
    return actor;
  };
  const fromStock = async (key: string) => {
    const entry = findPackEntry(stock.index, key);
    if (!entry) throw new Error(`no stock compendium entry ${key}`);
    return sourceOf(stock.pack, entry);
  };

  for (const f of roster.figures) {
    const data = await figureSource(f, {
      npcs,
      gear,
      folder: folder.id,
      run: runsRole(plays, f.role),
      hostile,
      neutral,
    });
    const actor = await create(data);
    figures.push({ figure: f, actor });
    made.rowRolls.push({ subject: f.subject, name: actor.name, dice: f.rowDice });
    if (f.mount) {
      const horse = await fromStock(stockKey(f.mount.type, f.mount.quality));
      const ridden = f.mount.start === "mounted";
      const start = codeText(localize, "Mount", f.mount.start, f.line.mountValues);
      extras.push(
        await create({
          ...horse,
          name: t("Generator.HorseName", { name: actor.name }),
          folder: folder.id,
          system: {
            ...(horse.system as Record<string, unknown>),
            rider: ridden ? actor.uuid : null,
            state: ridden ? "ridden" : "tied",
            notes: `<p>${escape(start)}</p>`,
          },
        }),
      );
    }
  }
  for (const animal of roster.animals) {
    const data = await fromStock(stockKey(animal.type, animal.quality));
    extras.push(
      await create({
        ...data,
        folder: folder.id,
        system: {
          ...(data.system as Record<string, unknown>),
          notes: `<p>${escape(codeText(localize, "Placement", animal.where))}</p>`,
        },
      }),
    );
  }
  for (const vehicle of roster.vehicles)
    extras.push(await create({ ...(await fromStock(vehicle.key)), folder: folder.id }));

  // Tokens where the deployment can be placed on the scene; everyone else waits in the tray.
  const scene = options.sceneId ? G.game.scenes?.get(options.sceneId) : (G.canvas?.scene ?? null);
  const plan = planPlacement({
    scene: sceneGeometry(scene),
    plan: setup.deployment,
    figures: figures.map(({ figure, actor }) => ({
      key: actor.uuid,
      role: figure.role,
      onTable: figure.onTable,
    })),
  });
  // Once the actors exist, a failing step leaves them usable: tokens that could not be made wait in
  // the tray, a journal or tray that could not be made is logged and told, never thrown.
  const tray = plan.tray.map((t) => ({ ...t }));
  if (scene && plan.placed.length) {
    const byUuid = new Map(figures.map(({ figure, actor }) => [actor.uuid, { figure, actor }]));
    try {
      const tokens: Record<string, unknown>[] = [];
      for (const p of plan.placed) {
        const { figure, actor } = byUuid.get(p.key)!;
        const token = await actor.getTokenDocument({
          x: p.x,
          y: p.y,
          disposition: figure.role === "opposition" ? hostile : neutral,
        });
        tokens.push(token.toObject());
      }
      const created = await scene.createEmbeddedDocuments("Token", tokens);
      made.tokenIds.push(...created.map((c) => c.id));
    } catch (error) {
      console.error(`${SYSTEM_ID} | encounter tokens`, error);
      tray.push(...plan.placed.map((p) => ({ key: p.key, reason: "noRoom" as TrayReason })));
    }
  }
  made.trayActorUuids = [...tray.map((t) => t.key), ...extras.map((a) => a.uuid)];
  made.trayReasons = [...new Set(tray.map((t) => t.reason))];

  try {
    made.journalUuid = await createEncounterJournal(setup, {
      roster,
      rowRolls: made.rowRolls,
      trayReasons: made.trayReasons,
      folderName: folder.name,
    });
  } catch (error) {
    console.error(`${SYSTEM_ID} | encounter journal`, error);
    notify("warn", `${I18N}.Encounter.Journal.NoJournal`);
  }

  if (options.openTray !== false && made.trayActorUuids.length) {
    try {
      // The tray window extends ApplicationV2 (read from `foundry` as its module loads): loaded here.
      const { openEncounterTray } = await import("./tray");
      await openEncounterTray({ title: folder.name, uuids: made.trayActorUuids, reasons: made.trayReasons });
    } catch (error) {
      console.error(`${SYSTEM_ID} | encounter tray`, error);
    }
  }
  return made;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
