import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import { LOCALE_IDS } from "../../../src/rules/blaze-of-glory/encounters";
import {
  CRIMES,
  assertCampaignState,
  custodySeasonEnd,
  custodySeasonStart,
  endSeason,
  freePrisoners,
  imprison,
  newCampaign,
  prisonerCanMove,
  prisonerMoves,
  recordEncounter,
  releasePrisoners,
  startSeason,
  takePrisoner,
  type CampaignState,
  type Prisoner,
} from "../../../src/rules/blaze-of-glory/campaign";
import { RUNS, expectRulesError, sandArb, seedArb } from "../helpers/properties";

/* Held after CAPTURED!, tried and sentenced (L4491–4556), season by season. */

const held = (over: Partial<Prisoner> = {}): Prisoner => ({
  who: "Actor.cole",
  name: "Cole",
  sand: 4,
  locale: "kansas",
  crime: "robbery",
  withAssault: false,
  jailBreakIn: 3,
  waitingToMove: false,
  trialIn: 2,
  sentence: null,
  termLeft: null,
  ...over,
});

const codes = (r: { events: { code: string }[] }) => r.events.map((e) => e.code);

describe("taking a prisoner", () => {
  it("the law rolls the trial's date, ½d6 seasons (L4516)", () => {
    const taken = takePrisoner(sequenceDice(5), {
      who: "Actor.cole",
      name: "Cole",
      sand: 4,
      locale: "kansas",
      jailBreakIn: 2,
      afterMobile: false,
      crime: "rustling",
    });
    expect(taken.rolls.map((r) => [r.purpose, r.dice])).toEqual([["trialIn", [5]]]);
    expect(taken.prisoner).toMatchObject({ trialIn: 3, jailBreakIn: 2, crime: "rustling", sentence: null });
  });
  it("captors who hold no court roll nothing: only the Jail Break waits", () => {
    const taken = takePrisoner(sequenceDice(), {
      who: "a",
      name: "A",
      sand: 3,
      locale: "kansas",
      jailBreakIn: 1,
      afterMobile: true,
      crime: null,
    });
    expect(taken.rolls).toEqual([]);
    expect(taken.prisoner).toMatchObject({ trialIn: null, waitingToMove: true });
  });
  it("refuses a nameless figure, a wait past ½d6 and assault added to murder", () => {
    const base = {
      who: "a",
      name: "A",
      sand: 3,
      locale: "kansas" as const,
      jailBreakIn: 1,
      afterMobile: false,
      crime: null,
    };
    expectRulesError(() => takePrisoner(sequenceDice(1), { ...base, who: "" }), "who");
    expectRulesError(() => takePrisoner(sequenceDice(1), { ...base, jailBreakIn: 4 }), "jailBreakIn");
    expectRulesError(
      () => takePrisoner(sequenceDice(1), { ...base, crime: "murder", withAssault: true }),
      "withAssault",
    );
  });
});

