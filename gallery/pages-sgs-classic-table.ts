import { seededDice, type DiceSource } from "../src/rules/core";
import { DEFAULT_RULES, classicRules } from "../src/rules/sgs-classic/interpretations";
import { coolnessOdds, resolveCoolnessCheck } from "../src/rules/sgs-classic/shooting";
import { reactionOdds, resolveReactionTest } from "../src/rules/sgs-classic/reactions";
import type { ClassicFigure } from "../src/rulesets/sgs-classic/table/figure-read";
import {
  defaultReactionForm,
  reactionDialogContext,
} from "../src/rulesets/sgs-classic/table/reaction-dialog";
import {
  rollShot,
  shotCardView,
  type ShotRoll,
  type ShotSetup,
} from "../src/rulesets/sgs-classic/table/shot-plan";
import { shotConsequences } from "../src/rulesets/sgs-classic/table/shot-results";
import { brawlCardView, brawlGroups, rollBrawl } from "../src/rulesets/sgs-classic/table/brawl-plan";
import {
  damageCardView,
  damageOutcome,
  rollWoundTest,
  woundCardView,
  woundGroup,
} from "../src/rulesets/sgs-classic/table/wound-plan";
import { shootDialogContext } from "../src/rulesets/sgs-classic/table/shoot-flow";
import { actionViews, coolnessCardView, reactionCardView } from "../src/rulesets/sgs-classic/table/views";
import { drawCardView, horseCardView } from "../src/rulesets/sgs-classic/table/quick-flows";
import { resolveDraw } from "../src/rules/sgs-classic/reactions";
import { resolveHorseCheck } from "../src/rules/sgs-classic/shooting";
import type { FyhPage } from "./fyh-page-kit";
import { dateOfMonth } from "../src/rules/sgs-classic/campaign/calendar";
import { monthCardView, pcMonthState, planMonth } from "../src/rulesets/sgs-classic/campaign/month-plan";
import { newCharacterCardView, planNewCharacter } from "../src/rulesets/sgs-classic/campaign/new-character";
import {
  DEFAULT_RECORD,
  recordCardView,
  recordDialogContext,
  recordPlan,
} from "../src/rulesets/sgs-classic/campaign/record-plan";

/**
 * Six Gun Sound (classic)'s roll dialogs and chat cards, built with the same functions the live
 * flows call (scripted dice), in both themes: the reaction test and shoot dialogs, a reaction card,
 * a Coolness card, a basic burst and an advanced one.
 */

const ACTIONS = "chat/actions.hbs";

function scripted(...faces: number[]): DiceSource {
  const rest = seededDice(faces.length + 3);
  let i = 0;
  return { roll: (sides: number) => (i < faces.length ? faces[i++]! : rest.roll(sides)) };
}

const TEX: ClassicFigure = {
  uuid: "Actor.tex",
  name: "Tex Malone",
  cv: 5,
  coolness: 4,
  side: "red",
  inCover: false,
  stationary: true,
  movedFast: false,
  secureFlanksRear: false,
  badWounds: 0,
  coolnessResult: "",
  unconscious: false,
  dead: false,
  poppedUp: false,
  concealed: false,
  constitution: { max: 9, woundDamage: 0, brawlDamage: 0 },
  weapons: [
    { id: "texColt000000001", name: "Colt Peacemaker", key: "pistol" },
    { id: "texRifle00000001", name: "Winchester", key: "rifle" },
  ],
};

function setup(advanced: boolean, bullets: number): ShotSetup {
  return {
    shooter: TEX,
    targetName: "Curly Bill",
    target: { uuid: "Actor.bill", name: "Curly Bill" },
    rules: advanced ? classicRules({ advancedShooting: true }) : DEFAULT_RULES,
    declared: {
      weapon: "pistol",
      weaponName: "Colt Peacemaker",
      distance: 10,
      bullets,
      firerStationary: true,
      targetStationary: true,
      targetPoppedUp: false,
      targetInCover: advanced,
      targetMovedFast: false,
    },
  };
}

