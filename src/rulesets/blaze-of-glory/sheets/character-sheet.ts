import { CHARACTER_SHEET, windowOptions, sheetParts } from "./sheet-specs";
import { CHARACTER_TABS, characterView, type OwnedItem } from "./character-context";
import { SixGunActorSheet, enrich, updateDocument, warn } from "../../../shell/sheets/base-sheets";
import type { CharacterData } from "../data/actor/character";
import { REACTION_TESTS, type ReactionTest } from "../../../rules/blaze-of-glory/reactions";
import { loadRuntime } from "../load";
import { figureWithTargets } from "./target-figures";
import { WOUND_MAX } from "../data/limits";
import type { AttributeSource, CharacterSource, EncounterFlag, WeaponSource } from "../data/source-types";
import { I18N } from "../../../config";
import { hasPlayerOwner, isSystemRun, setSystemRun } from "../table/system-run";

/**
 * The sheet of a figure. Play mode: stats at a glance, reaction-test buttons, weapons with their
 * ranges and ammunition, clickable wounds and conditions. Edit mode: stats, identity, items.
 */
export class CharacterSheet extends SixGunActorSheet {
  static override NEW_ITEM_NAMES = {
    weapon: `${I18N}.WeaponItem.newWeapon`,
    attribute: `${I18N}.AttributeItem.newAttribute`,
  };

  static override DEFAULT_OPTIONS = {
    ...windowOptions(CHARACTER_SHEET),
    actions: {
      toggleCondition: CharacterSheet.#onToggleCondition,
      setWound: CharacterSheet.#onSetWound,
      reactionTest: CharacterSheet.#onReactionTest,
      shoot: CharacterSheet.#onShoot,
      reload: CharacterSheet.#onReload,
      challenge: CharacterSheet.#onChallenge,
      recovery: CharacterSheet.#onRecovery,
      draw: CharacterSheet.#onDraw,
      melee: CharacterSheet.#onMelee,
      exchange: CharacterSheet.#onExchange,
      moveFast: CharacterSheet.#onMoveFast,
      toggleFamiliar: CharacterSheet.#onToggleFamiliar,
      toggleSystemRun: CharacterSheet.#onToggleSystemRun,
    },
  };

  protected static override readonly ITEM_TYPES = ["weapon", "attribute"];

  static override PARTS = sheetParts(CHARACTER_SHEET, ["header", "tabs"]);

  static override TABS = {
    primary: {
      tabs: CHARACTER_TABS.map((t) => ({ id: t.id, icon: t.icon, cssClass: "" })),
      initial: "combat",
      labelPrefix: `${I18N}.Tab`,
    },
  };

