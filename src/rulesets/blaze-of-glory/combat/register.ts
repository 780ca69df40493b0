import { I18N, SYSTEM_ID, templatePath } from "../../../config";
import { activationDice } from "../dice-purposes";
import { activationCard } from "../chat/cards";
import { doublesReloads, type SideFigure } from "./doubles-reload";
import { rollAndPost } from "../../../shell/chat/post";
import { lazyTableApi, loadRuntime } from "../load";
import { figureFromActor } from "../table/document";
import { isDisabled } from "../table/figure";
import {
  fgame,
  fv,
  localize,
  notify,
  type FActor,
  type FCombat,
  type FCombatant,
} from "../../../shell/foundry";
import { controlledActors, isQuickAction, quickActionRunner, quickActions } from "../table/quick-actions";
import { needsRecovery } from "../table/tests-flow";
import { rollEncounterDrunkards, rollTurnActivationChecks } from "./attribute-checks";
import { combatantGuidance, decideForCombatant, withGuidance } from "./opposition";
import {
  currentUnit,
  rollActivationPlan,
  sideColour,
  toggleDone,
  trackerView,
  withUnitActions,
  type ActivationPlan,
  type ActivationState,
  type CombatantInfo,
  type SideInfo,
} from "./activation";
import { deploymentScene, markersOn } from "../deployment/scene";

/**
 * Activation in the combat tracker. Sides are the Combat's CombatantGroups when there are two or
 * more; otherwise the tokens' dispositions. The GM rolls (or a new round rolls on the active GM's
 * client); the state lives in the Combat's flags, which only a GM may write. The panel is added
 * to the core tracker in `renderCombatTracker`, since whether V13's core tracker shows groups at
 * all is UNCONFIRMED.
 */

const DISPOSITIONS: Record<string, string> = {
  "1": "friendly",
  "0": "neutral",
  "-1": "hostile",
  "-2": "secret",
};

function groupIdOf(c: FCombatant): string | null {
  if (typeof c.group === "string") return c.group;
  if (c.group && typeof c.group === "object") return c.group.id;
  return c.groupId ?? null;
}

export function sidesOf(combat: FCombat): { sides: SideInfo[]; combatants: CombatantInfo[] } {
  const combatants = [...combat.combatants];
  const groups = combat.groups ? [...combat.groups] : [];
  const useGroups = groups.length >= 2 && combatants.some((c) => groupIdOf(c));
  const sides: SideInfo[] = [];
  const sideOf = (c: FCombatant): string => {
    if (useGroups) return groupIdOf(c) ?? "none";
    return DISPOSITIONS[String(c.token?.disposition ?? 0)] ?? "neutral";
  };
  const seen = new Set<string>();
  for (const c of combatants) {
    const id = sideOf(c);
    if (seen.has(id)) continue;
    seen.add(id);
    const group = useGroups ? groups.find((g) => g.id === id) : undefined;
    const colour = (group?.getFlag?.(SYSTEM_ID, "colour") as string | undefined) ?? sideColour(sides.length);
    sides.push({
      id,
      name: group?.name ?? localize(`${I18N}.Combat.Side.${id}`),
      colour,
    });
  }
  const infos: CombatantInfo[] = combatants.map((c) => {
    const figure = c.actor ? figureFromActor(c.actor) : null;
    const unit = c.getFlag(SYSTEM_ID, "unit");
    const info: CombatantInfo = {
      id: c.id,
      name: c.name,
      rep: figure?.system.rep ?? 4,
      disabled: c.defeated || (figure ? isDisabled(figure) : false),
      outfitLeader: c.getFlag(SYSTEM_ID, "outfitLeader") === true,
      side: sideOf(c),
    };
    if (typeof unit === "string" && unit) info.unit = unit;
    if (figure?.drunk) info.drunk = figure.drunk;
    return info;
  });
  return { sides, combatants: infos };
}

