import { I18N } from "../../../config";
import { OUTFIT_SHEET, windowOptions, sheetParts } from "./sheet-specs";
import { outfitView, type OutfitMemberRef } from "./outfit-context";
import {
  SixGunActorSheet,
  actorRef,
  enrich,
  loadDocument,
  updateDocument,
  warn,
} from "../../../shell/sheets/base-sheets";
import { mergeArrayEdits } from "../../../shell/sheets/form-arrays";
import type { OutfitSource } from "../data/source-types";
import { loadRuntime } from "../load";

/** An outfit: members (drag actors in), the Outfit Leader, groups and their leaders, the Diary. */
export class OutfitSheet extends SixGunActorSheet {
  static override DEFAULT_OPTIONS = {
    ...windowOptions(OUTFIT_SHEET),
    actions: {
      removeMember: OutfitSheet.#onRemoveMember,
      addGroup: OutfitSheet.#onAddGroup,
      removeGroup: OutfitSheet.#onRemoveGroup,
      addEntry: OutfitSheet.#onAddEntry,
      removeEntry: OutfitSheet.#onRemoveEntry,
      campaignNew: OutfitSheet.#onCampaignNew,
      campaignStep: OutfitSheet.#onCampaignStep,
      campaignPlay: OutfitSheet.#onCampaignPlay,
      campaignRecover: OutfitSheet.#onCampaignRecover,
      campaignFree: OutfitSheet.#onCampaignFree,
      campaignCall: OutfitSheet.#onCampaignCall,
    },
  };

  static override PARTS = sheetParts(OUTFIT_SHEET);

  private get outfit(): OutfitSource {
    return this.actor.system as unknown as OutfitSource;
  }

