import { describe, expect, it, vi } from "vitest";
import { SYSTEM_ID } from "../../src/config";
import type { ActivationState } from "../../src/rulesets/blaze-of-glory/combat/activation";
import type { TableAction } from "../../src/rulesets/blaze-of-glory/table/actions";
import { cardFlags, type StandInActor, type StandInMessage } from "../queries/world";
import { sequenceDice } from "../../src/rules/core";
import { rollStartFire } from "../../src/rules/blaze-of-glory/buildings/fire";
import { blazeOfGloryApi } from "../../src/rulesets/blaze-of-glory/activate";
import { ALL_PACKS } from "../packs/helpers";
import { byLabel, type FakeElement } from "./dom";
import { makeTable, settle, type Table } from "./table";
import { clickButton, clickHudAction, clickHudActionOnly, e2eHooks, t, textOf } from "./buttons";
import { openTracker, standInCombat, type CombatEntry } from "./tracker";

/**
 * Each core action from the button a player clicks: the token HUD's action palette, the combat
 * tracker's row for the side whose turn it is, or a compendium macro's command. Then, as at the
 * table: the roll dialog shown and answered from its own fields, the dice (seeded), the card in
 * the chat log with what the template shows, and its changes on the figures (a figure's own
 * changes apply themselves; another player's or the GM's wait for the Apply button, clicked on
 * the rendered card by the GM).
 */

e2eHooks();

/** Seeded `seed`: Alice's Tex and the GM's outlaw, nobody selected or targeted yet. */
function texAndOutlaw(seed: number) {
  const table = makeTable(seed);
  const { world } = table;
  const tex = world.actor("tex", "Tex", ["alice"]);
  const outlaw = world.actor("outlaw", "Outlaw", []);
  return { table, world, tex, outlaw };
}

/** Every change a card lists, as the rules decided them (its "Apply" groups). */
function changes(message: StandInMessage): { group: string; auto: boolean; action: TableAction }[] {
  return cardFlags(message).groups.flatMap((g) =>
    g.actions.map((a) => ({ group: g.id, auto: g.auto, action: a as unknown as TableAction })),
  );
}

/** What `action` says the actor's data is once applied (the actors start unhurt, conditions off). */
function expectApplied(actor: StandInActor, action: TableAction): void {
  const system = actor.system as {
    wounds: Record<string, number | boolean>;
    encounter: Record<string, boolean>;
    rep: number;
    toughness: number;
  };
  if (action.type === "wound") expect(system.wounds[action.location], actor.name).toBe(action.count);
  else if (action.type === "encounter") expect(system.encounter[action.flag], actor.name).toBe(action.value);
  else if (action.type === "stat") expect(system[action.stat as "rep"], actor.name).toBe(4 + action.delta);
}

/** The GM clicks every Apply button of `message` not applied yet, on his rendered chat card. */
async function gmApplies(table: Table, message: StandInMessage): Promise<string[]> {
  const html = table.renderCard("gm", message);
  const clicked: string[] = [];
  for (const group of cardFlags(message).groups) {
    if (cardFlags(message).applied.includes(group.id)) continue;
    const button = html.querySelector(`[data-sgs-action="apply"][data-group="${group.id}"]`);
    expect(button, group.id).not.toBeNull();
    await clickButton(table, "gm", button!);
    clicked.push(group.id);
  }
  return clicked;
}

