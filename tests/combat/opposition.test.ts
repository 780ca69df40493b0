import { afterEach, describe, expect, it, vi } from "vitest";
import { sequenceDice } from "../../src/rules/core";
import { chooseByWeight, npcOptions } from "../../src/rules/blaze-of-glory/opposition";
import { toggleDone, trackerView, type SideInfo } from "../../src/rulesets/blaze-of-glory/combat/activation";
import {
  decideCard,
  guidanceView,
  oppositionState,
  withGuidance,
} from "../../src/rulesets/blaze-of-glory/combat/opposition";
import {
  hasPlayerOwner,
  isSystemRun,
  setSystemRun,
  systemRunsFollowUp,
} from "../../src/rulesets/blaze-of-glory/table/system-run";
import { figure } from "../table/fixtures";
import { GANG, POSSE, posseAndGang } from "./fixtures";

/** The tracker's guidance for figures the game runs, and their marking (issue 15). */

afterEach(() => vi.unstubAllGlobals());

describe("what the sheet tells the guidance", () => {
  it("reads the encounter flags and the weapons' ammunition", () => {
    const f = figure("Ike");
    f.system.encounter.runaway = true;
    f.weapons = [{ id: "w1", name: "Colt", weapon: "pistol", ammo: "out" }];
    const state = oppositionState(f, { inSight: true, inChargeReach: false });
    expect(state).toMatchObject({
      runaway: true,
      hasLoadedWeapon: false,
      fumbling: false,
      enemyInSight: true,
    });
    f.weapons = [
      { id: "w1", name: "Colt", weapon: "pistol", ammo: "fumbling" },
      { id: "w2", name: "Rifle", weapon: "pistol", ammo: "lastShot" },
    ];
    f.system.encounter.runaway = false;
    const fumbling = oppositionState(f, { inSight: false, inChargeReach: false });
    expect(fumbling).toMatchObject({ fumbling: true, hasLoadedWeapon: true });
    expect(npcOptions(fumbling).forced).toBe("reload");
  });

  it("shows a forced action without a Decide button, open choices with one", () => {
    const forced = guidanceView("c1", "Ike", npcOptions({ hasLoadedWeapon: true, runaway: true }));
    expect(forced).toMatchObject({
      forced: "SIXGUN.Opposition.Forced.keepRunning",
      options: [],
      canDecide: false,
    });
    const open = guidanceView("c1", "Ike", npcOptions({ hasLoadedWeapon: true, enemyInSight: true }));
    expect(open.forced).toBeNull();
    expect(open.options).toContain("SIXGUN.Opposition.Option.fire");
    expect(open.canDecide).toBe(true);
  });
});

describe("the panel's guidance", () => {
  const sides: SideInfo[] = [POSSE, GANG];
  const combatants = posseAndGang({ ella: 4, slim: 4 });
  const dice = [
    { side: "posse", die: 2 },
    { side: "gang", die: 3 },
  ];

  it("goes on the acting side's units that have not acted, for the figures the game runs", () => {
    const state = { round: 1, dice, done: [] as string[] };
    const view = trackerView(sides, combatants, state, 1);
    expect(view.current).toBe("gang");
    const run = new Set(["c4"]);
    const guide = (id: string) =>
      run.has(id) ? guidanceView(id, id, npcOptions({ hasLoadedWeapon: true })) : null;
    const shown = withGuidance(view, guide);
    const gang = shown.sides.find((s) => s.id === "gang")!;
    const withLines = gang.units.filter((u) => u.guidance?.length);
    expect(withLines.map((u) => (u.guidance ?? []).map((g) => g.combatant))).toEqual([["c4"]]);
    // Not on the side waiting its turn.
    const posse = shown.sides.find((s) => s.id === "posse")!;
    expect(posse.units.every((u) => !("guidance" in u))).toBe(true);
    // A unit marked done shows none (and once its side is through, the turn moves on).
    const key = withLines[0]!.key;
    const after = withGuidance(trackerView(sides, combatants, toggleDone(state, key, true), 1), guide);
    const unit = after.sides.find((s) => s.id === "gang")!.units.find((u) => u.key === key)!;
    expect(unit.guidance ?? []).toEqual([]);
  });

  it("the Decide card lists each choice's faces and marks the one thrown", () => {
    const card = decideCard("Ike", chooseByWeight(sequenceDice(5), ["fire", "charge", "advance"]));
    expect(card.roll).toEqual({ face: 5, faces: 7 });
    expect(card.faces.map((f) => [f.range, f.chosen])).toEqual([
      ["1–4", false],
      ["5", true],
      ["6–7", false],
    ]);
    expect(card.choice).toBe("SIXGUN.Opposition.Option.charge");
  });
});

describe("marking a figure", () => {
  const users = [
    { id: "gm", isGM: true },
    { id: "alice", isGM: false },
  ];
  const actorOwnedBy = (owners: string[], flag?: boolean) => {
    const flags: Record<string, unknown> = flag === undefined ? {} : { systemRun: flag };
    return {
      getFlag: (_scope: string, key: string) => flags[key],
      setFlag: vi.fn(async (_scope: string, key: string, value: unknown) => (flags[key] = value)),
      testUserPermission: (u: { id: string; isGM: boolean }) => u.isGM || owners.includes(u.id),
    };
  };
  const asUser = (isGM: boolean) => vi.stubGlobal("game", { users, user: { isGM } });

  it("a player's figure is never run and cannot be marked; an NPC can, by the GM only", async () => {
    asUser(true);
    const pc = actorOwnedBy(["alice"], true);
    expect(hasPlayerOwner(pc)).toBe(true);
    expect(isSystemRun(pc)).toBe(false);
    expect(await setSystemRun(pc as never, true)).toBe(false);
    const npc = actorOwnedBy([]);
    expect(isSystemRun(npc)).toBe(false);
    expect(await setSystemRun(npc as never, true)).toBe(true);
    expect(isSystemRun(npc)).toBe(true);
    asUser(false);
    expect(await setSystemRun(npc as never, false)).toBe(false);
    expect(isSystemRun(npc)).toBe(true);
  });
});

describe("which next steps the game takes for its figures", () => {
  const run = (uuid: string) => uuid === "Actor.npc";
  const base = { actor: "Actor.npc", name: "N", reason: "SIXGUN.Chat.Miss" };
  const reaction = { ...base, type: "reaction", test: "beenShotAt", situation: {} } as const;
  const shot = { ...base, type: "shoot", target: "Actor.pc", targetName: "P", repMod: 0 } as const;

  it("its tests and the fire a result orders; not an active shot, a fight, or someone's choice", () => {
    expect(systemRunsFollowUp(reaction, run)).toBe(true);
    expect(systemRunsFollowUp({ ...reaction, actor: "Actor.pc" }, run)).toBe(false);
    expect(systemRunsFollowUp({ ...shot, active: false }, run)).toBe(true);
    expect(systemRunsFollowUp({ ...shot, active: true }, run)).toBe(false);
    expect(
      systemRunsFollowUp({ ...shot, active: false, reason: "SIXGUN.Outcome.Directive.holdOrFire" }, run),
    ).toBe(false);
    expect(systemRunsFollowUp({ ...reaction, reason: "SIXGUN.Outcome.Draw.mayBeStopped" }, run)).toBe(false);
    expect(
      systemRunsFollowUp(
        {
          ...base,
          type: "melee",
          opponent: "Actor.pc",
          opponentName: "P",
          chargePenalty: false,
          firstRoundRepModifier: 0,
        },
        run,
      ),
    ).toBe(false);
  });
});