describe("the seasons inside", () => {
  it("a Jail Break and the trial in the same season: the break first, the trial at the season's end", () => {
    let p = [held({ jailBreakIn: 2, trialIn: 2 })];
    const first = custodySeasonStart(sequenceDice(), p);
    expect(first.jailBreaks).toBe(0);
    p = first.prisoners;
    expect(p[0]).toMatchObject({ jailBreakIn: 1, trialIn: 1 });
    const second = custodySeasonStart(sequenceDice(), p);
    expect(second.jailBreaks).toBe(1);
    expect(codes(second)).toEqual(["prisoner.jailBreak"]);
    expect(second.prisoners[0]).toMatchObject({ jailBreakIn: null, trialIn: 0, sentence: null });
    // Still inside when the season ends: 2d6 vs Sand 4 shows 1 and 2, pass 2, a fine.
    const end = custodySeasonEnd(sequenceDice(1, 2), second.prisoners);
    expect(codes(end)).toEqual(["prisoner.sentence.fine", "prisoner.released"]);
    expect(end.prisoners).toEqual([]);
    expect(end.convicted).toEqual([]);
  });

  it("a robbery's pass 1 is ½d6 seasons in jail, served from the next season (L4535)", () => {
    // Trial due at once: 1 and 6 vs Sand 4 is pass 1; the jail die 5 is 3 seasons.
    const tried = custodySeasonStart(sequenceDice(1, 6, 5), [held({ trialIn: 1 })]);
    expect(codes(tried)).toEqual(["prisoner.sentence.jail"]);
    expect(tried.events[0]!.values).toMatchObject({ n: 3, name: "Cole", who: "Actor.cole" });
    expect(tried.convicted).toEqual(["Actor.cole"]);
    let p = tried.prisoners;
    expect(p[0]).toMatchObject({ sentence: { kind: "jail", seasons: 3 }, termLeft: 3, jailBreakIn: 2 });
    const seasons: string[][] = [];
    for (let i = 0; i < 3; i++) {
      const r = custodySeasonStart(sequenceDice(), p);
      seasons.push(codes(r));
      p = r.prisoners;
    }
    expect(seasons).toEqual([[], ["prisoner.jailBreak"], ["prisoner.released"]]);
    expect(p).toEqual([]);
  });

  it("murder at pass 0: 1–2 life, 3–6 the rope in ½d6 seasons (L4545–4547)", () => {
    const life = custodySeasonStart(sequenceDice(6, 6, 2), [held({ crime: "murder", trialIn: 1 })]);
    expect(life.prisoners[0]).toMatchObject({ sentence: { kind: "life" }, termLeft: null });
    // Life runs on season after season, until a Jail Break or the GM sets him free.
    let p = life.prisoners;
    for (let i = 0; i < 8; i++) p = custodySeasonStart(sequenceDice(), p).prisoners;
    expect(p).toHaveLength(1);

    const rope = custodySeasonStart(sequenceDice(6, 6, 3, 1), [
      held({ crime: "murder", trialIn: 1, jailBreakIn: 3 }),
    ]);
    expect(rope.prisoners[0]).toMatchObject({ sentence: { kind: "hanging", inSeasons: 1 }, termLeft: 1 });
    const hanged = custodySeasonStart(sequenceDice(), rope.prisoners);
    expect(codes(hanged)).toEqual(["prisoner.hanged"]);
    expect(hanged.prisoners).toEqual([]);
  });

  it("prison years count as four seasons each (L4543)", () => {
    const r = custodySeasonStart(sequenceDice(6, 6, 1, 1, 1, 1, 2), [held({ trialIn: 1 })]);
    expect(r.prisoners[0]).toMatchObject({ sentence: { kind: "prison", years: 6 }, termLeft: 24 });
  });

  it("a repeat offender and a trial in Indian Territory each take 1 from his Sand (L4553–4554)", () => {
    const r = custodySeasonStart(
      sequenceDice(1, 1),
      [held({ trialIn: 1, locale: "indianTerritory" })],
      ["Actor.cole"],
    );
    expect(r.rolls[0]).toMatchObject({ purpose: "trial", target: 2 });
  });

  it("a pass-2 prisoner who cannot move waits; the count starts when he can (L4494)", () => {
    let p = [held({ waitingToMove: true, jailBreakIn: 1, trialIn: null, crime: null })];
    for (let i = 0; i < 3; i++) p = custodySeasonStart(sequenceDice(), p).prisoners;
    expect(p[0]!.jailBreakIn).toBe(1);
    p = prisonerCanMove(p, "Actor.cole");
    expect(custodySeasonStart(sequenceDice(), p).jailBreaks).toBe(1);
  });

  it("set free by name, each with an event; others stay", () => {
    const r = freePrisoners([held(), held({ who: "Actor.kid", name: "Kid" })], ["Actor.kid"]);
    expect(r.prisoners.map((p) => p.who)).toEqual(["Actor.cole"]);
    expect(r.events).toEqual([{ code: "prisoner.freed", values: { name: "Kid", who: "Actor.kid" } }]);
  });
});

