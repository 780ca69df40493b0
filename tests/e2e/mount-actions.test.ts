import { describe, expect, it, vi } from "vitest";
import { lazyTableApi } from "../../src/rulesets/blaze-of-glory/load";
import type { FollowUp, TableAction } from "../../src/rulesets/blaze-of-glory/table/actions";
import { horseActor } from "../helpers/mounts";
import { cardFlags, type StandInActor, type StandInMessage, type World } from "../queries/world";
import { makeTable } from "./table";
import { clickCard, clickHudAction, e2eHooks, t, textOf } from "./buttons";
import { askGM } from "../../src/shell/queries/register";

/**
 * A mount hit and a thrown rider, from the buttons a player clicks: the token HUD's Shoot at a
 * mounted figure (the 8 goes to his horse: THEY SHOT MY HORSE! on the shot's card, the horse's
 * wounds on the mount actor), then the card's RIDER THROWN button, clicked by the rider's player,
 * whose roll (the fall's damage on the same dice) ends as wounds on the rider. Seeded dice; each
 * step checks the rules' result against what changed on the documents.
 */

e2eHooks();

/** `owners`' horse `id`, ridden by `rider` (the mount sheet's rider field names him; he sits mounted). */
function horseOf(world: World, id: string, name: string, owners: string[], rider: StandInActor) {
  const horse = horseActor(world, { id, name, owners, rider });
  (rider.system.encounter as Record<string, boolean>).mounted = true;
  return horse;
}

/** Foundry's `game.actors`: every actor of the world (the table looks a rider's mount up in it). */
function worldActors(world: World): void {
  (globalThis as unknown as { game: { actors: unknown } }).game.actors = {
    [Symbol.iterator]: () => world.actors.values(),
    get: (id: string) => [...world.actors.values()].find((a) => a.id === id),
  };
}

/** Seed 42's table: the GM's outlaw shoots Alice's Tex from the token HUD; `dusty`, her horse, is there only when `mounted`. */
async function outlawShootsTex(mounted: boolean) {
  const table = makeTable(42);
  const { world } = table;
  const tex = world.actor("tex", "Tex", ["alice"]);
  const dusty = mounted ? horseOf(world, "dusty", "Dusty", ["alice"], tex) : null;
  const outlaw = world.actor("outlaw", "Outlaw", []);
  worldActors(world);
  table.pick("gm", [outlaw], [tex]);
  const card = await clickHudAction(table, "gm", outlaw, t("SIXGUN.Table.Shoot"));
  return { table, world, tex, dusty: dusty!, card };
}

const actionsOf = (message: StandInMessage) =>
  cardFlags(message).groups.flatMap((g) => g.actions) as unknown as TableAction[];

describe("THEY SHOT MY HORSE!, from the token HUD's Shoot", () => {
  it("the GM's outlaw shoots Alice's mounted Tex: his horse takes the 8, its wound lands on the mount actor", async () => {
    // Seed 42: the outlaw's one die totals 8 against a mounted target, so it hits the horse;
    // THEY SHOT MY HORSE! (legs: it stumbles, crippled) then throws Tex (see the card's own result, checked below).
    const { tex, dusty, card } = await outlawShootsTex(true);

    // The shot's die went to the horse, and the card holds its roll on THEY SHOT MY HORSE!.
    const mountChanges = actionsOf(card).filter((a) => a.actor === dusty.uuid);
    expect(mountChanges.length).toBeGreaterThan(0);
    const status = mountChanges.find((a) => a.type === "mount" && a.status)!;
    expect(status).toMatchObject({ type: "mount", status: "crippled" });
    // The GM authored the card and owns every figure: the changes applied themselves.
    expect(dusty.system.status).toBe((status as { status: string }).status);
    expect(textOf(card)).toContain(
      t("SIXGUN.Table.Change.mountStatus", {
        name: t(`SIXGUN.MountStatus.${dusty.system.status as string}`),
      }),
    );
    // The horse threw him: no longer mounted, the horse loose, and a RIDER THROWN button for Tex.
    const next = cardFlags(card).followUps as unknown as FollowUp[];
    const thrown = next.find((f) => f.type === "ride");
    expect(thrown).toMatchObject({ type: "ride", test: "riderThrown", actor: tex.uuid, subject: dusty.uuid });
    expect((tex.system.encounter as Record<string, boolean>).mounted).toBe(false);
    expect(dusty.system.state).toBe("loose");
    expect(textOf(card)).toContain(t("SIXGUN.Ride.Test.riderThrown"));
  });

  it("a target on foot: an 8 is only a miss, no horse is rolled for", async () => {
    const { card } = await outlawShootsTex(false);
    expect(actionsOf(card).some((a) => a.type === "mount")).toBe(false);
    expect((cardFlags(card).followUps as unknown as FollowUp[]).some((f) => f.type === "ride")).toBe(false);
  });
});

