import { I18N } from "../../../config";
import {
  OPPOSITION_WEIGHTS_TABLE,
  chooseByWeight,
  npcOptions,
  readOppositionWeights,
  type OppositionGuidance,
  type OppositionState,
  type WeightedChoice,
} from "../../../rules/blaze-of-glory/opposition";
import { rollAndPost } from "../../../shell/chat/post";
import { gmLookup } from "../../../shell/gm-tables/store";
import { fgame, notify, type FActor } from "../../../shell/foundry";
import { distanceBetween, tokenOf } from "../../../shell/table-entry";
import { figureFromActor } from "../table/document";
import type { TableFigure } from "../table/figure";
import { isSystemRun } from "../table/system-run";
import type { SideView, TrackerView, UnitView } from "./activation";

/**
 * The tracker's guidance for figures the system runs (issue 15): when their side activates, the
 * GM's panel shows, for each, what the book makes it do (`npcOptions`) and, where it leaves a
 * choice, a Decide button that throws the weighted die (`chooseByWeight`, weights from the GM
 * table `oppositionWeights`, ours by default) and posts the die and the choice on a card.
 */

/** Our reading of "within charge reach" without measuring a move: an enemy within 8". */
export const CHARGE_REACH_INCHES = 8;

/** One system-run figure's guidance, as the panel shows it (lang keys). */
export interface FigureGuidance {
  combatant: string;
  name: string;
  forced: string | null;
  options: string[];
  notes: string[];
  source: string;
  canDecide: boolean;
}

/** What the sheet says of the figure, with what the scene says of its enemies. */
export function oppositionState(
  figure: Pick<TableFigure, "system" | "weapons">,
  enemies: { inSight: boolean; inChargeReach: boolean },
): OppositionState {
  const e = figure.system.encounter as unknown as Record<string, boolean | undefined>;
  const ammo = figure.weapons.map((w) => w.ammo);
  return {
    outOfTheFight: e.outOfTheFight === true,
    obviouslyDead: e.obviouslyDead === true,
    captured: e.captured === true,
    surrendered: e.surrendered === true,
    removedFromPlay: e.removedFromPlay === true,
    runaway: e.runaway === true,
    duckBack: e.duckBack === true,
    hidden: e.hidden === true,
    fumbling: ammo.some((a) => a === "fumbling" || a === "mustReload"),
    hasLoadedWeapon: ammo.some((a) => a === "loaded" || a === "lastShot"),
    enemyInSight: enemies.inSight,
    enemyInChargeReach: enemies.inChargeReach,
  };
}

/** The panel's lines for one figure, from the rules' guidance. */
export function guidanceView(combatant: string, name: string, g: OppositionGuidance): FigureGuidance {
  return {
    combatant,
    name,
    forced: g.forced ? `${I18N}.Opposition.Forced.${g.forced}` : null,
    options: g.options.map((o) => `${I18N}.Opposition.Option.${o}`),
    notes: g.notes.map((n) => `${I18N}.Opposition.Note.${n}`),
    source: g.source,
    canDecide: !g.forced && g.options.length > 1,
  };
}

/** A tracker view whose acting units may carry guidance. */
export type GuidedView = Omit<TrackerView, "sides"> & {
  sides: (Omit<SideView, "units"> & { units: (UnitView & { guidance?: FigureGuidance[] })[] })[];
};

/** The view with guidance on the units of the side whose turn it is (the GM's panel only). */
export function withGuidance(
  view: TrackerView,
  guidanceOf: (combatantId: string) => FigureGuidance | null,
): GuidedView {
  return {
    ...view,
    sides: view.sides.map((s) =>
      s.id !== view.current
        ? s
        : {
            ...s,
            units: s.units.map((u) => ({
              ...u,
              guidance: u.done ? [] : u.ids.flatMap((id) => guidanceOf(id) ?? []),
            })),
          },
    ),
  };
}

interface CombatantLike {
  id: string;
  name: string;
  actor: FActor | null;
}
interface CombatLike {
  combatants: Iterable<CombatantLike>;
}

/** The rules' guidance for combatant `id`, when the system runs his figure; null otherwise. */
function rulesGuidance(
  combat: CombatLike,
  sideOf: (combatantId: string) => string,
  id: string,
): { c: CombatantLike & { actor: FActor }; guidance: OppositionGuidance } | null {
  const all = [...combat.combatants];
  const c = all.find((x) => x.id === id);
  if (!c?.actor || !isSystemRun(c.actor)) return null;
  const figure = figureFromActor(c.actor);
  if (!figure) return null;
  const guidance = npcOptions(oppositionState(figure, enemiesOf(all, sideOf, c)));
  return { c: c as CombatantLike & { actor: FActor }, guidance };
}

/** What the panel shows for combatant `id`, when the system runs his figure; null otherwise. */
export function combatantGuidance(
  combat: CombatLike,
  sideOf: (combatantId: string) => string,
  id: string,
): FigureGuidance | null {
  const found = rulesGuidance(combat, sideOf, id);
  return found ? guidanceView(found.c.id, found.c.name, found.guidance) : null;
}

function enemiesOf(
  all: CombatantLike[],
  sideOf: (id: string) => string,
  me: CombatantLike,
): { inSight: boolean; inChargeReach: boolean } {
  const side = sideOf(me.id);
  const foes = all.filter((x) => x.actor && sideOf(x.id) !== side);
  const from = me.actor ? tokenOf(me.actor) : null;
  const inChargeReach = foes.some((f) => {
    const d = distanceBetween(from, f.actor ? tokenOf(f.actor) : null);
    return d !== null && d <= CHARGE_REACH_INCHES;
  });
  // Line of sight is the GM's to judge: any enemy in the fight counts as seen.
  return { inSight: foes.length > 0, inChargeReach };
}

/** The weights to roll with: the GM's table, ours where it says nothing usable. */
function weights() {
  return readOppositionWeights((key) => {
    try {
      return gmLookup(OPPOSITION_WEIGHTS_TABLE.id, key);
    } catch {
      return undefined;
    }
  });
}

/** The Decide card's view: the die, each choice's faces, and the choice. */
export function decideCard(name: string, c: WeightedChoice) {
  return {
    name,
    roll: c.roll,
    choice: `${I18N}.Opposition.Option.${c.choice}`,
    faces: c.faces.map((f) => ({
      label: `${I18N}.Opposition.Option.${f.option}`,
      range: f.weight === 0 ? "—" : f.from === f.to ? String(f.from) : `${f.from}–${f.to}`,
      chosen: f.option === c.choice,
      weight: f.weight,
    })),
  };
}

/** GM only: throws the weighted die for a system-run combatant and posts the choice. */
export async function decideForCombatant(
  combat: CombatLike,
  sideOf: (combatantId: string) => string,
  id: string,
): Promise<unknown> {
  if (!fgame().user.isGM) return null;
  // Read again: the figure may have changed since the panel was drawn.
  const found = rulesGuidance(combat, sideOf, id);
  if (!found) return notify("warn", `${I18N}.Opposition.NotRun`);
  const { c, guidance: open } = found;
  const actor = c.actor;
  if (open.forced || open.options.length === 0) return notify("info", `${I18N}.Opposition.NothingToDecide`);
  const w = weights();
  return rollAndPost(
    (src) => chooseByWeight(src, open.options, w),
    (p) =>
      p.roll ? [{ faces: p.roll.faces, purpose: "test" as const, step: "decide", owner: actor.uuid }] : [],
    (p) => ({
      template: "chat/opposition-decide.hbs",
      context: decideCard(c.name, p),
      kind: "opposition",
      actor,
    }),
  );
}
