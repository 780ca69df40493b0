import { sequenceDice } from "../src/rules/core";
import { chooseByWeight, npcOptions, type OppositionState } from "../src/rules/blaze-of-glory/opposition";
import {
  rollActivationPlan,
  sideColour,
  trackerView,
  withUnitActions,
  type CombatantInfo,
  type SideInfo,
} from "../src/rulesets/blaze-of-glory/combat/activation";
import { decideCard, guidanceView, withGuidance } from "../src/rulesets/blaze-of-glory/combat/opposition";
import { quickActions } from "../src/rulesets/blaze-of-glory/table/quick-actions";

/**
 * The system playing the other side (issue 15): the GM's activation panel when the side the game
 * runs is acting (each of its figures with what the book makes it do, its open choices and the
 * Decide button), and the cards the weighted die posts: a choice thrown on the die, and one left
 * with a single choice that needs no roll. Built with the same pure steps as the live tracker.
 */

const sides: SideInfo[] = [
  { id: "posse", name: "The Posse", colour: sideColour(0) },
  { id: "gang", name: "The Clanton Gang (run by the game)", colour: sideColour(1) },
];
const combatants: CombatantInfo[] = [
  { id: "c1", name: "J.B. Jones", rep: 5, disabled: false, outfitLeader: true, side: "posse" },
  { id: "c2", name: "Ike Clanton", rep: 4, disabled: false, outfitLeader: true, side: "gang", unit: "g" },
  { id: "c3", name: "Billy Clanton", rep: 4, disabled: false, outfitLeader: false, side: "gang", unit: "g" },
  { id: "c4", name: "Frank McLaury", rep: 4, disabled: false, outfitLeader: false, side: "gang" },
  { id: "c5", name: "Tom McLaury", rep: 3, disabled: false, outfitLeader: false, side: "gang" },
];

/** Each gang member's state on the sheet: one ducked back and hidden, one runaway, one fumbling. */
const STATES: Record<string, OppositionState> = {
  c2: { hasLoadedWeapon: true, enemyInSight: true, enemyInChargeReach: true },
  c3: { hasLoadedWeapon: true, enemyInSight: true, duckBack: true, hidden: true },
  c4: { hasLoadedWeapon: true, runaway: true },
  c5: { hasLoadedWeapon: false, fumbling: true },
};
const names = Object.fromEntries(combatants.map((c) => [c.id, c.name]));

function panel() {
  // The gang's 3 beats the posse's 2: it acts first, every member (Rep 3 or more) with it.
  const act = rollActivationPlan(sequenceDice(2, 3), sides, combatants);
  const view = withUnitActions(
    trackerView(sides, combatants, { round: 2, dice: act.activation.dice, done: [] }, 2),
    () => true,
  );
  return {
    isGM: true,
    needsSides: false,
    actions: quickActions(),
    view: withGuidance(view, (id) =>
      STATES[id] ? guidanceView(id, names[id]!, npcOptions(STATES[id]!)) : null,
    ),
  };
}

export function buildPages() {
  const ike = npcOptions(STATES.c2!);
  const billy = npcOptions(STATES.c3!);
  const decided = decideCard("Ike Clanton", chooseByWeight(sequenceDice(6), ike.options));
  const hidden = decideCard("Billy Clanton", chooseByWeight(sequenceDice(9), billy.options));
  const single = decideCard(
    "Tom McLaury",
    chooseByWeight(sequenceDice(1), ["advance", "takeCover"], { advance: 0 }),
  );
  return (["light", "dark"] as const).flatMap((theme) => [
    {
      id: `opposition-panel-${theme}`,
      title: `Combat tracker: the side the game runs, with its guidance (${theme})`,
      theme,
      kind: "window" as const,
      templates: ["combat/activation.hbs"],
      sheet: { classes: ["six-gun-sound", "sgs-tracker-window"], width: 300, height: 760, parts: {} },
      windowTitle: "Combat Tracker",
      context: panel() as unknown as Record<string, unknown>,
    },
    ...[
      { key: "decide", label: "the weighted die picks", context: decided, height: 420 },
      { key: "decide-hidden", label: "a hidden figure's choice", context: hidden, height: 420 },
      { key: "decide-single", label: "one choice left, no roll", context: single, height: 340 },
    ].map((s) => ({
      id: `opposition-${s.key}-${theme}`,
      title: `Chat: the game decides, ${s.label} (${theme})`,
      theme,
      kind: "chat" as const,
      templates: ["chat/opposition-decide.hbs"],
      speaker: s.context.name,
      height: s.height,
      context: s.context as unknown as Record<string, unknown>,
    })),
  ]);
}
