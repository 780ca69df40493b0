import { describe, expect, it } from "vitest";
import { mergeArrayEdits, mergeIndexedArray } from "../../src/shell/sheets/form-arrays";

describe("index-named form arrays", () => {
  const groups = [
    { id: "a", name: "Trail hands", leader: "Actor.x" },
    { id: "b", name: "Wranglers", leader: null },
  ];

  it("edits one element and keeps the fields the form does not show", () => {
    expect(mergeIndexedArray(groups, { 1: { name: "Point riders" } })).toEqual([
      groups[0],
      { id: "b", name: "Point riders", leader: null },
    ]);
  });

  it("ignores out-of-range and non-numeric keys and never mutates the stored array", () => {
    const merged = mergeIndexedArray(groups, { 5: { name: "x" }, foo: { name: "y" } });
    expect(merged).toEqual(groups);
    expect(merged[0]).not.toBe(groups[0]);
  });

  it("rewrites nested paths of expanded submit data", () => {
    const submit = {
      system: { groups: { 0: { name: "Boss's men" } }, diary: { entries: { 0: { kills: 2 } } } },
    };
    const source = { system: { groups, diary: { entries: [{ title: "T", kills: 0, text: "" }] } } };
    mergeArrayEdits(submit, source, ["system.groups", "system.diary.entries"]);
    expect(submit.system.groups).toEqual([{ ...groups[0], name: "Boss's men" }, groups[1]]);
    expect(submit.system.diary.entries).toEqual([{ title: "T", kills: 2, text: "" }]);
  });
});