describe("the Draw, from the token HUD", () => {
  it("Alice's Tex draws on the GM's outlaw: dialog, card, both figures' changes applied", async () => {
    const { table, tex, outlaw } = texAndOutlaw(4);
    table.pick("alice", [tex], [outlaw]);

    const card = await clickHudAction(table, "alice", tex, t("SIXGUN.Table.Draw"));

    // The Draw's dialog was shown to Alice, both figures drawing their pistols on each other.
    expect(table.shown).toHaveLength(1);
    expect(table.shown[0]).toMatchObject({ user: "alice", title: t("SIXGUN.Table.Draw") });
    expect(Object.values(table.shown[0]!.fields)).toContain("pistol0000000001");
    expect(cardFlags(card).kind).toBe("draw");
    expect(card.author.id).toBe("alice");
    const text = textOf(card);
    expect(text).toContain("Tex");
    expect(text).toContain("Outlaw");

    // The seed gives a Draw with consequences; Tex's apply at once, the outlaw's on the GM's click.
    const all = changes(card);
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((c) => c.action.actor === outlaw.uuid).every((c) => !c.auto)).toBe(true);
    // This seed: Tex's shot hits the outlaw in the chest (the card says so), Tex's pistol is empty.
    expect(all.find((c) => c.action.type === "wound")?.action).toMatchObject({
      actor: outlaw.uuid,
      location: "chest",
      count: 1,
    });
    expect(text).toContain(t("SIXGUN.Chat.Apply", { name: "Outlaw" }));
    const wounds = outlaw.system.wounds as Record<string, number>;
    expect(wounds.chest).toBe(0);
    await gmApplies(table, card);
    expect(wounds.chest).toBe(1);
    expect(cardFlags(card).applied.sort()).toEqual(
      cardFlags(card)
        .groups.map((g) => g.id)
        .sort(),
    );
    for (const c of all) expectApplied(c.action.actor === tex.uuid ? tex : outlaw, c.action);
  });
});

// ---------------------------------------------------------------------------------------------
// The combat tracker

/** A started combat, round 1, the activation dice already rolled: friendly 4, hostile 2. */
function combatOf(entries: CombatEntry[]) {
  const state: ActivationState = {
    round: 1,
    dice: [
      { side: "friendly", die: 4 },
      { side: "hostile", die: 2 },
    ],
    done: [],
  };
  return standInCombat(entries, state);
}

/** The tracker's action buttons `user` is offered, as [unit's figures, action] pairs. */
function offered(html: FakeElement): string[][] {
  return html.querySelectorAll("[data-sgs-combat='act']").map((b) => {
    const unit = b.closest("li")!;
    return [unit.querySelector("label")!.textContent.trim(), b.textContent.trim()];
  });
}

