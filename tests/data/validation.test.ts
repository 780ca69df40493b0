import { describe, expect, it } from "vitest";
import { REP_RANGE, SAND_RANGE } from "../../src/rules/blaze-of-glory/figure";
import { PROFESSIONS } from "../../src/rules/blaze-of-glory/ids";
import { QUALITY_RANGE } from "../../src/rules/blaze-of-glory/mounts";
import {
  ValidationProblem,
  check,
  cleanPlainText,
  keyProblem,
} from "../../src/rulesets/blaze-of-glory/data/validation";
import {
  choiceProblem,
  multilineTextProblem,
  normalizeLineBreaks,
  optionalPlainTextProblem,
  optionalWholeNumberProblem,
  plainTextProblem,
  textProblem,
  uuidProblem,
  wholeNumberProblem,
} from "../../src/shell/data/validation";
import { vehicleTeamProblem } from "../../src/rulesets/blaze-of-glory/data/validation-joint";
import { englishText } from "../helpers/files";

/** The validators the data models' `validate` callbacks call (Foundry's NumberField only clamps). */

describe("whole numbers in a range", () => {
  it("rejects Rep 9 and names the range", () => {
    const p = wholeNumberProblem(9, REP_RANGE);
    expect(p?.key).toBe("SIXGUN.Validation.Range");
    expect(p?.message).toBe("must be a whole number from 1 to 7 (got 9)");
  });

  it("rejects Sand −1", () => {
    expect(wholeNumberProblem(-1, SAND_RANGE)?.message).toBe("must be a whole number from 0 to 7 (got -1)");
  });

  it("rejects Quality 7 and 2", () => {
    expect(wholeNumberProblem(7, QUALITY_RANGE)?.message).toContain("from 3 to 5");
    expect(wholeNumberProblem(2, QUALITY_RANGE)).not.toBeNull();
  });

  it.each([[2.5], [Number.NaN], [Infinity], ["4"], [null], [undefined]])(
    "rejects %s instead of rounding it",
    (v) => {
      expect(wholeNumberProblem(v, REP_RANGE)).not.toBeNull();
    },
  );

  it("accepts every value of the range", () => {
    for (let v = REP_RANGE.min; v <= REP_RANGE.max; v++) expect(wholeNumberProblem(v, REP_RANGE)).toBeNull();
  });

  it("lets an optional stat be empty", () => {
    expect(optionalWholeNumberProblem(null, REP_RANGE)).toBeNull();
    expect(optionalWholeNumberProblem(8, REP_RANGE)).not.toBeNull();
  });

  it("throws a ValidationProblem from check()", () => {
    expect(() => check(wholeNumberProblem(9, REP_RANGE))).toThrow(ValidationProblem);
    expect(() => check(wholeNumberProblem(4, REP_RANGE))).not.toThrow();
  });
});

describe("choices", () => {
  it("rejects an unknown profession with the value in the message", () => {
    const p = choiceProblem("sheriffDeputyKing", PROFESSIONS);
    expect(p?.key).toBe("SIXGUN.Validation.Choice");
    expect(p?.message).toBe('"sheriffDeputyKing" is not one of the allowed values');
  });

  it("accepts every profession", () => {
    for (const id of PROFESSIONS) expect(choiceProblem(id, PROFESSIONS)).toBeNull();
  });
});

