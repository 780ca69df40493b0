import type { Fraction } from "../../../rules/core";
import { oddsText as odds, type OddsText as OddsView } from "../../../shell/chat/odds";
import { I18N } from "../../../config";
import type { ActionGroup, FollowUp, TableAction } from "../table/actions";

/**
 * Small view helpers shared by every card: exact odds as text, dice as badges, the changes an
 * "Apply" button makes and the follow-up buttons. Everything returns plain data and localization
 * keys; the templates localize.
 */

export { odds, type OddsView };

/** One line of odds: what may happen, its exact chance. */
export interface OddsLine extends OddsView {
  label: string;
  /** The number the label names ({n}), if any. */
  n?: number;
}

export const line = (label: string, chance: Fraction): OddsLine => ({ ...odds(chance), label });

/** One result either of two figures may have, with each one's chance (a pairing's grid row). */
export interface SidesLine {
  label: string;
  a: OddsView;
  b: OddsView;
}

export const sides = (label: string, a: Fraction, b: Fraction): SidesLine => ({
  label,
  a: odds(a),
  b: odds(b),
});

export interface DieView {
  face: number;
  /** "pass" / "fail" against a target, or "" when the die is not read that way. */
  state: "pass" | "fail" | "";
}

export function passDice(faces: readonly number[], target: number): DieView[] {
  return faces.map((face) => ({ face, state: face <= target ? "pass" : "fail" }));
}

/** Pool dice (the Draw, Fightin'): 1–3 pass. */
export function poolDice(faces: readonly number[]): DieView[] {
  return passDice(faces, 3);
}

export function plainDice(faces: readonly number[]): DieView[] {
  return faces.map((face) => ({ face, state: "" }));
}

export interface ChangeView {
  key: string;
  nameKey: string;
  value: string;
  n: string;
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

/** One line of an "Apply" group: `Table.Change.<key>` naming `Table.<name>`, with a number or a weapon. */
function change(key: string, name: string, n = "", value = ""): ChangeView {
  return { key: `${I18N}.Table.Change.${key}`, nameKey: `${I18N}.Table.${name}`, value, n };
}

/** One change an "Apply" button makes; an ammunition change names its weapon. */
export function changeView(action: TableAction, weaponNames: Record<string, string> = {}): ChangeView {
  switch (action.type) {
    case "encounter":
      return change(action.value ? "flagOn" : "flagOff", `Flag.${action.flag}`);
    case "stat":
      return change("stat", `Stat.${action.stat}`, signed(action.delta));
    case "wound":
      return change(
        action.gutShot ? "gutShot" : "wound",
        `Location.${action.location}`,
        signed(action.count),
      );
    case "ammo":
      return change("ammo", `Ammo.${action.ammo}`, "", action.weaponName ?? weaponNames[action.item] ?? "");
    case "memo":
      return change(action.value ? "toughUsed" : "flagOff", `Flag.${action.key}`);
    case "drunk":
      return change(action.state ? "drunk" : "sober", `Drunk.${action.state ?? "sober"}`);
    case "mount":
      // The mount's wound, else where it now stands; its names are the mount sheet's own.
      return {
        key: `${I18N}.Table.Change.${action.status ? "mountStatus" : "mountState"}`,
        nameKey: action.status
          ? `${I18N}.MountStatus.${action.status}`
          : `${I18N}.MountState.${action.state}`,
        value: "",
        n: "",
      };
  }
}

export interface GroupView {
  id: string;
  label: string;
  name: string;
  auto: boolean;
  changes: ChangeView[];
}

export function groupView(group: ActionGroup, weaponNames: Record<string, string> = {}): GroupView {
  return {
    id: group.id,
    label: group.label,
    name: group.name,
    auto: group.auto,
    changes: group.actions.map((a) => changeView(a, weaponNames)),
  };
}

/** The "Apply" groups of a card, ammunition changes naming their weapon. */
export function groupViews(
  groups: readonly ActionGroup[],
  weaponNames: Record<string, string> = {},
): GroupView[] {
  return groups.map((g) => groupView(g, weaponNames));
}

export interface FollowUpView {
  index: number;
  label: string;
  name: string;
  detail: string;
  reason: string;
}

/** The button label of each follow-up that is not a reaction test (those name their test). */
const FOLLOW_UP_LABEL = {
  shoot: "returnFire",
  recovery: "recovery",
  redraw: "redraw",
  followLeader: "followLeader",
  rollOff: "rollOff",
  melee: "melee",
  reload: "reload",
} as const;

export function followUpView(f: FollowUp, index: number): FollowUpView {
  return {
    index,
    label:
      f.type === "reaction"
        ? `${I18N}.Table.Test.${f.test}`
        : f.type === "ride"
          ? `${I18N}.Ride.Test.${f.test}`
          : `${I18N}.Chat.FollowUp.${FOLLOW_UP_LABEL[f.type]}`,
    name: f.name,
    detail:
      f.type === "shoot"
        ? f.targetName
        : f.type === "melee"
          ? f.opponentName
          : f.type === "rollOff"
            ? f.testerName
            : f.type === "followLeader"
              ? f.leaderName
              : f.type === "reload"
                ? f.weaponName
                : "",
    reason: f.reason,
  };
}

/**
 * One line of a card's headline: what happened, to whom, in one sentence. `key` is a
 * `Chat.Head.*` sentence; `what` and `where` are localization keys filled into it, `name` and
 * `target` figure names, `n` a number. `tone` colours the line (bad news for the figure named
 * in red, a miss or a pass in green).
 */
export interface HeadlineView {
  key: string;
  name: string;
  target: string;
  what: string;
  where: string;
  n: string;
  tone: "bad" | "good" | "";
  /** The key has a form per plural category, picked by `n` (the template's `sgsPluralKey`). */
  counted?: boolean;
}

export function headline(
  key: string,
  parts: Partial<Omit<HeadlineView, "key" | "n">> & { n?: string | number } = {},
): HeadlineView {
  return {
    key: `${I18N}.Chat.Head.${key}`,
    name: parts.name ?? "",
    target: parts.target ?? "",
    what: parts.what ?? "",
    where: parts.where ?? "",
    n: parts.n === undefined ? "" : String(parts.n),
    tone: parts.tone ?? "",
  };
}

/** A figure named with what befell him: "is hit: Chest, Obviously Dead" or "Missed". */
export function fateHeadline(name: string, outcome: string, location: string | null): HeadlineView {
  const what = `${I18N}.Outcome.Target.${outcome}`;
  const hurt = HURT.has(outcome);
  if (hurt && location) return headline("isHit", { name, what, where: location, tone: "bad" });
  return headline("fate", { name, what, tone: hurt ? "bad" : "good" });
}

/** Outcomes that leave a figure hurt (or worse): the headline says "is hit". */
const HURT = new Set(["scratch", "wounded", "outOfTheFight", "obviouslyDead", "cheatedDeath"]);