/** Each combatant's figure with its side and weapons (what a held side may reload). */
function sideFigures(combat: FCombat, infos: readonly CombatantInfo[]): SideFigure[] {
  const sideOf = new Map(infos.map((c) => [c.id, c.side]));
  return [...combat.combatants].flatMap((c) => {
    if (!c.actor) return [];
    const f = figureFromActor(c.actor);
    return f ? [{ side: sideOf.get(c.id) ?? "", uuid: f.uuid, name: f.name, weapons: f.weapons }] : [];
  });
}

/** Whether the scene the deployment steps use holds a "They're over here!" pile. */
function deploymentPileOnScene(): boolean {
  const scene = deploymentScene();
  return scene !== null && markersOn(scene).length > 0;
}

export async function rollCombatActivation(combat: FCombat): Promise<void> {
  const { sides, combatants } = sidesOf(combat);
  if (sides.length < 2) return;
  // The encounter's first roll is its start: the Drunkards see how drunk they are first (L3075).
  const drunk = await rollEncounterDrunkards(combat);
  const names = Object.fromEntries(combatants.map((c) => [c.id, c.name]));
  const figures = sideFigures(combat, combatants);
  let plan!: ActivationPlan;
  await rollAndPost(
    (src) => rollActivationPlan(src, sides, combatants),
    (p) => activationDice(p.activation),
    (p) => {
      plan = p;
      // Doubles: a held side's figures may still reload; the card offers each reload as a button.
      const followUps = doublesReloads(
        p.turn.blocked.map((b) => b.side),
        figures,
      );
      return {
        template: "chat/activation.hbs",
        context: activationCard(p, sides, names, followUps, { deploymentPile: deploymentPileOnScene() }),
        kind: "activation",
        followUps,
        alias: localize(`${I18N}.Combat.Activation`),
      };
    },
    Object.fromEntries(sides.map((s) => [s.id, s.colour])),
  );
  // Those about to become active who must check first (Dead drunk, Touched in the Head).
  const checks = await rollTurnActivationChecks(combat, plan, drunk);
  const state: ActivationState = { round: combat.round, dice: plan.activation.dice, done: [], checks };
  await combat.setFlag(SYSTEM_ID, "activation", state);
}

/** Each combatant's side, as `sidesOf` reads it. */
function combatantSide(combat: FCombat): (combatantId: string) => string {
  const sides = new Map(sidesOf(combat).combatants.map((c) => [c.id, c.side]));
  return (id) => sides.get(id) ?? "";
}

/** The tracker's view of `combat` now, as the panel shows it to this user. */
function currentView(combat: FCombat) {
  const { sides, combatants } = sidesOf(combat);
  const state = (combat.getFlag(SYSTEM_ID, "activation") as ActivationState | undefined) ?? null;
  return { sides, view: trackerView(sides, combatants, state, combat.round) };
}

/** The actors of a unit's combatants that this user owns (a GM owns them all), leader first. */
function ownedActors(combat: FCombat, ids: readonly string[]): FActor[] {
  const byId = new Map([...combat.combatants].map((c) => [c.id, c]));
  const out: FActor[] = [];
  for (const id of ids) {
    const a = byId.get(id)?.actor;
    if (a?.isOwner && a.type === "character" && !out.includes(a)) out.push(a);
  }
  return out;
}

/**
 * A click on a unit's action button: the unit must still be the acting side's and not done (the
 * tracker may be stale). The figure acting is the unit's figure the user has selected on the
 * canvas, else its first own figure (the leader); moving fast moves all of the user's figures in
 * the unit.
 */
export async function actFromTracker(
  combat: FCombat,
  button: { unit?: string; act?: string },
  event?: { shiftKey?: boolean } | null,
): Promise<unknown> {
  const action = button.act;
  if (!isQuickAction(action)) return null;
  const unit = currentUnit(currentView(combat).view, button.unit ?? "");
  // A figure whose check on becoming active failed this turn does not act.
  const mine = unit ? ownedActors(combat, unit.active) : [];
  if (!unit || mine.length === 0) {
    notify("warn", `${I18N}.Act.NotNow`);
    return null;
  }
  const selected = controlledActors();
  const actor = mine.find((a) => selected.includes(a)) ?? mine[0]!;
  return quickActionRunner(lazyTableApi())(actor, action, event, mine);
}

