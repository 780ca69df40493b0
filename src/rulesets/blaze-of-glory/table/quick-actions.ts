import { I18N } from "../../../config";
import { fgame, fv, notify, type FActor, type FToken } from "../../../shell/foundry";
import type { lazyTableApi } from "../load";

/**
 * The table's actions as buttons: the token HUD's palette and the combat tracker's row for the side
 * whose turn it is both offer these, and both start them here. Startup code: only types come from
 * the runtime, and each click reaches it through `game.sixGunSound`'s lazy entry points.
 */

export const QUICK_ACTIONS = [
  "shoot",
  "reload",
  "draw",
  "melee",
  "exchange",
  "moveFast",
  "startFire",
] as const;
export type QuickAction = (typeof QUICK_ACTIONS)[number];

export interface QuickActionInfo {
  id: QuickAction;
  /** Localization key of the button's label. */
  label: string;
  /** Font Awesome classes of its icon. */
  icon: string;
}

const INFO: Record<QuickAction, Omit<QuickActionInfo, "id">> = {
  shoot: { label: `${I18N}.Table.Shoot`, icon: "fa-solid fa-crosshairs" },
  reload: { label: `${I18N}.Table.Reload`, icon: "fa-solid fa-rotate-right" },
  draw: { label: `${I18N}.Table.Draw`, icon: "fa-solid fa-hand" },
  melee: { label: `${I18N}.Table.Melee`, icon: "fa-solid fa-hand-fist" },
  exchange: { label: `${I18N}.Act.Exchange`, icon: "fa-solid fa-arrow-right-arrow-left" },
  moveFast: { label: `${I18N}.Table.MoveFast`, icon: "fa-solid fa-person-running" },
  startFire: { label: `${I18N}.Act.StartFire`, icon: "fa-solid fa-fire" },
};

/** Every action with its label and icon, in the order the buttons show them. */
export function quickActions(): QuickActionInfo[] {
  return QUICK_ACTIONS.map((id) => ({ id, ...INFO[id] }));
}

export function isQuickAction(value: unknown): value is QuickAction {
  return (QUICK_ACTIONS as readonly unknown[]).includes(value);
}

/** The entry points a quick action calls: `game.sixGunSound` (lazy) or the runtime's own. */
export type QuickActionApi = Pick<
  ReturnType<typeof lazyTableApi>,
  "shoot" | "reload" | "draw" | "melee" | "exchange" | "moveFast" | "startFire"
>;

/** The actors of the user's targeted tokens, each once, without `acting`. */
export function targetedActors(acting: readonly FActor[] = []): FActor[] {
  const out: FActor[] = [];
  for (const t of fgame().user.targets ?? []) {
    const a = t.actor;
    if (a && !acting.includes(a) && !out.includes(a)) out.push(a);
  }
  return out;
}

/** The actors of the tokens this user has selected on the canvas, each once. */
export function controlledActors(): FActor[] {
  const canvas = fv().canvas as { tokens?: { controlled?: FToken[] } } | null;
  const out: FActor[] = [];
  for (const t of canvas?.tokens?.controlled ?? []) if (t.actor && !out.includes(t.actor)) out.push(t.actor);
  return out;
}

/** The figure carries a weapon that is not loaded (fumbling, must reload, out of ammunition). */
export function needsReload(actor: FActor): boolean {
  return [...actor.items].some((i) => i.type === "weapon" && i.system.ammo !== "loaded");
}

export interface QuickActionContext {
  /** The figure that acts (the HUD's token, the tracker unit's figure). */
  actor: FActor;
  /** The figures moving fast together (default: the selected ones when `actor` is among them). */
  movers?: FActor[];
  event?: { shiftKey?: boolean } | null;
}

/**
 * Starts `action` for `ctx.actor`: a shot at the user's targets, the Draw or Fightin' against them,
 * an exchange of fire with the one target. Without the target an action needs, the user is told
 * what to do and nothing else happens. Never throws (the entry points report their own errors).
 */
export async function runQuickAction(
  api: QuickActionApi,
  action: QuickAction,
  ctx: QuickActionContext,
): Promise<unknown> {
  try {
    const { actor } = ctx;
    const event = ctx.event ?? undefined;
    const targets = targetedActors([actor]);
    switch (action) {
      case "shoot":
        return await api.shoot(actor, { event });
      case "reload":
        // The entry point reloads the first weapon that needs it, and says nothing when none does.
        if (!needsReload(actor)) return notify("info", `${I18N}.Act.NothingToReload`, { name: actor.name });
        return await api.reload(actor);
      case "draw":
      case "melee":
        if (targets.length === 0) return notify("warn", `${I18N}.Act.NeedTarget`);
        return await api[action]([actor, ...targets], { event });
      case "exchange":
        if (targets.length !== 1) return notify("warn", `${I18N}.Act.NeedOneTarget`);
        return await api.exchange([actor, targets[0]!]);
      case "moveFast": {
        const selected = controlledActors();
        const movers = ctx.movers ?? (selected.includes(actor) ? selected : [actor]);
        return await api.moveFast(movers);
      }
      case "startFire":
        // Its dialog asks what is set alight (Shift-click keeps the defaults).
        return await api.startFire({ event });
    }
  } catch (error) {
    console.error(`six-gun-sound | ${action}`, error);
    return null;
  }
}

/** The handler the token HUD and the tracker call: `runQuickAction` on `game.sixGunSound`'s entries. */
export function quickActionRunner(api: QuickActionApi) {
  return (actor: FActor, action: QuickAction, event?: QuickActionContext["event"], movers?: FActor[]) =>
    runQuickAction(api, action, { actor, event, ...(movers ? { movers } : {}) });
}