export function buildPages(): FyhPage[] {
  const specs: Omit<FyhPage, "id" | "title" | "theme">[] = [];
  const names: string[] = [];
  const page = (key: string, label: string, p: Omit<FyhPage, "id" | "title" | "theme">) => {
    names.push(`${key}|${label}`);
    specs.push(p);
  };
  const dialog = { classes: ["six-gun-sound", "sgs-dialog-window"], width: 420, height: 560, parts: {} };
  page("dialog-reaction", "Dialog: reaction test", {
    kind: "dialog",
    templates: ["classic/dialog/reaction.hbs"],
    sheet: { ...dialog, width: 380, height: 480 },
    windowTitle: "Reaction test",
    context: reactionDialogContext(
      TEX,
      { ...defaultReactionForm(TEX, DEFAULT_RULES, "shotAt"), situation: { inCover: true } },
      DEFAULT_RULES,
    ) as never,
  });
  const threeBullets = setup(false, 3);
  page("dialog-shoot", "Dialog: shoot, three bullets", {
    kind: "dialog",
    templates: ["classic/dialog/shoot.hbs"],
    sheet: dialog,
    windowTitle: "Shoot",
    context: shootDialogContext(threeBullets, TEX.weapons[0]!.id) as never,
  });
  const reaction = resolveReactionTest({ test: "shotAt", cv: 4, situation: { inCover: true } }, [5, 6]);
  page("reaction", "Card: Shot At, duck down", {
    kind: "chat",
    templates: ["classic/chat/roll.hbs", ACTIONS],
    context: reactionCardView({
      name: "Curly Bill",
      result: reaction,
      odds: reactionOdds(reaction.target),
    }) as never,
    speaker: "Curly Bill",
    height: 420,
  });
  page("coolness", "Card: Coolness check, flinch", {
    kind: "chat",
    templates: ["classic/chat/roll.hbs", ACTIONS],
    context: coolnessCardView({
      name: TEX.name,
      check: resolveCoolnessCheck(4, [3, 5]),
      odds: coolnessOdds(4),
    }) as never,
    speaker: TEX.name,
    height: 360,
  });
  // The cards as the flows post them: the result, then its Apply buttons and next steps.
  const withActions = (s: ShotSetup, roll: ShotRoll) => ({
    ...shotCardView(s, roll),
    ...actionViews(shotConsequences(s, roll)),
  });
  page("shot-basic", "Card: basic burst, three bullets, damage to apply", {
    kind: "chat",
    templates: ["classic/chat/roll.hbs", ACTIONS],
    context: withActions(threeBullets, rollShot(scripted(4, 4, 1, 3, 2, 6, 5), threeBullets)) as never,
    speaker: TEX.name,
    height: 560,
  });
  const advanced = setup(true, 3);
  page("shot-advanced", "Card: advanced burst at a man in cover, wound tests next", {
    kind: "chat",
    templates: ["classic/chat/roll.hbs", ACTIONS],
    context: withActions(advanced, rollShot(scripted(1, 1, 3, 5, 6), advanced)) as never,
    speaker: TEX.name,
    height: 560,
  });
  const bad = {
    figure: { ...TEX, uuid: "Actor.bill", name: "Curly Bill", cv: 4 },
    wound: "badWound" as const,
  };
  const badSetup = { ...bad, impact: 2, rules: classicRules({ advancedShooting: true }) };
  const badRoll = rollWoundTest(scripted(2, 5, 3, 4), badSetup);
  page("wound-bad", "Card: Bad Wound, Impact against CV", {
    kind: "chat",
    templates: ["classic/chat/roll.hbs", ACTIONS],
    context: {
      ...woundCardView(badSetup, badRoll),
      ...actionViews({ groups: [woundGroup(badSetup, badRoll)], followUps: [] }),
    } as never,
    speaker: "Curly Bill",
    height: 480,
  });
  page("damage", "Card: damage to Constitution, unconscious", {
    kind: "chat",
    templates: ["classic/chat/roll.hbs", ACTIONS],
    context: damageCardView({
      name: "Curly Bill",
      amount: 9,
      outcome: damageOutcome(
        { max: 8, woundDamage: 2, brawlDamage: 0 },
        { amount: 9, kind: "wound" },
        DEFAULT_RULES,
      ),
    }) as never,
    speaker: "Curly Bill",
    height: 300,
  });
  page("horse", "Card: My Horse Has Fallen, rider thrown", {
    kind: "chat",
    templates: ["classic/chat/roll.hbs", ACTIONS],
    context: horseCardView(TEX.name, resolveHorseCheck([6, 3], 5)) as never,
    speaker: TEX.name,
    height: 400,
  });
  const bill: ClassicFigure = { ...TEX, uuid: "Actor.bill", name: "Curly Bill", cv: 4, coolness: 5 };
  page("draw", "Card: Draw!, the cooler head first", {
    kind: "chat",
    templates: ["classic/chat/roll.hbs", ACTIONS],
    context: drawCardView(TEX, bill, resolveDraw([TEX, bill], [2, 3]), [2, 3]) as never,
    speaker: TEX.name,
    height: 420,
  });
  // The campaign: a month that brings an encounter, and a new character's rolls.
  const wes = pcMonthState({ profession: "gunfighter", campaign: { currentLocale: "kansas" } })!;
  let seed = 1;
  let plan = planMonth(seededDice(seed), wes, DEFAULT_RULES);
  while (!plan.setup?.forces.length) plan = planMonth(seededDice(++seed), wes, DEFAULT_RULES);
  page("month", "Card: monthly turn, an encounter with its forces", {
    kind: "chat",
    templates: ["classic/chat/roll.hbs", ACTIONS],
    context: monthCardView({ name: "Wes Hardin", date: dateOfMonth(14), plan }) as never,
    speaker: "Wes Hardin",
    height: 520,
  });
  const rider = planNewCharacter(
    scripted(6, 6, 2, 3, 4, 4, 4, 3, 3, 1, 1, 6, 5, 2, 2, 5, 6, 1),
    DEFAULT_RULES,
  );
  page("new-character", "Card: a new character's rolls", {
    kind: "chat",
    templates: ["classic/chat/roll.hbs", ACTIONS],
    context: newCharacterCardView("Wes Hardin", rider) as never,
    speaker: "Wes Hardin",
    height: 520,
  });
  const kid: ClassicFigure = {
    ...TEX,
    uuid: "Actor.kid",
    name: "The Kid",
    cv: 4,
    weapons: [{ id: "kidKnife00000001", name: "Bowie knife", key: "knife" }],
  };
  const fight = { a: TEX, b: kid, firstPunch: false, rules: DEFAULT_RULES };
  const fought = rollBrawl(scripted(4, 3, 5, 2, 3, 3, 6), fight);
  page("brawl", "Card: brawl round, fists against a knife", {
    kind: "chat",
    templates: ["classic/chat/roll.hbs", ACTIONS],
    context: {
      ...brawlCardView(fight, fought),
      ...actionViews({ groups: brawlGroups(fight, fought), followUps: [] }),
    } as never,
    speaker: TEX.name,
    height: 480,
  });
  const wesRecord = {
    coolness: 4,
    constitution: { max: 9, woundDamage: 5, brawlDamage: 3 },
    campaign: {
      encounterPoints: 130,
      shootoutsWithoutRunning: 2,
      history: [{ encounter: "gunfight", outcome: "", points: 0, ranAway: false }],
    },
  };
  const won = { ...DEFAULT_RECORD, sideSize: 2, kills: 1 };
  page("dialog-record", "Dialog: record an encounter", {
    kind: "dialog",
    templates: ["classic/dialog/record.hbs"],
    sheet: { ...dialog, width: 400, height: 560 },
    windowTitle: "Record an encounter",
    context: recordDialogContext("Wes Hardin", won, recordPlan(wesRecord, won, DEFAULT_RULES)) as never,
  });
  page("record", "Card: an encounter recorded, Coolness up", {
    kind: "chat",
    templates: ["classic/chat/roll.hbs", ACTIONS],
    context: recordCardView("Wes Hardin", recordPlan(wesRecord, won, DEFAULT_RULES)) as never,
    speaker: "Wes Hardin",
    height: 380,
  });
  const pages: FyhPage[] = [];
  for (const theme of ["light", "dark"] as const)
    specs.forEach((p, i) => {
      const [key, label] = names[i]!.split("|");
      pages.push({
        ...p,
        id: `classic-${key}-${theme}`,
        title: `Six Gun Sound (classic) ${label} (${theme})`,
        theme,
      });
    });
  return pages;
}
