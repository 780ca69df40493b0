import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SYSTEM_ID } from "../../../src/config";
import { sequenceDice } from "../../../src/rules/core";
import { formatFraction } from "../../../src/rules/core/probability";
import { jumpLandsOdds, resolveJump } from "../../../src/rules/fill-yore-hands/jump";
import { DEFAULT_INTERPRETATIONS } from "../../../src/rules/fill-yore-hands/interpretations";
import { loadRuntime } from "../../../src/rulesets/fill-yore-hands/load";
import { brawl, jump } from "../../../src/rulesets/fill-yore-hands/table/close-api";
import { clickAs } from "../../queries/requests";
import type { StandInActor } from "../../queries/world";
import { fyhCard, makeFyhWorld, type FyhWorld } from "./close-world";

/** Jumping on someone at the table (guide §3.9, seed L126–L132). */

let world: FyhWorld;
let tex: StandInActor; // Alice's, on a horse
let jake: StandInActor; // Bob's

beforeAll(async () => {
  await loadRuntime();
});

beforeEach(() => {
  world = makeFyhWorld(11);
  tex = world.figure("tex", "Tex", ["alice"], { mounted: true });
  jake = world.figure("jake", "Jake", ["bob"]);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const cards = () => world.live().filter((m) => m.flags[SYSTEM_ID]?.card);
const sys = (a: StandInActor) => a.system as Record<string, unknown>;

describe("a jump", () => {
  it("rolls the rules core's jump on Foundry's dice; the card and the jumper show its outcome", async () => {
    await world.as("alice", () => jump(tex.uuid, { target: jake.uuid }));
    const card = fyhCard(cards()[0]!);
    const expected = resolveJump({
      fromHigherGround: true,
      targetQuickness: "none",
      dice: sequenceDice(...card.faces),
      quicknessValues: undefined,
      options: DEFAULT_INTERPRETATIONS,
    });
    if ("missing" in expected || "refused" in expected) throw new Error("the jump should roll");
    const view = world.view("fyh/chat/jump.hbs") as {
      jumperDie: number;
      targetTotal: number;
      headKey: string;
    };
    expect([view.jumperDie, view.targetTotal]).toEqual([expected.rolls.jumper, expected.targetTotal]);
    expect(view.headKey).toBe(`SIXGUN.FYH.Close.Head.${expected.landed ? "jumpLands" : "jumpMisses"}`);
    expect(sys(tex).surpriseBonus).toBe(expected.jumperSurprise);
    expect(sys(tex).prone).toBe(expected.jumperProne);
    // The brawl the jump began is the card's next step.
    expect(card.followUps).toEqual([
      expect.objectContaining({ type: "fyhBrawl", actor: tex.uuid, target: jake.uuid }),
    ]);
  });

  it("a landed jump gives the jumper +1 in the brawl, spent by that brawl", async () => {
    world.dice = sequenceDice(4, 4) as never;
    await world.as("alice", () => jump(tex.uuid, { target: jake.uuid }));
    expect(sys(tex)).toMatchObject({ surpriseBonus: 1, prone: false });
    expect(fyhCard(cards()[0]!).groups).toEqual([]);
  });

  it("a missed jump leaves the jumper prone and gives the target its surprise on the GM's or owner's click", async () => {
    world.dice = sequenceDice(2, 5) as never;
    await world.as("alice", () => jump(tex.uuid, { target: jake.uuid }));
    expect(sys(tex)).toMatchObject({ prone: true, surpriseBonus: 0 });
    const message = cards()[0]!;
    expect(fyhCard(message).groups[0]!.actions).toEqual([
      { type: "fyhSurprise", actor: jake.uuid, surpriseBonus: DEFAULT_INTERPRETATIONS.jumpFailSurpriseBonus },
    ]);
    await world.gmSees(message);
    expect(sys(jake).surpriseBonus).toBe(0); // Alice does not own Jake
    await clickAs(world, "bob", { kind: "apply", messageId: message.id, group: "targetSurprise" });
    expect(sys(jake).surpriseBonus).toBe(1);
  });

  it("is refused from level ground, and rolls nothing", async () => {
    tex.system.mounted = false;
    world.dice = sequenceDice() as never;
    await world.as("alice", () => jump(tex.uuid, { target: jake.uuid }));
    expect(world.messages).toEqual([]);
    expect(world.notes.map((n) => n.text)).toContain("A jump must come from higher ground or from a horse.");
  });

  it("a quick target needs the GM's quickness values; without them nothing is rolled", async () => {
    jake.system.quickness = "quickAsAFox";
    world.dice = sequenceDice() as never;
    await world.as("alice", () => jump(tex.uuid, { target: jake.uuid }));
    expect(cards()).toEqual([]);
    const reported = world.live().find((m) => m.flags[SYSTEM_ID]?.missingTable)!;
    expect(reported.flags[SYSTEM_ID]!.missingTable).toMatchObject({ table: "quicknessValues" });
    world.tables({
      quicknessValues: { sourceStatus: "gm-defined", rows: { quickAsAFox: { value: 1 } } },
    });
    world.dice = sequenceDice(4, 3) as never; // 4 against 3 + 1: lands on a tie
    await world.as("alice", () => jump(tex.uuid, { target: jake.uuid }));
    const view = world.view("fyh/chat/jump.hbs") as { targetTotal: number; odds: { fraction: string } };
    expect(view.targetTotal).toBe(4);
    expect(view.odds.fraction).toBe(formatFraction(jumpLandsOdds(1)));
    expect(sys(tex).surpriseBonus).toBe(1);
  });
});

describe("the brawl after a jump", () => {
  it("counts the jumper's surprise and then spends it", async () => {
    const full = Object.fromEntries(
      ["S", "H", "D", "C"].flatMap((s) =>
        ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"].map((r) => [
          `${r}${s}`,
          { level: "pinked" },
        ]),
      ),
    );
    world.tables({
      damageCardTable: {
        sourceStatus: "gm-defined",
        rows: { ...full, JokerR: { level: "kilt" }, JokerB: { level: "kilt" } },
      },
    });
    world.dice = sequenceDice(5, 1) as never;
    await world.as("alice", () => jump(tex.uuid, { target: jake.uuid }));
    world.dice = sequenceDice(3, 3) as never;
    await world.as("alice", () => brawl(tex.uuid, { target: jake.uuid }));
    const view = world.view("fyh/chat/brawl.hbs") as { sides: { total: number }[] };
    expect(view.sides.map((s) => s.total)).toEqual([4, 3]);
    expect(sys(tex).surpriseBonus).toBe(0);
  });
});
