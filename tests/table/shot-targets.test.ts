import { describe, expect, it } from "vitest";
import { shotTargets } from "../../src/rulesets/blaze-of-glory/table/api";

interface Tok {
  id: string;
  actor: string | null;
}

describe("the targets of a shot", () => {
  const tokens: Tok[] = [
    { id: "t1", actor: "Ike" },
    { id: "t2", actor: null },
    { id: "t3", actor: "Billy" },
  ];
  const firstToken = (actor: string) => tokens.find((t) => t.actor === actor) ?? null;

  it("keeps each targeted actor with its own token when a targeted token has no actor", () => {
    expect(shotTargets(undefined, tokens, firstToken)).toEqual([
      { actor: "Ike", token: tokens[0] },
      { actor: "Billy", token: tokens[2] },
    ]);
  });

  it("measures to the first token of actors given by a macro, ignoring the user's targets", () => {
    expect(shotTargets(["Billy", "Frank"], tokens, firstToken)).toEqual([
      { actor: "Billy", token: tokens[2] },
      { actor: "Frank", token: null },
    ]);
  });
});