describe("custody in the campaign turn", () => {
  const campaign = (): CampaignState =>
    newCampaign({ profession: "marshal", locale: "kansas", star: { rep: 5, sand: 4 }, hands: 2 });

  it("imprisoned after an encounter, the Jail Break is queued in its season and a break frees him", () => {
    let s: CampaignState = { ...campaign(), phase: "end" };
    const taken = imprison(s, sequenceDice(6), {
      who: "Actor.kid",
      name: "Kid",
      sand: 3,
      jailBreakIn: 1,
      afterMobile: false,
      crime: "horseTheft",
    });
    expect(taken.state.phase).toBe("end");
    expect(taken.events).toEqual([
      { code: "prisoner.held", values: { name: "Kid", n: 1 } },
      { code: "prisoner.trialSet", values: { name: "Kid", n: 3 } },
    ]);
    expect(taken.state.prisoners[0]).toMatchObject({ locale: "kansas", trialIn: 3, jailBreakIn: 1 });
    s = endSeason(taken.state, sequenceDice()).state;
    const start = startSeason(s, sequenceDice());
    expect(codes(start)).toContain("prisoner.jailBreak");
    expect(start.state.queue.map((q) => [q.id, q.why])).toEqual([["jailBreak", "jailBreak"]]);
    const played = recordEncounter(
      { ...start.state, phase: "play", encounter: start.state.queue[0]!, queue: [] },
      seededDice(1),
      {
        won: true,
        star: { ranAway: false, outOfTheFight: false, engaged: true },
        handsLost: 0,
        freed: ["Actor.kid"],
      },
    );
    expect(played.state.prisoners).toEqual([]);
    expect(codes(played)).toContain("prisoner.freed");
  });

  it("the GM's release refuses an unknown prisoner and a finished campaign", () => {
    const s = imprison(campaign(), sequenceDice(), {
      who: "Actor.kid",
      name: "Kid",
      sand: 3,
      jailBreakIn: 2,
      afterMobile: false,
      crime: null,
    }).state;
    expect(releasePrisoners(s, ["Actor.kid"]).state.prisoners).toEqual([]);
    expectRulesError(() => releasePrisoners(s, ["Actor.nobody"]), "who");
    expectRulesError(() => releasePrisoners({ ...s, phase: "over" }, ["Actor.kid"]), "phase");
    expect(prisonerMoves(s, "Actor.kid").prisoners[0]!.waitingToMove).toBe(false);
  });

  it("a broken prisoner record is refused naming its field", () => {
    const bad = { ...campaign(), prisoners: [{ ...held(), termLeft: 500 }] };
    expectRulesError(() => assertCampaignState(bad), "prisoners[0].termLeft");
    expectRulesError(() => assertCampaignState({ ...campaign(), convicted: [""] }), "convicted[0]");
  });
});

describe("custody properties", () => {
  const prisonerArb = fc.record({
    who: fc.constantFrom("a", "b", "c"),
    name: fc.string({ maxLength: 10 }),
    sand: sandArb,
    locale: fc.constantFrom(...LOCALE_IDS),
    crime: fc.option(fc.constantFrom(...CRIMES), { nil: null }),
    jailBreakIn: fc.integer({ min: 1, max: 3 }),
    afterMobile: fc.boolean(),
  });

  it("every prisoner leaves by release, freedom or the rope, or is still held with a reason", () => {
    fc.assert(
      fc.property(seedArb, fc.array(prisonerArb, { maxLength: 3 }), fc.boolean(), (seed, taken, free) => {
        const dice = seededDice(seed);
        let s: CampaignState = newCampaign({
          profession: "outlaw",
          locale: "kansas",
          star: { rep: 4, sand: 4 },
        });
        for (const t of taken) {
          const who = t.who;
          s = imprison(s, dice, { ...t, withAssault: false }).state;
          expect(takePrisoner(seededDice(seed), { ...t }).prisoner.who).toBe(who);
          if (t.afterMobile) s = prisonerMoves(s, who);
        }
        let convicted = s.convicted;
        let prisoners = s.prisoners;
        const whos = new Set(prisoners.map((p) => p.who));
        for (let season = 0; season < 12; season++) {
          const start = custodySeasonStart(dice, prisoners, convicted);
          const end = custodySeasonEnd(dice, start.prisoners, start.convicted);
          for (const e of [...start.events, ...end.events]) expect(whos.has(String(e.values.who))).toBe(true);
          expect(start.jailBreaks).toBe(start.events.filter((e) => e.code === "prisoner.jailBreak").length);
          ({ prisoners, convicted } = end);
          if (free && prisoners.length > 0) {
            const out = freePrisoners(prisoners, [prisoners[0]!.who]);
            expect(out.prisoners).toHaveLength(prisoners.length - 1);
            const record = releasePrisoners({ ...s, prisoners, convicted }, [prisoners[0]!.who]);
            expect(record.state.prisoners).toEqual(out.prisoners);
            prisoners = out.prisoners;
          }
          if (prisoners.length > 0)
            expect(prisonerCanMove(prisoners, prisoners[0]!.who)[0]!.waitingToMove).toBe(false);
        }
        for (const p of prisoners) {
          // Still inside: for life, a GM's sentence, an untried man held by others, or a term still running.
          expect(
            p.sentence?.kind === "life" ||
              p.sentence?.kind === "gmDecides" ||
              p.termLeft !== null ||
              p.trialIn !== null ||
              p.crime === null,
          ).toBe(true);
          assertCampaignState({ ...s, prisoners: [p] });
        }
      }),
      RUNS,
    );
  });
});