describe("Fightin', from the combat tracker", () => {
  it("offers the acting side's units their actions, to the figures' owners only", async () => {
    const table = makeTable(1);
    const { world } = table;
    const tex = world.actor("tex", "Tex", ["alice"]);
    const jake = world.actor("jake", "Jake", ["bob"]);
    const outlaw = world.actor("outlaw", "Outlaw", []);
    combatOf([
      { actor: tex, side: "friendly" },
      { actor: jake, side: "friendly" },
      { actor: outlaw, side: "hostile" },
    ]);
    const labels = (await import("../../src/rulesets/blaze-of-glory/table/quick-actions"))
      .quickActions()
      .map((a) => t(a.label));
    // Alice sees buttons for Tex only; the outlaw's side is not acting, and Jake is Bob's.
    expect(offered(await openTracker(table, "alice"))).toEqual(labels.map((l) => ["Tex", l]));
    expect(offered(await openTracker(table, "bob"))).toEqual(labels.map((l) => ["Jake", l]));
    // The GM owns every figure of the acting side.
    const gm = offered(await openTracker(table, "gm"));
    expect(gm.map(([name]) => name)).toEqual([...labels.map(() => "Tex"), ...labels.map(() => "Jake")]);
  });

  it("Alice's Tex fights the outlaw she targets: dialog, card, the loser's wounds applied", async () => {
    const { table, world, tex, outlaw } = texAndOutlaw(1);
    combatOf([
      { actor: tex, side: "friendly" },
      { actor: outlaw, side: "hostile" },
    ]);
    table.pick("alice", [], [outlaw]);
    const html = await openTracker(table, "alice");
    await world.as("alice", async () => {
      byLabel(html, t("SIXGUN.Table.Melee")).click();
      await vi.waitFor(() => expect(table.cards()).toHaveLength(1));
    });
    await table.deliver();
    const [card] = table.cards();

    expect(table.shown.map((d) => [d.user, d.title])).toEqual([["alice", t("SIXGUN.Table.Melee")]]);
    expect(cardFlags(card!).kind).toBe("melee");
    expect(textOf(card!)).toContain("Tex");
    expect(textOf(card!)).toContain("Outlaw");
    // The seed's fight puts the outlaw down: his changes wait for the GM, who applies them.
    const all = changes(card!);
    const wound = all.find((c) => c.action.type === "wound");
    expect(wound?.action.actor).toBe(outlaw.uuid);
    expect(all.some((c) => c.action.type === "encounter" && c.action.flag === "outOfTheFight")).toBe(true);
    expect((outlaw.system.encounter as Record<string, boolean>).outOfTheFight).toBe(false);
    expect(await gmApplies(table, card!)).toEqual([wound!.group]);
    for (const c of all) expectApplied(outlaw, c.action);
  });

  it("a stale button (the unit has acted) does nothing but say why", async () => {
    const { table, world, tex, outlaw } = texAndOutlaw(1);
    const combat = combatOf([
      { actor: tex, side: "friendly" },
      { actor: outlaw, side: "hostile" },
    ]);
    table.pick("alice", [], [outlaw]);
    const html = await openTracker(table, "alice");
    const button = byLabel(html, t("SIXGUN.Table.Melee"));
    // The GM ticks Tex's unit done before Alice clicks her (not yet refreshed) tracker.
    const state = combat.getFlag(SYSTEM_ID, "activation") as ActivationState;
    await combat.setFlag(SYSTEM_ID, "activation", { ...state, done: [button.dataset.unit!] });
    await world.as("alice", async () => {
      button.click();
      await settle();
    });
    expect(table.cards()).toEqual([]);
    expect(table.shown).toEqual([]);
    expect(world.notes).toContainEqual({ user: "alice", level: "warn", text: t("SIXGUN.Act.NotNow") });
  });
});