  override async _prepareContext(options: never) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const data = actor.system as unknown as CharacterData;
    const system = data as unknown as CharacterSource;
    const items = (type: string) =>
      actor.items
        .filter((i: Item.Implementation) => i.type === type)
        .map((i: Item.Implementation) => ({ id: i.id!, name: i.name, img: i.img ?? "", system: i.system }));
    // GM only: whether the game runs this figure (never one a player owns).
    const live = actor as never;
    const systemRun = game.user?.isGM ? { on: isSystemRun(live), playerOwned: hasPlayerOwner(live) } : null;
    return {
      ...context,
      actor,
      systemRun,
      ...characterView({
        actor: { name: actor.name, img: actor.img ?? "" },
        system,
        derived: data.derived,
        weapons: items("weapon") as unknown as OwnedItem<WeaponSource>[],
        attributes: items("attribute") as unknown as OwnedItem<AttributeSource>[],
        mode: this.mode,
        tab: this.tabGroups.primary ?? "combat",
        editable: this.isEditable,
        canRoll: actor.isOwner,
        notesHTML: await enrich(system.notes, actor, actor.isOwner),
        lang: game.i18n?.lang,
      }),
    };
  }

  override async _onRender(context: never, options: never) {
    await super._onRender(context, options);
    this.bindChange("select[data-ammo-for]", (el) => {
      const item = this.actor.items.get(el.dataset.ammoFor ?? "");
      return item && updateDocument(item, { "system.ammo": el.value });
    });
  }

  /** GM only: the game runs this figure, or stops; refused for a figure a player owns. */
  static async #onToggleSystemRun(this: CharacterSheet) {
    const actor = this.actor as never;
    if (!game.user?.isGM) return;
    if (!(await setSystemRun(actor, !isSystemRun(actor)))) warn(`${I18N}.Opposition.Toggle.PlayerOwned`);
  }

  static async #onToggleCondition(this: CharacterSheet, _event: PointerEvent, target: HTMLElement) {
    const flag = target.dataset.flag as EncounterFlag | undefined;
    if (!flag) return;
    const system = this.actor.system as unknown as CharacterSource;
    await updateDocument(this.actor, { [`system.encounter.${flag}`]: !system.encounter[flag] });
  }

  /** Clicking the n-th pip sets n wounds; clicking the last filled pip takes one away. */
  static async #onSetWound(this: CharacterSheet, _event: PointerEvent, target: HTMLElement) {
    const location = target.dataset.location;
    const value = Number(target.dataset.value);
    if (!location || !Number.isInteger(value)) return;
    const current = (this.actor.system as unknown as CharacterSource).wounds[location as "head"];
    const next = Math.max(0, Math.min(WOUND_MAX, current === value ? value - 1 : value));
    await updateDocument(this.actor, { [`system.wounds.${location}`]: next });
  }

  /** The table flows (`TABLE_API`) roll; only the figure's owners see these buttons. */
  static async #onReactionTest(this: CharacterSheet, event: PointerEvent, target: HTMLElement) {
    const test = target.dataset.test;
    if (!test || !this.actor.isOwner || !isReactionTest(test)) return;
    await (await loadRuntime()).TABLE_API.rollReaction(this.actor as never, test, { event });
  }

  static async #onShoot(this: CharacterSheet, event: PointerEvent, target: HTMLElement) {
    const weapon = target.dataset.itemId;
    if (!weapon || !this.actor.isOwner) return;
    await (await loadRuntime()).TABLE_API.shoot(this.actor as never, { weapon, event });
  }

  static async #onReload(this: CharacterSheet, _event: PointerEvent, target: HTMLElement) {
    const weapon = target.dataset.itemId;
    if (!weapon || !this.actor.isOwner) return;
    await (await loadRuntime()).TABLE_API.reload(this.actor as never, weapon);
  }

  static async #onChallenge(this: CharacterSheet, event: PointerEvent) {
    if (this.actor.isOwner) await (await loadRuntime()).TABLE_API.challenge(this.actor as never, event);
  }

  static async #onRecovery(this: CharacterSheet) {
    if (this.actor.isOwner) await (await loadRuntime()).TABLE_API.recovery(this.actor as never);
  }

  /** The Draw between this figure and the figures the user targets. */
  static async #onDraw(this: CharacterSheet, event: PointerEvent) {
    const actors = this.#withTargets();
    if (actors) await (await loadRuntime()).TABLE_API.draw(actors as never, { event });
  }

  /** Fightin' between this figure (one side) and the figures the user targets (the other). */
  static async #onMelee(this: CharacterSheet, event: PointerEvent) {
    const actors = this.#withTargets();
    if (actors) await (await loadRuntime()).TABLE_API.melee(actors as never, { event });
  }

  /** An exchange of fire: this figure fires first, at the one figure the user targets. */
  static async #onExchange(this: CharacterSheet) {
    const actors = this.#withTargets();
    if (!actors) return;
    if (actors.length !== 2) return warn(`${I18N}.Character.Actions.needOneTarget`);
    await (await loadRuntime()).TABLE_API.exchange(actors as never);
  }

  /** Moving fast moves only this figure: its roll is for it alone, not the user's selection. */
  static async #onMoveFast(this: CharacterSheet) {
    if (this.actor.isOwner) await (await loadRuntime()).TABLE_API.moveFast([this.actor] as never);
  }

  /** This figure and the user's targets (`figureWithTargets`); null, with a warning, without targets. */
  #withTargets(): Actor.Implementation[] | null {
    if (!this.actor.isOwner) return null;
    const actors = figureWithTargets<Actor.Implementation>(this.actor, game.user?.targets ?? []);
    if (actors.length > 1) return actors;
    warn(`${I18N}.Character.Actions.needTargets`, { name: this.actor.name });
    return null;
  }

  static async #onToggleFamiliar(this: CharacterSheet, _event: PointerEvent, target: HTMLElement) {
    const weapon = target.dataset.weapon;
    if (!weapon) return;
    const list = new Set((this.actor.system as unknown as CharacterSource).familiarWeapons as string[]);
    if (list.has(weapon)) list.delete(weapon);
    else list.add(weapon);
    await updateDocument(this.actor, { "system.familiarWeapons": [...list] });
  }
}

function isReactionTest(test: string): test is ReactionTest {
  return (REACTION_TESTS as readonly string[]).includes(test);
}