describe("plain text and names", () => {
  it("cleans HTML out of a name and says so", () => {
    const c = cleanPlainText('<img src=x onerror="alert(1)">Black <b>Bart</b>');
    expect(c.value).toBe("Black Bart");
    expect(c.changed).toBe(true);
    expect(c.problem?.key).toBe("SIXGUN.Validation.NameMarkup");
    expect(c.problem?.message).toBe('HTML markup is not allowed in names; saved as "Black Bart"');
  });

  it("never leaves an angle bracket", () => {
    for (const s of ["a < b", "<<script>>", "x>y", "<", "<b"])
      expect(cleanPlainText(s).value).not.toMatch(/[<>]/);
  });

  it("leaves ordinary names alone, apostrophes and accents included", () => {
    const c = cleanPlainText("Jesús 'Two-Gun' O'Hara");
    expect(c).toMatchObject({ value: "Jesús 'Two-Gun' O'Hara", changed: false, problem: null });
  });

  it("strips control characters and caps the length", () => {
    expect(cleanPlainText("Doc\u0000 Holliday\n").value).toBe("Doc Holliday");
    expect(cleanPlainText("x".repeat(300)).value).toHaveLength(120);
  });

  it("names the fault it cleaned: markup, control characters, both, or length", () => {
    expect(cleanPlainText("Doc\u0000 Holliday").problem?.key).toBe("SIXGUN.Validation.NameControl");
    expect(cleanPlainText("Doc\nHolliday").problem?.message).toBe(
      'control characters (line breaks, tabs) are not allowed in names; saved as "Doc Holliday"',
    );
    expect(cleanPlainText("<b>Doc</b>\tHolliday").problem?.key).toBe("SIXGUN.Validation.NameCleaned");
    const long = cleanPlainText("x".repeat(130));
    expect(long.problem?.key).toBe("SIXGUN.Validation.NameLength");
    expect(long.problem?.message).toBe(
      `names are at most 120 characters long; saved as "${"x".repeat(120)}"`,
    );
  });

  it("collapses spaces and trims without calling it markup", () => {
    expect(cleanPlainText("Doc   Holliday")).toEqual({ value: "Doc Holliday", changed: true, problem: null });
    expect(cleanPlainText("  Doc Holliday \n")).toMatchObject({ changed: false, problem: null });
  });

  it("rejects markup in stored plain-text fields", () => {
    expect(plainTextProblem("<i>Trail hands</i>")?.message).toBe(
      "must be plain text: HTML markup is not allowed here",
    );
    expect(plainTextProblem("Trail hands")).toBeNull();
    expect(plainTextProblem("x".repeat(61), 60)?.key).toBe("SIXGUN.Validation.TextLength");
  });

  it("says what is wrong with one line of text, fault by fault", () => {
    const cases: [string, string, string][] = [
      ["Trail\nhands", "LineBreak", "must be a single line: line breaks are not allowed here"],
      ["Trail\r\nhands", "LineBreak", "must be a single line: line breaks are not allowed here"],
      ["Trail\thands", "Tab", "must be a single line of text: tabs are not allowed here"],
      ["Trail\u0007hands", "Control", "must not contain control characters (found U+0007)"],
      ["Trail\u001bhands", "Control", "must not contain control characters (found U+001B)"],
      ["<i>Trail</i>", "Markup", "must be plain text: HTML markup is not allowed here"],
      ["x".repeat(61), "TextLength", "must be at most 60 characters long"],
    ];
    for (const [value, key, message] of cases) {
      const p = plainTextProblem(value, 60);
      expect(p?.key, JSON.stringify(value)).toBe(`SIXGUN.Validation.${key}`);
      expect(p?.message, JSON.stringify(value)).toBe(message);
    }
    expect(plainTextProblem(42)?.key).toBe("SIXGUN.Validation.Text");
  });

  it("reads the same in lang/en.json as in English here", () => {
    for (const value of ["a\nb", "a\tb", "a\u0007b", "<b>", "x".repeat(61), 42]) {
      const p = plainTextProblem(value, 60)!;
      expect(englishText(p.key, p.data), JSON.stringify(value)).toBe(p.message);
    }
    const p = keyProblem("a b")!;
    expect(englishText(p.key, p.data)).toBe(p.message);
  });

  it("keeps line breaks and tabs in multi-line text and says what else is wrong", () => {
    expect(multilineTextProblem("Rode in.\nRode out.\r\n\tDone.")).toBeNull();
    expect(multilineTextProblem("bell\u0007")?.message).toBe(
      "must not contain control characters (found U+0007)",
    );
    expect(multilineTextProblem("line\f")?.key).toBe("SIXGUN.Validation.Control");
    expect(multilineTextProblem("one\n<b>two</b>")?.key).toBe("SIXGUN.Validation.Markup");
    expect(multilineTextProblem("x".repeat(11), 10)?.key).toBe("SIXGUN.Validation.TextLength");
    // \r\n is stored as one \n, so it counts as one character.
    expect(multilineTextProblem(`${"x".repeat(8)}\r\n`, 9)).toBeNull();
  });

  it("reports the first fault in a fixed order: length, markup, line break, control character", () => {
    expect(textProblem(`<b>\n${"x".repeat(20)}`, 10, false)?.key).toBe("SIXGUN.Validation.TextLength");
    expect(textProblem("<b>\n", 10, false)?.key).toBe("SIXGUN.Validation.Markup");
    expect(textProblem("a\n\u0007", 10, false)?.key).toBe("SIXGUN.Validation.LineBreak");
  });

  it("normalises \r\n and a lone \r to \n", () => {
    expect(normalizeLineBreaks("a\r\nb\rc\nd")).toBe("a\nb\nc\nd");
    expect(normalizeLineBreaks("\r\n\r\n")).toBe("\n\n");
  });

  it("checks ids of entries (group ids)", () => {
    expect(keyProblem("grpTrailHands01")).toBeNull();
    expect(keyProblem("", true)).toBeNull();
    expect(keyProblem("")?.key).toBe("SIXGUN.Validation.Key");
    expect(keyProblem("grp\n1")?.message).toBe(
      '"grp\\n1" is not an id (1 to 64 letters, digits, "-" or "_")',
    );
  });

  it("checks actor UUIDs", () => {
    expect(uuidProblem("Actor.abcdefghijklmnop")).toBeNull();
    expect(uuidProblem("Compendium.six-gun-sound.npcs.Actor.sgsNpcCowboy0003")).toBeNull();
    expect(uuidProblem(null)).toBeNull();
    expect(uuidProblem("<script>")).not.toBeNull();
  });
});

describe("joint checks asked of the rules core", () => {
  it("refuses oxen on a stagecoach and four horses on a buckboard", () => {
    const ox = vehicleTeamProblem({
      vehicleType: "stagecoach",
      team: { animal: "ox", size: 4, quality: 4, leadQuality: null },
    });
    expect(ox?.key).toBe("SIXGUN.Validation.Team");
    expect(ox?.message).toContain("cannot draw a stagecoach");
    expect(
      vehicleTeamProblem({
        vehicleType: "buckboard",
        team: { animal: "horse", size: 4, quality: 4, leadQuality: null },
      }),
    ).not.toBeNull();
  });

  it("accepts a wagon behind two mules", () => {
    expect(
      vehicleTeamProblem({
        vehicleType: "wagon",
        team: { animal: "mule", size: 2, quality: 3, leadQuality: null },
      }),
    ).toBeNull();
  });
});

describe("optional one-line text (shared by the rulesets)", () => {
  it("accepts nothing set, and one short line", () => {
    expect(optionalPlainTextProblem(null)).toBeNull();
    expect(optionalPlainTextProblem(undefined)).toBeNull();
    expect(optionalPlainTextProblem("Fair")).toBeNull();
  });

  it("refuses what one line refuses, with a default limit of 60", () => {
    expect(optionalPlainTextProblem("a\nb")?.key).toBe("SIXGUN.Validation.LineBreak");
    expect(optionalPlainTextProblem("x".repeat(61))?.data).toEqual({ max: "60", length: "61" });
    expect(optionalPlainTextProblem("x".repeat(61), 80)).toBeNull();
  });
});