describe("moving fast, from the combat tracker", () => {
  it("moves every figure of Alice's unit: one card, both figures Moving Fast", async () => {
    const table = makeTable(1);
    const { world } = table;
    const tex = world.actor("tex", "Tex", ["alice"]);
    const kid = world.actor("kid", "Kid", ["alice"]);
    const outlaw = world.actor("outlaw", "Outlaw", []);
    combatOf([
      { actor: tex, side: "friendly", unit: "pair" },
      { actor: kid, side: "friendly", unit: "pair" },
      { actor: outlaw, side: "hostile" },
    ]);
    const html = await openTracker(table, "alice");
    // One unit, one row of buttons.
    expect(html.querySelectorAll("[data-sgs-combat='act'][data-act='moveFast']")).toHaveLength(1);
    await world.as("alice", async () => {
      byLabel(html, t("SIXGUN.Table.MoveFast")).click();
      await vi.waitFor(() => expect(table.cards()).toHaveLength(1));
    });
    await table.deliver();
    const [card] = table.cards();
    expect(table.shown).toEqual([]);
    expect(cardFlags(card!).kind).toBe("moveFast");
    const text = textOf(card!);
    expect(text).toContain(t("SIXGUN.Chat.MoveFast.title"));
    expect(text).toContain("Tex");
    expect(text).toContain("Kid");
    // Alice's own figures: applied without a click.
    const all = changes(card!);
    expect(all.map((c) => [c.action.actor, c.auto])).toEqual([
      [tex.uuid, true],
      [kid.uuid, true],
    ]);
    for (const c of all) expectApplied(c.action.actor === tex.uuid ? tex : kid, c.action);
    expect((tex.system.encounter as Record<string, boolean>).movingFast).toBe(true);
    expect((kid.system.encounter as Record<string, boolean>).movingFast).toBe(true);
    expect(world.messages.filter((m) => m.flags[SYSTEM_ID]?.card)).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------
// Compendium macros

/** Runs a compendium macro's script as Foundry's Macro#execute does, on `user`'s client. */
async function runMacro(table: Table, user: string, name: string): Promise<void> {
  const macro = ALL_PACKS.macros!.find((m) => m.name === name);
  expect(macro, name).toBeDefined();
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as FunctionConstructor;
  const fn = new AsyncFunction(
    "speaker",
    "actor",
    "token",
    "character",
    "scope",
    `{${String(macro!.command)}\n}`,
  ) as (...a: unknown[]) => Promise<unknown>;
  (globalThis as unknown as { game: { sixGunSound: unknown } }).game.sixGunSound = blazeOfGloryApi();
  await table.world.as(user, () => fn({}, null, null, null, {}));
  await table.deliver();
}

describe("an exchange of fire, from the compendium macro", () => {
  it("Tex (selected) and the outlaw (targeted) trade shots: one card, the hits applied", async () => {
    const { table, tex, outlaw } = texAndOutlaw(3);
    table.pick("alice", [tex], [outlaw]);
    await runMacro(table, "alice", "Exchange of Fire");
    const [card] = table.cards();
    expect(cardFlags(card!).kind).toBe("exchange");
    expect(card!.author.id).toBe("alice");
    expect(textOf(card!)).toContain("Tex");
    expect(textOf(card!)).toContain("Outlaw");
    // The seed: Tex's pistol jams (his own, applied at once); the outlaw is hit in the leg.
    const all = changes(card!);
    expect(all.find((c) => c.action.type === "wound")).toMatchObject({
      auto: false,
      action: { actor: outlaw.uuid, location: "leg", count: 1 },
    });
    expect((outlaw.system.wounds as Record<string, number>).leg).toBe(0);
    await gmApplies(table, card!);
    for (const c of all) expectApplied(c.action.actor === tex.uuid ? tex : outlaw, c.action);
    expect((outlaw.system.wounds as Record<string, number>).leg).toBe(1);
  });

  it("without a selected token or with no single target, says what to do and rolls nothing", async () => {
    const { table, world, tex, outlaw } = texAndOutlaw(3);
    const jake = world.actor("jake", "Jake", ["bob"]);
    await runMacro(table, "alice", "Exchange of Fire");
    table.pick("alice", [tex], [outlaw, jake]);
    await runMacro(table, "alice", "Exchange of Fire");
    expect(world.messages).toEqual([]);
    expect(world.notes.map((n) => n.text)).toEqual([
      t("SIXGUN.Act.SelectToken"),
      t("SIXGUN.Act.NeedOneTarget"),
    ]);
  });

  it("every action macro warns instead of acting when no token is selected", async () => {
    const table = makeTable(3);
    const needsToken = ALL_PACKS.macros!.filter((m) => String(m.command).includes("SIXGUN.Act.SelectToken"));
    expect(needsToken.map((m) => m.name).sort()).toEqual(
      [
        "After-Battle Recovery",
        "Exchange of Fire",
        "Fightin'",
        "Move Fast",
        "Reaction Test",
        "Reload",
        "Shoot",
        "The Draw",
      ].sort(),
    );
    for (const m of needsToken) await runMacro(table, "alice", m.name);
    expect(table.world.messages).toEqual([]);
    expect(table.world.notes).toEqual(
      needsToken.map(() => ({ user: "alice", level: "warn", text: t("SIXGUN.Act.SelectToken") })),
    );
  });
});

describe("the Draw, from the compendium macro", () => {
  it("the selected figure and the target draw: the same card a HUD click gives", async () => {
    const { table, tex, outlaw } = texAndOutlaw(4);
    table.pick("alice", [tex], [outlaw]);
    await runMacro(table, "alice", "The Draw");
    const [card] = table.cards();
    expect(table.shown.map((d) => d.title)).toEqual([t("SIXGUN.Table.Draw")]);
    expect(cardFlags(card!).kind).toBe("draw");
    expect(changes(card!).find((c) => c.action.type === "wound")?.action).toMatchObject({
      actor: outlaw.uuid,
      location: "chest",
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Starting a fire, and what the HUD does without a target

describe("starting a fire, from the token HUD", () => {
  it("asks what is set alight, then posts the card whose outcome is the rules' reading of its dice", async () => {
    const table = makeTable(2);
    const tex = table.world.actor("tex", "Tex", ["alice"]);
    // Alice picks soft breastworks in the rain.
    table.answers = { structure: "softFieldworks", wet: true };
    const card = await clickHudAction(table, "alice", tex, t("SIXGUN.Act.StartFire"));
    expect(table.shown).toEqual([
      {
        user: "alice",
        title: t("SIXGUN.Act.StartFire"),
        fields: { structure: "softFieldworks", sv: "1", burns: true, wet: true, flamingArrow: false },
      },
    ]);
    expect(cardFlags(card).kind).toBe("fire");
    const faces = (card.flags[SYSTEM_ID]!.card as { faces: number[] }).faces;
    // Rain takes a die away.
    expect(faces).toHaveLength(1);
    const rules = rollStartFire(sequenceDice(...faces), { structure: "softFieldworks", wet: true });
    const text = textOf(card);
    expect(text).toContain(t("SIXGUN.Chat.Fire.title"));
    expect(text).toContain(t(`SIXGUN.Outcome.Fire.${rules.outcome}`));
    // A fire changes no figure.
    expect(cardFlags(card).groups).toEqual([]);
  });
});

describe("the HUD's actions without the target they need", () => {
  it.each([
    ["SIXGUN.Table.Draw", "SIXGUN.Act.NeedTarget"],
    ["SIXGUN.Table.Melee", "SIXGUN.Act.NeedTarget"],
    ["SIXGUN.Act.Exchange", "SIXGUN.Act.NeedOneTarget"],
    ["SIXGUN.Table.Shoot", "SIXGUN.Dialog.NoTargets"],
  ])("%s tells the player %s and rolls nothing", async (label, warning) => {
    const table = makeTable(1);
    const tex = table.world.actor("tex", "Tex", ["alice"]);
    await clickHudActionOnly(table, "alice", tex, t(label));
    expect(table.world.messages).toEqual([]);
    expect(table.shown).toEqual([]);
    expect(table.world.notes).toEqual([{ user: "alice", level: "warn", text: t(warning) }]);
  });
});

describe("more of the HUD's actions", () => {
  it("move fast moves the figures Alice has selected when the HUD's figure is one of them", async () => {
    const table = makeTable(1);
    const { world } = table;
    const tex = world.actor("tex", "Tex", ["alice"]);
    const kid = world.actor("kid", "Kid", ["alice"]);
    table.pick("alice", [tex, kid], []);
    const card = await clickHudAction(table, "alice", kid, t("SIXGUN.Table.MoveFast"));
    expect(cardFlags(card).kind).toBe("moveFast");
    expect(changes(card).map((c) => c.action.actor)).toEqual([tex.uuid, kid.uuid]);
    expect((tex.system.encounter as Record<string, boolean>).movingFast).toBe(true);
    expect((kid.system.encounter as Record<string, boolean>).movingFast).toBe(true);
  });

  it("move fast from an unselected figure's HUD moves that figure alone", async () => {
    const table = makeTable(1);
    const { world } = table;
    const tex = world.actor("tex", "Tex", ["alice"]);
    const kid = world.actor("kid", "Kid", ["alice"]);
    table.pick("alice", [tex], []);
    const card = await clickHudAction(table, "alice", kid, t("SIXGUN.Table.MoveFast"));
    expect(changes(card).map((c) => c.action.actor)).toEqual([kid.uuid]);
    expect((tex.system.encounter as Record<string, boolean>).movingFast).toBe(false);
  });

  it("an exchange of fire with the one target, as the macro gives it", async () => {
    const { table, tex, outlaw } = texAndOutlaw(3);
    table.pick("alice", [], [outlaw]);
    const card = await clickHudAction(table, "alice", tex, t("SIXGUN.Act.Exchange"));
    expect(cardFlags(card).kind).toBe("exchange");
    await gmApplies(table, card);
    expect((outlaw.system.wounds as Record<string, number>).leg).toBe(1);
  });

  it("reload with every weapon loaded says so and rolls nothing", async () => {
    const table = makeTable(1);
    const tex = table.world.actor("tex", "Tex", ["alice"]);
    await clickHudActionOnly(table, "alice", tex, t("SIXGUN.Table.Reload"));
    expect(table.world.messages).toEqual([]);
    expect(table.world.notes).toEqual([
      { user: "alice", level: "info", text: t("SIXGUN.Act.NothingToReload", { name: "Tex" }) },
    ]);
  });

  it("reload of an emptied pistol posts the reload card", async () => {
    const table = makeTable(1);
    const tex = table.world.actor("tex", "Tex", ["alice"]);
    (tex.items[0] as { system: { ammo: string } }).system.ammo = "mustReload";
    const card = await clickHudAction(table, "alice", tex, t("SIXGUN.Table.Reload"));
    expect(cardFlags(card).kind).toBe("reload");
    expect(textOf(card)).toContain("Colt");
  });
});

describe("the other compendium macros", () => {
  it("Shoot: the selected figure fires at the target, the card follows", async () => {
    const { table, tex, outlaw } = texAndOutlaw(1);
    table.pick("alice", [tex], [outlaw]);
    await runMacro(table, "alice", "Shoot");
    expect(table.shown.map((d) => d.title)).toEqual([t("SIXGUN.Table.Shoot")]);
    const [card] = table.cards();
    expect(cardFlags(card!).kind).toBe("shot");
    expect(textOf(card!)).toContain("Outlaw");
  });

  it("Reaction Test: the player picks the test, then its dialog and card", async () => {
    const table = makeTable(1);
    const { world } = table;
    const tex = world.actor("tex", "Tex", ["alice"]);
    table.pick("alice", [tex], []);
    table.button = "beenShotAt";
    await runMacro(table, "alice", "Reaction Test");
    expect(table.shown.map((d) => d.title)).toEqual([
      t("SIXGUN.Table.RollReaction"),
      t("SIXGUN.Table.Test.beenShotAt"),
    ]);
    const [card] = table.cards();
    expect(cardFlags(card!).kind).toBe("reaction");
    expect(textOf(card!)).toContain("Tex");
  });

  it("Reaction Test: closing the choice rolls nothing", async () => {
    const table = makeTable(1);
    const tex = table.world.actor("tex", "Tex", ["alice"]);
    table.pick("alice", [tex], []);
    table.button = "close";
    await runMacro(table, "alice", "Reaction Test");
    expect(table.world.messages).toEqual([]);
  });

  it("After-Battle Recovery: a figure left Out of the Fight rolls to recover", async () => {
    const table = makeTable(1);
    const { world } = table;
    const tex = world.actor("tex", "Tex", ["alice"]);
    (tex.system.encounter as Record<string, boolean>).outOfTheFight = true;
    table.pick("alice", [tex], []);
    await runMacro(table, "alice", "After-Battle Recovery");
    const [card] = table.cards();
    expect(cardFlags(card!).kind).toBe("recovery");
    // Alice's own Hand: the outcome is applied at once, and he is no longer Out of the Fight or dead.
    const encounter = tex.system.encounter as Record<string, boolean>;
    expect(changes(card!).length).toBeGreaterThan(0);
    expect(encounter.outOfTheFight && !encounter.obviouslyDead).toBe(false);
  });

  it("Start a Fire and Move Fast post their cards", async () => {
    const table = makeTable(1);
    const tex = table.world.actor("tex", "Tex", ["alice"]);
    table.pick("alice", [tex], []);
    await runMacro(table, "alice", "Start a Fire");
    await runMacro(table, "alice", "Move Fast");
    expect(table.cards().map((c) => cardFlags(c).kind)).toEqual(["fire", "moveFast"]);
  });
});