  override async _prepareContext(options: never) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const system = this.outfit;
    const members: OutfitMemberRef[] = await Promise.all(
      system.members.map(async (m) => {
        const doc = await loadDocument<Actor.Implementation>(m.uuid);
        const ref = (await actorRef(m.uuid))!;
        const figure =
          doc?.type === "character" ? (doc.system as unknown as { profession: string; rep: number }) : null;
        return {
          ...ref,
          typeLabel: `TYPES.Actor.${doc?.type ?? "character"}`,
          profession: figure?.profession ?? null,
          rep: figure?.rep ?? null,
        };
      }),
    );
    // The campaign's view comes with the runtime chunk, loaded only for an outfit that has a campaign.
    // Brothers on its record but not on the outfit are kept away: the panel may call them.
    const onOutfit = new Set(system.members.map((m) => m.uuid));
    const recorded = (system.campaign as { brothers?: unknown } | null)?.brothers;
    const away = await Promise.all(
      (Array.isArray(recorded) ? recorded : [])
        .filter((who): who is string => typeof who === "string" && !onOutfit.has(who))
        .map(async (who) => ({ who, name: (await actorRef(who))?.name ?? who })),
    );
    const campaign = system.campaign
      ? (await loadRuntime()).campaignPanel(
          system.campaign,
          (key, data) => game.i18n!.format(key, data as never),
          away,
        )
      : null;
    return {
      ...context,
      actor,
      campaign,
      campaignGm: game.user?.isGM === true,
      ...outfitView({
        actor: { name: actor.name, img: actor.img ?? "" },
        system,
        members,
        mode: this.mode,
        editable: this.isEditable,
        notesHTML: await enrich(system.notes, actor, actor.isOwner),
        lang: game.i18n?.lang,
      }),
    };
  }

  /** Index-named array inputs edit one element; keep the rest of each element. */
  override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: never) {
    const data = super._processFormData(event, form, formData) as Record<string, unknown>;
    mergeArrayEdits(data, { system: this.actor.system }, ["system.groups", "system.diary.entries"]);
    return data;
  }

  override async _onRender(context: never, options: never) {
    await super._onRender(context, options);
    this.bindChange("select[data-member-index]", (el) => {
      const index = Number(el.dataset.memberIndex);
      const members = this.outfit.members.map((m, i) => (i === index ? { ...m, group: el.value } : { ...m }));
      return updateDocument(this.actor, { "system.members": members });
    });
    this.bindChange("select[data-group-index]", (el) => {
      const index = Number(el.dataset.groupIndex);
      const groups = this.outfit.groups.map((g, i) =>
        i === index ? { ...g, leader: el.value || null } : { ...g },
      );
      return updateDocument(this.actor, { "system.groups": groups });
    });
  }

  /** Figures, mounts and vehicles dropped on the outfit join it (an outfit cannot join itself). */
  async _onDropActor(_event: DragEvent, actor: Actor.Implementation) {
    if (!this.isEditable || actor.uuid === this.actor.uuid || actor.type === "outfit") return null;
    const members = this.outfit.members.map((m) => ({ ...m }));
    if (members.some((m) => m.uuid === actor.uuid)) {
      warn(`${I18N}.Drop.already`, { name: actor.name });
      return null;
    }
    members.push({ uuid: actor.uuid, group: "" });
    const update: Record<string, unknown> = { "system.members": members };
    if (!this.outfit.leader && actor.type === "character") update["system.leader"] = actor.uuid;
    return updateDocument(this.actor, update);
  }

  static async #onRemoveMember(this: OutfitSheet, _event: PointerEvent, target: HTMLElement) {
    const index = Number(target.dataset.index);
    const removed = this.outfit.members[index]?.uuid;
    const update: Record<string, unknown> = {
      "system.members": this.outfit.members.filter((_, i) => i !== index),
      "system.groups": this.outfit.groups.map((g) =>
        g.leader === removed ? { ...g, leader: null } : { ...g },
      ),
    };
    if (this.outfit.leader === removed) update["system.leader"] = null;
    await updateDocument(this.actor, update);
  }

  static async #onCampaignNew(this: OutfitSheet) {
    await (await loadRuntime()).startCampaign(this.actor as never);
  }

  static async #onCampaignStep(this: OutfitSheet, _event: PointerEvent, target: HTMLElement) {
    const step = target.dataset.step as Parameters<
      Awaited<ReturnType<typeof loadRuntime>>["campaignStep"]
    >[1];
    await (await loadRuntime()).campaignStep(this.actor as never, step);
  }

  static async #onCampaignPlay(this: OutfitSheet) {
    await (await loadRuntime()).playCampaignEncounter(this.actor as never);
  }

  static async #onCampaignRecover(this: OutfitSheet, _event: PointerEvent, target: HTMLElement) {
    const uuid = target.dataset.uuid;
    if (uuid) await (await loadRuntime()).campaignRecovery(this.actor as never, uuid);
  }

  static async #onCampaignFree(this: OutfitSheet, _event: PointerEvent, target: HTMLElement) {
    const who = target.dataset.who;
    if (who) await (await loadRuntime()).freeCampaignPrisoner(this.actor as never, who);
  }

  static async #onCampaignCall(this: OutfitSheet, _event: PointerEvent, target: HTMLElement) {
    const who = target.dataset.who;
    if (who) await (await loadRuntime()).callCampaignBrother(this.actor as never, who);
  }

  static async #onAddGroup(this: OutfitSheet) {
    const group = {
      id: foundry.utils.randomID(),
      name: game.i18n!.localize(`${I18N}.Outfit.newGroup`),
      leader: null,
    };
    await updateDocument(this.actor, {
      "system.groups": [...this.outfit.groups.map((g) => ({ ...g })), group],
    });
  }

  static async #onRemoveGroup(this: OutfitSheet, _event: PointerEvent, target: HTMLElement) {
    const index = Number(target.dataset.index);
    const id = this.outfit.groups[index]?.id;
    await updateDocument(this.actor, {
      "system.groups": this.outfit.groups.filter((_, i) => i !== index),
      "system.members": this.outfit.members.map((m) => (m.group === id ? { ...m, group: "" } : { ...m })),
    });
  }

  static async #onAddEntry(this: OutfitSheet) {
    const entries = this.outfit.diary.entries.map((e) => ({ ...e }));
    entries.push({ title: game.i18n!.localize(`${I18N}.Outfit.newEntry`), kills: 0, text: "" });
    await updateDocument(this.actor, { "system.diary.entries": entries });
  }

  static async #onRemoveEntry(this: OutfitSheet, _event: PointerEvent, target: HTMLElement) {
    const index = Number(target.dataset.index);
    await updateDocument(this.actor, {
      "system.diary.entries": this.outfit.diary.entries.filter((_, i) => i !== index),
    });
  }
}