export async function onRenderCombatTracker(_app: unknown, html: HTMLElement): Promise<void> {
  const combat = fgame().combat;
  html.querySelector(".six-gun-sound.sgs-activation")?.remove();
  if (!combat) return;
  const { sides, view } = currentView(combat);
  const isGM = fgame().user.isGM;
  const acting = withUnitActions(view, (ids) => ownedActors(combat, ids).length > 0);
  // The GM sees what the book makes each figure the system runs do (issue 15).
  const sideOf = combatantSide(combat);
  const markup = await fv().foundry.applications.handlebars.renderTemplate(
    templatePath("combat/activation.hbs"),
    {
      isGM,
      needsSides: sides.length < 2,
      view: isGM ? withGuidance(acting, (id) => combatantGuidance(combat, sideOf, id)) : acting,
      actions: quickActions(),
    },
  );
  const wrapper = document.createElement("div");
  wrapper.innerHTML = markup;
  const panel = wrapper.firstElementChild as HTMLElement | null;
  if (!panel) return;
  const anchor = html.querySelector(".combat-tracker-header, header") ?? html.firstElementChild;
  if (anchor?.parentElement) anchor.insertAdjacentElement("afterend", panel);
  else html.prepend(panel);
  // The acting side's action buttons, for every user who owns one of its figures.
  panel.addEventListener("click", (e) => {
    const button = (e.target as HTMLElement | null)?.closest?.<HTMLElement>("[data-sgs-combat='act']");
    if (!button) return;
    e.preventDefault();
    void actFromTracker(combat, button.dataset, e).catch((err) =>
      console.error("six-gun-sound | tracker action", err),
    );
  });
  if (!isGM) return;
  panel.querySelectorAll<HTMLButtonElement>("[data-sgs-combat='decide']").forEach((button) =>
    button.addEventListener("click", (e) => {
      e.preventDefault();
      void decideForCombatant(combat, sideOf, button.dataset.combatant ?? "").catch((err) =>
        console.error("six-gun-sound | decide", err),
      );
    }),
  );
  panel.querySelector<HTMLButtonElement>("[data-sgs-combat='roll']")?.addEventListener("click", (e) => {
    e.preventDefault();
    void rollCombatActivation(combat).catch((err) => console.error("six-gun-sound | activation", err));
  });
  panel.querySelectorAll<HTMLInputElement>("[data-sgs-combat='done']").forEach((box) =>
    box.addEventListener("change", () => {
      const current = combat.getFlag(SYSTEM_ID, "activation") as ActivationState | undefined;
      if (!current) return;
      void combat.setFlag(SYSTEM_ID, "activation", toggleDone(current, box.dataset.unit ?? "", box.checked));
    }),
  );
}

export function registerCombat(): void {
  const { Hooks } = fv();
  Hooks.on("renderCombatTracker", ((app: unknown, html: HTMLElement) => {
    void onRenderCombatTracker(app, html).catch((err) => console.error("six-gun-sound | tracker", err));
  }) as never);
  // A new turn rolls again (on the active GM's client only).
  Hooks.on("updateCombat", ((combat: FCombat, changed: Record<string, unknown>) => {
    if (!("round" in changed) || !fgame().users.activeGM?.isSelf || !combat.started) return;
    void rollCombatActivation(combat).catch((err) => console.error("six-gun-sound | activation", err));
  }) as never);
  // The battle is over: after-battle recovery for every figure that ended Out of the Fight.
  Hooks.on("deleteCombat", ((combat: FCombat) => {
    if (!fgame().users.activeGM?.isSelf || !combat.started) return;
    void recoverAll(combat).catch((err) => console.error("six-gun-sound | recovery", err));
  }) as never);
}

/** After-battle recovery (each figure's own error is told, and the others still recover). */
async function recoverAll(combat: FCombat): Promise<void> {
  for (const c of [...combat.combatants]) {
    const f = c.actor ? figureFromActor(c.actor) : null;
    if (f && needsRecovery(f.system.encounter)) await (await loadRuntime()).recovery(c.actor!);
  }
}