describe("RIDER THROWN, from the card's button", () => {
  it("Alice clicks RIDER THROWN on the shot's card: her client rolls it, the fall's wounds land on Tex", async () => {
    const { table, world, tex, dusty, card: shot } = await outlawShootsTex(true);
    const index = (cardFlags(shot).followUps as unknown as FollowUp[]).findIndex((f) => f.type === "ride");
    expect(index).toBeGreaterThanOrEqual(0);

    const before = table.cards().length;
    await clickCard(table, "alice", shot, `[data-sgs-action="followUp"][data-index="${index}"]`);
    await vi.waitFor(() => expect(table.cards().length).toBe(before + 1));
    const thrown = table.cards().at(-1)!;

    // Alice's own client rolled it, with its dialog (the one question RIDER THROWN asks).
    expect(thrown.author.id).toBe("alice");
    expect(table.shown.at(-1)).toMatchObject({ user: "alice", fields: { movingOver18: false } });
    expect(cardFlags(shot).used).toContain(index);
    expect(textOf(thrown)).toContain(t("SIXGUN.Ride.Test.riderThrown"));
    expect(textOf(thrown)).toContain(t("SIXGUN.Ride.Damage"));
    expect(textOf(thrown)).toContain("Dusty · Tex");
    expect(actionsOf(thrown)).toContainEqual({ type: "mount", actor: dusty.uuid, state: "loose" });

    // The fall's damage is on the card as wounds for Tex; Alice applies them on her card.
    const wounds = actionsOf(thrown).filter((a) => a.type === "wound" && a.actor === tex.uuid);
    expect(wounds.length).toBeGreaterThan(0);
    const before2 = { ...(tex.system.wounds as Record<string, number>) };
    await clickCard(table, "alice", thrown, `[data-sgs-action="apply"][data-group="ride"]`);
    for (const w of wounds as Extract<TableAction, { type: "wound" }>[])
      expect((tex.system.wounds as Record<string, number>)[w.location]).toBe(before2[w.location]! + w.count);
    expect(cardFlags(thrown).applied).toContain("ride");

    // The button is single-use: the card shows it taken, and a request sent anyway starts nothing.
    const again = table.renderCard("alice", shot);
    expect(again.querySelector(`[data-sgs-action="followUp"][data-index="${index}"]`)).toBeNull();
    const after = table.cards().length;
    await world.as("alice", () => askGM({ kind: "followUp", messageId: shot.id, index }));
    await table.deliver();
    expect(table.cards().length).toBe(after);
  });

  it("the mount sheet's ROUGH GOING: the horse stumbles, Alice clicks RIDER THROWN, the wound lands on Tex", async () => {
    // Seed 160: ROUGH GOING pass 0 and a mishap die over Quality 4 (the horse stumbles); then
    // RIDER THROWN pass 2 (pistol damage) and a wound in the chest.
    const table = makeTable(160);
    const { world } = table;
    const tex = world.actor("tex", "Tex", ["alice"]);
    const dusty = horseOf(world, "dusty", "Dusty", ["alice"], tex);
    worldActors(world);
    // What the mount sheet's ROUGH GOING button calls (`MountSheet#onRideTest`).
    await world.as("alice", () => lazyTableApi().mountTest(dusty as never, "mountRoughGoing"));
    await table.deliver();
    const rough = table.cards().at(-1)!;
    expect(table.shown.at(-1)).toMatchObject({ user: "alice", fields: { twoRiders: false, jumping: false } });
    expect(textOf(rough)).toContain(t("SIXGUN.Outcome.Ride.mountRoughGoing.stumbles"));
    // Alice applies the stumble: Tex off his horse, the horse loose.
    await clickCard(table, "alice", rough, `[data-sgs-action="apply"][data-group="ride"]`);
    await clickCard(table, "alice", rough, `[data-sgs-action="apply"][data-group="mount"]`);
    expect((tex.system.encounter as Record<string, boolean>).mounted).toBe(false);
    expect(dusty.system.state).toBe("loose");

    const next = cardFlags(rough).followUps as unknown as FollowUp[];
    expect(next).toMatchObject([{ type: "ride", test: "riderThrown", actor: tex.uuid, subject: dusty.uuid }]);
    await clickCard(table, "alice", rough, `[data-sgs-action="followUp"][data-index="0"]`);
    await vi.waitFor(() => expect(cardFlags(table.cards().at(-1)!).kind).toBe("task"));
    const thrown = table.cards().at(-1)!;
    expect(thrown).not.toBe(rough);
    expect(textOf(thrown)).toContain(t("SIXGUN.Outcome.Ride.riderThrown.pistolDamage"));
    expect(actionsOf(thrown)).toContainEqual({ type: "wound", actor: tex.uuid, location: "chest", count: 1 });
    expect((tex.system.wounds as Record<string, number>).chest).toBe(0);
    await clickCard(table, "alice", thrown, `[data-sgs-action="apply"][data-group="ride"]`);
    expect((tex.system.wounds as Record<string, number>).chest).toBe(1);
  });

  it("Bob cannot take Tex's RIDER THROWN: the GM refuses, nothing is rolled", async () => {
    const { table, card: shot } = await outlawShootsTex(true);
    const index = (cardFlags(shot).followUps as unknown as FollowUp[]).findIndex((f) => f.type === "ride");
    const before = table.cards().length;
    await clickCard(table, "bob", shot, `[data-sgs-action="followUp"][data-index="${index}"]`);
    expect(table.cards().length).toBe(before);
    expect(cardFlags(shot).used ?? []).not.toContain(index);
  });
});
