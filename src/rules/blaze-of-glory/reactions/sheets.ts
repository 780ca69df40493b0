import type { Profession } from "../ids";
import type {
  ApproachRule,
  ReactionDirective,
  ReactionRow,
  ReactionSheet,
  ReactionSheetId,
  ReactionTable,
  ReactionTest,
  RowCondition,
} from "./codes";

/**
 * The reaction sheets as data, transcribed row by row from the QRS pages (L7550–8995) and the main
 * text (L1249–1409). A printed line that covers two cases ("those in cover …; those charged to flank
 * or rear …") becomes two rows citing the same line. Rows are read top to bottom; the first whose
 * conditions all hold applies, so the unconditioned "others" row always comes last.
 */

function row(directive: ReactionDirective, source: string, when?: RowCondition): ReactionRow {
  return when ? { directive, source, when } : { directive, source };
}

function reroll(rerollOneAs: 0 | 2, source: string, when?: RowCondition): ReactionRow {
  return when
    ? { directive: "reroll", rerollOneAs, source, when }
    : { directive: "reroll", rerollOneAs, source };
}

type Rows = readonly [readonly ReactionRow[], readonly ReactionRow[], readonly ReactionRow[]];

/** Rows given in the book's order: pass 2, pass 1, pass 0. */
function table(
  test: ReactionTest,
  source: string,
  pass2: ReactionRow[],
  pass1: ReactionRow[],
  pass0: ReactionRow[],
  extra: { dice?: 1 | 2 | 3; freeWill?: boolean; approach?: ApproachRule[] } = {},
): ReactionTable {
  const rows: Rows = [pass0, pass1, pass2];
  return {
    test,
    dice: extra.dice ?? 2,
    maxPasses: 2,
    freeWill: extra.freeWill ?? test !== "gotAShot",
    approach: extra.approach ?? [],
    rows,
    source,
  };
}

const HIDDEN: RowCondition = { hidden: true };
const COVER: RowCondition = { inCover: true };
const COVER_OR_BUILDING: RowCondition = { coverOrBuilding: true };
const FLANK_OR_REAR: RowCondition = { flankOrRear: true };
const REAR: RowCondition = { rear: true };
const MUZZLE: RowCondition = { muzzleLoader: true };
const CAN_FIRE: RowCondition = { canFire: true };
const only = (...professions: Profession[]): RowCondition => ({ professions });

/** GOT THE DROP (L1704–1717, COMBAT 1 QRS L6881–6894): one die, read on every sheet. */
export const GOT_THE_DROP_TABLE: ReactionTable = {
  test: "gotTheDrop",
  dice: 1,
  maxPasses: 1,
  freeWill: true,
  approach: [],
  rows: [[row("redraw", "L1717")], [row("surrender", "L1713")], []],
  source: "L1704–1717",
};

/** A sheet's tables keyed by their test, in the order given; GOT THE DROP, on every sheet, comes last. */
function tests(...tables: ReactionTable[]): ReactionSheet["tests"] {
  return Object.fromEntries([...tables, GOT_THE_DROP_TABLE].map((t) => [t.test, t]));
}

// ---------------------------------------------------------------------------------------------
// Main text ("standard"), L1249–1409. Used by the book's examples; no profession maps to it.

const STANDARD: ReactionSheet = {
  id: "standard",
  professions: ["buffaloHunter", "mountainMan"],
  source: "L1249–1409",
  tests: tests(
    table(
      "gotAShot",
      "L1249–1270",
      [row("holdOrFire", "L1259", HIDDEN), row("holdFire", "L1260", MUZZLE), row("fire", "L1261")],
      [row("fireAtMinusOneRep", "L1265", HIDDEN), row("rollOff", "L1266")],
      [row("noFire", "L1270")],
      {
        approach: [
          { from: "rear", effect: "minusOneDie", professions: ["mountainMan"], source: "L1254" },
          { from: "rear", effect: "noTest", professions: ["buffaloHunter"], source: "L1255" },
        ],
      },
    ),
    table(
      "beenShotAt",
      "L1278–1298",
      [row("fire", "L1287", COVER), row("finishMoveAndFire", "L1288")],
      [row("duckBack", "L1292", FLANK_OR_REAR), row("fire", "L1293")],
      [row("duckBack", "L1297", COVER), row("runaway", "L1298")],
    ),
    table(
      "flinch",
      "L1682–1698",
      [row("drawNormally", "L1690")],
      [row("flinched", "L1694")],
      [row("unmanned", "L1698")],
    ),
    table(
      "wantingToCharge",
      "L1314–1332",
      [row("charge", "L1323")],
      [row("stayAndFire", "L1327", COVER), row("charge", "L1328")],
      [row("stayInPlace", "L1332")],
    ),
    table(
      "beingCharged",
      "L1340–1361",
      [
        row("fireAndPrepare", "L1349", CAN_FIRE),
        row("turnToFaceAndPrepare", "L1350", FLANK_OR_REAR),
        row("prepareToFight", "L1351"),
      ],
      [
        row("fireAndPrepare", "L1355", COVER),
        row("runaway", "L1355", FLANK_OR_REAR),
        row("prepareToFight", "L1356"),
      ],
      [row("prepareToFight", "L1360", COVER), row("runaway", "L1361")],
    ),
    table(
      "keepFightin",
      "L1371–1386",
      [row("carryOn", "L1378")],
      [reroll(2, "L1382")],
      [row("runaway", "L1386")],
    ),
    table(
      "cominBack",
      "L1394–1409",
      [row("comeBack", "L1401")],
      [reroll(2, "L1405")],
      [row("removedFromPlay", "L1409")],
    ),
  ),
};

// ---------------------------------------------------------------------------------------------
// Buffalo Hunter / Mountain Man, p97 (L7550–7684). The sheet writes "Trapper" for Mountain Man.

const BUFFALO_HUNTER_MOUNTAIN_MAN: ReactionSheet = {
  id: "buffaloHunterMountainMan",
  professions: ["buffaloHunter", "mountainMan"],
  source: "L7550–7684",
  tests: tests(
    table(
      "gotAShot",
      "L7552–7571",
      [row("holdOrFire", "L7560", HIDDEN), row("holdFire", "L7561", MUZZLE), row("fire", "L7562")],
      [row("fireAtMinusOneRep", "L7566", HIDDEN), row("rollOff", "L7567")],
      [row("noFire", "L7571")],
      {
        approach: [
          { from: "rear", effect: "minusOneDie", professions: ["mountainMan"], source: "L7555" },
          { from: "rear", effect: "noTest", professions: ["buffaloHunter"], source: "L7556" },
        ],
      },
    ),
    table(
      "beenShotAt",
      "L7573–7591",
      [row("fire", "L7580", COVER), row("finishMoveAndFire", "L7581")],
      [row("duckBack", "L7585", FLANK_OR_REAR), row("fire", "L7586")],
      [row("duckBack", "L7590", COVER), row("runaway", "L7591")],
    ),
    table(
      "flinch",
      "L7593–7609",
      [row("drawNormally", "L7601")],
      [row("flinched", "L7605")],
      [row("unmanned", "L7609")],
    ),
    table(
      "wantingToCharge",
      "L7611–7627",
      [row("charge", "L7618")],
      [row("stayAndFire", "L7622", COVER), row("charge", "L7623")],
      [row("stayInPlace", "L7627")],
    ),
    table(
      "beingCharged",
      "L7629–7648",
      [
        row("fireAndPrepare", "L7636", CAN_FIRE),
        row("turnToFaceAndPrepare", "L7637", FLANK_OR_REAR),
        row("prepareToFight", "L7638"),
      ],
      [
        row("fireAndPrepare", "L7642", COVER),
        row("runaway", "L7642", FLANK_OR_REAR),
        row("prepareToFight", "L7643"),
      ],
      [row("prepareToFight", "L7647", COVER), row("runaway", "L7648")],
    ),
    table(
      "keepFightin",
      "L7650–7665",
      [row("carryOn", "L7657")],
      [reroll(2, "L7661")],
      [row("runaway", "L7665")],
    ),
    // I-01: the QRS, not the main text, governs: pass 1 comes back outright.
    table(
      "cominBack",
      "L7667–7682",
      [row("comeBack", "L7674")],
      [row("comeBack", "L7678")],
      [row("removedFromPlay", "L7682")],
    ),
  ),
};

// ---------------------------------------------------------------------------------------------
// Cowboy, p98 (L7686–7835).

const COWBOY: ReactionSheet = {
  id: "cowboy",
  professions: ["cowboy"],
  source: "L7686–7835",
  tests: tests(
    table(
      "gotAShot",
      "L7688–7708",
      [row("holdOrFire", "L7698", HIDDEN), row("fire", "L7699")],
      [row("fireAtMinusOneRep", "L7703", HIDDEN), row("rollOff", "L7704")],
      [row("noFireRevealed", "L7708", HIDDEN), row("noFire", "L7708")],
      {
        approach: [
          { from: "flank", effect: "minusOneDie", source: "L7693" },
          { from: "rear", effect: "noTest", source: "L7694" },
        ],
      },
    ),
    table(
      "beenShotAt",
      "L7710–7730",
      [row("fire", "L7719", COVER), row("finishMoveAndFire", "L7720")],
      [row("duckBack", "L7724", FLANK_OR_REAR), row("fireAtMinusOneRep", "L7725")],
      [row("duckBack", "L7729", COVER), row("runaway", "L7730")],
    ),
    table(
      "flinch",
      "L7732–7750",
      [row("drawNormally", "L7742")],
      [row("flinched", "L7746")],
      [row("unmanned", "L7750")],
    ),
    table(
      "wantingToCharge",
      "L7752–7770",
      [row("charge", "L7761")],
      [row("stayAndFire", "L7765", COVER), row("chargeAtMinusOneDie", "L7766")],
      [row("stayInPlace", "L7770")],
    ),
    table(
      "beingCharged",
      "L7772–7794",
      [
        row("fireAndPrepare", "L7781", CAN_FIRE),
        row("turnToFaceAndPrepare", "L7782", FLANK_OR_REAR),
        row("prepareToFight", "L7783"),
      ],
      [
        row("fireAndPrepare", "L7787", COVER),
        row("turnToFaceAndPrepareAtMinusOneDie", "L7788", FLANK_OR_REAR),
        row("prepareToFightAtMinusOneDie", "L7789"),
      ],
      [row("prepareToFight", "L7793", COVER), row("runaway", "L7794")],
    ),
    table(
      "keepFightin",
      "L7796–7813",
      [row("carryOn", "L7805")],
      [reroll(2, "L7809")],
      [row("runaway", "L7813")],
    ),
    table(
      "cominBack",
      "L7815–7833",
      [row("comeBack", "L7824")],
      [row("comeBack", "L7828", COVER_OR_BUILDING), reroll(0, "L7829")],
      [row("removedFromPlay", "L7833")],
    ),
  ),
};

// ---------------------------------------------------------------------------------------------
// Bounty Hunter / Marshal / Gunfighter, p99 (L7837–7983).

const BOUNTY_HUNTER_MARSHAL_GUNFIGHTER: ReactionSheet = {
  id: "bountyHunterMarshalGunfighter",
  professions: ["bountyHunter", "marshal", "gunfighter"],
  source: "L7837–7983",
  tests: tests(
    table(
      "gotAShot",
      "L7839–7858",
      [row("holdOrFire", "L7848", HIDDEN), row("fire", "L7849")],
      [row("fireAtMinusOneRep", "L7853", HIDDEN), row("fireAtMinusOneRep", "L7854")],
      [row("noFireRevealed", "L7858", HIDDEN), row("noFire", "L7858")],
      { approach: [{ from: "rear", effect: "minusOneDie", source: "L7844" }] },
    ),
    table(
      "beenShotAt",
      "L7860–7880",
      [row("fire", "L7869", COVER), row("finishMoveAndFire", "L7870")],
      [row("duckBack", "L7874", REAR), row("fireAtMinusOneRep", "L7875")],
      [row("runaway", "L7879", { threeToOne: true }), row("duckBack", "L7880")],
    ),
    // Three dice, best two: pass 2 and pass 1 both draw; only three failures flinch (guide §3.3).
    table(
      "flinch",
      "L7882–7900",
      [row("drawNormally", "L7892")],
      [row("drawNormally", "L7896")],
      [row("flinched", "L7900")],
      { dice: 3 },
    ),
    table(
      "wantingToCharge",
      "L7902–7919",
      [row("charge", "L7911")],
      [row("charge", "L7915")],
      [row("chargeAtMinusOneDie", "L7919")],
    ),
    table(
      "beingCharged",
      "L7921–7941",
      [
        row("fireAndPrepare", "L7930", CAN_FIRE),
        row("turnToFaceAndPrepare", "L7931", FLANK_OR_REAR),
        row("prepareToFight", "L7931"),
      ],
      [
        row("fireAndPrepare", "L7935", COVER),
        row("turnToFaceAndPrepareAtMinusOneDie", "L7936", FLANK_OR_REAR),
        row("prepareToFightAtMinusOneDie", "L7936"),
      ],
      [row("prepareToFight", "L7940", COVER), row("runaway", "L7941")],
    ),
    table(
      "keepFightin",
      "L7943–7960",
      [row("carryOn", "L7952")],
      [reroll(2, "L7956")],
      [row("runaway", "L7960")],
    ),
    table(
      "cominBack",
      "L7962–7979",
      [row("comeBack", "L7971")],
      [row("comeBack", "L7975")],
      [row("removedFromPlay", "L7979")],
    ),
  ),
};

// ---------------------------------------------------------------------------------------------
// Prospector / Homesteader, p100 (L7985–8133).

const PROSPECTOR_HOMESTEADER: ReactionSheet = {
  id: "prospectorHomesteader",
  professions: ["prospector", "homesteader"],
  source: "L7985–8133",
  tests: tests(
    table(
      "gotAShot",
      "L7987–8007",
      [row("holdFire", "L7997", MUZZLE), row("fire", "L7998")],
      [row("fireAtMinusOneRep", "L8002", HIDDEN), row("rollOff", "L8003")],
      [row("noFireRevealed", "L8007", HIDDEN), row("noFire", "L8007")],
      {
        approach: [
          { from: "flank", effect: "minusOneDie", source: "L7992" },
          { from: "rear", effect: "noTest", source: "L7993" },
        ],
      },
    ),
    table(
      "beenShotAt",
      "L8009–8029",
      [row("fire", "L8018", COVER), row("haltAndFire", "L8019")],
      [row("runaway", "L8023", FLANK_OR_REAR), row("duckBack", "L8024")],
      [row("duckBack", "L8028", COVER), row("runaway", "L8029")],
    ),
    table(
      "flinch",
      "L8031–8049",
      [row("drawNormally", "L8041")],
      [row("flinched", "L8045")],
      [row("unmanned", "L8049")],
    ),
    table(
      "wantingToCharge",
      "L8051–8069",
      [row("charge", "L8060")],
      [row("stayAndFire", "L8064", COVER), row("chargeAtMinusOneDie", "L8065")],
      [row("stayInPlace", "L8069")],
    ),
    table(
      "beingCharged",
      "L8071–8093",
      [
        row("fireAndPrepare", "L8080", CAN_FIRE),
        row("turnToFaceAtMinusOneRep", "L8081", FLANK_OR_REAR),
        row("prepareToFight", "L8082"),
      ],
      [
        row("fireAndPrepareAtMinusOneDie", "L8086", COVER),
        row("runaway", "L8087", FLANK_OR_REAR),
        row("prepareToFightAtMinusOneDie", "L8088"),
      ],
      [row("prepareToFight", "L8092", COVER), row("runaway", "L8093")],
    ),
    table(
      "keepFightin",
      "L8095–8112",
      [row("carryOn", "L8104")],
      [reroll(0, "L8108")],
      [row("runaway", "L8112")],
    ),
    table(
      "cominBack",
      "L8114–8131",
      [row("comeBack", "L8123")],
      [row("removedFromPlay", "L8127")],
      [row("removedFromPlay", "L8131")],
    ),
  ),
};

// ---------------------------------------------------------------------------------------------
// Outlaw / Ranger, p101 (L8135–8282).

const OUTLAW_RANGER: ReactionSheet = {
  id: "outlawRanger",
  professions: ["outlaw", "ranger"],
  source: "L8135–8282",
  tests: tests(
    table(
      "gotAShot",
      "L8137–8156",
      [row("holdOrFire", "L8146", HIDDEN), row("fire", "L8147")],
      [row("fireAtMinusOneRep", "L8151", HIDDEN), row("rollOff", "L8152")],
      [row("noFireRevealed", "L8156", HIDDEN), row("noFire", "L8156")],
      { approach: [{ from: "rear", effect: "minusOneDie", source: "L8142" }] },
    ),
    table(
      "beenShotAt",
      "L8158–8178",
      [row("fire", "L8167", COVER), row("finishMoveAndFire", "L8168")],
      [row("fireAtMinusOneRep", "L8172", FLANK_OR_REAR), row("fire", "L8173")],
      [row("duckBack", "L8177", COVER), row("runaway", "L8178")],
    ),
    table(
      "flinch",
      "L8180–8198",
      [row("drawNormally", "L8190")],
      [row("flinched", "L8194")],
      [row("unmanned", "L8198")],
    ),
    table(
      "wantingToCharge",
      "L8200–8219",
      [row("charge", "L8209")],
      [
        row("charge", "L8213", only("ranger")),
        row("stayAndFire", "L8214", { professions: ["outlaw"], inCover: true }),
        row("chargeAtMinusOneDie", "L8215", only("outlaw")),
      ],
      [row("stayInPlace", "L8219")],
    ),
    table(
      "beingCharged",
      "L8221–8242",
      [
        row("fireAndPrepare", "L8230", CAN_FIRE),
        row("turnToFaceAndPrepare", "L8231", FLANK_OR_REAR),
        row("prepareToFight", "L8231"),
      ],
      [
        row("fireAndPrepare", "L8235", COVER),
        row("runaway", "L8236", FLANK_OR_REAR),
        row("prepareToFightAtMinusOneDie", "L8237"),
      ],
      [
        row("prepareToFightAtMinusOneDie", "L8241", { professions: ["ranger"], inCover: true }),
        row("runaway", "L8242"),
      ],
    ),
    table(
      "keepFightin",
      "L8244–8261",
      [row("carryOn", "L8253")],
      [reroll(2, "L8257")],
      [row("runaway", "L8261")],
    ),
    table(
      "cominBack",
      "L8263–8280",
      [row("comeBack", "L8272")],
      [row("removedFromPlay", "L8276")],
      [row("removedFromPlay", "L8280")],
    ),
  ),
};

// ---------------------------------------------------------------------------------------------
// Deputy / Sheriff, p102 (L8284–8434).

const DEPUTY_SHERIFF: ReactionSheet = {
  id: "deputySheriff",
  professions: ["deputy", "sheriff"],
  source: "L8284–8434",
  tests: tests(
    table(
      "gotAShot",
      "L8286–8305",
      [row("holdOrFire", "L8295", HIDDEN), row("fire", "L8296")],
      [row("fireAtMinusOneRep", "L8300", HIDDEN), row("rollOff", "L8301")],
      [row("noFireRevealed", "L8305", HIDDEN), row("noFire", "L8305")],
      { approach: [{ from: "rear", effect: "minusOneDie", source: "L8291" }] },
    ),
    table(
      "beenShotAt",
      "L8307–8327",
      [row("fire", "L8316", COVER), row("finishMoveAndFire", "L8317")],
      [row("duckBack", "L8321", FLANK_OR_REAR), row("fire", "L8322")],
      [row("duckBack", "L8326", COVER), row("runaway", "L8327")],
    ),
    table(
      "flinch",
      "L8329–8348",
      [row("drawNormally", "L8339")],
      [row("drawNormally", "L8343", only("sheriff")), row("flinched", "L8344", only("deputy"))],
      [row("unmanned", "L8348")],
    ),
    // I-62: the cover line binds everyone in cover, Sheriffs included.
    table(
      "wantingToCharge",
      "L8350–8369",
      [row("charge", "L8359")],
      [
        row("stayAndFire", "L8363", COVER),
        row("charge", "L8364", only("sheriff")),
        row("chargeAtMinusOneDie", "L8365"),
      ],
      [row("stayInPlace", "L8369")],
    ),
    table(
      "beingCharged",
      "L8371–8393",
      [
        row("fireAndPrepare", "L8380", CAN_FIRE),
        row("turnToFaceAndPrepare", "L8381", FLANK_OR_REAR),
        row("prepareToFight", "L8382"),
      ],
      [
        row("fireAndPrepare", "L8386", COVER),
        row("runaway", "L8387", FLANK_OR_REAR),
        row("prepareToFightAtMinusOneDie", "L8388"),
      ],
      [row("prepareToFight", "L8392", COVER), row("runaway", "L8393")],
    ),
    table(
      "keepFightin",
      "L8395–8412",
      [row("carryOn", "L8404")],
      [reroll(2, "L8408")],
      [row("runaway", "L8412")],
    ),
    table(
      "cominBack",
      "L8414–8432",
      [row("comeBack", "L8423")],
      [row("comeBack", "L8427", COVER_OR_BUILDING), row("removedFromPlay", "L8428")],
      [row("removedFromPlay", "L8432")],
    ),
  ),
};

// ---------------------------------------------------------------------------------------------
// Gambler / Greenhorn / Townsfolk, p103 (L8436–8576).

const GAMBLER_GREENHORN_TOWNSFOLK: ReactionSheet = {
  id: "gamblerGreenhornTownsfolk",
  professions: ["gambler", "greenhorn", "townsfolk"],
  source: "L8436–8576",
  tests: tests(
    table(
      "gotAShot",
      "L8438–8457",
      [
        row("holdOrFire", "L8445", { professions: ["gambler"], hidden: true }),
        row("fire", "L8446", { professions: ["greenhorn", "townsfolk"], hidden: true }),
        row("holdFire", "L8447", MUZZLE),
        row("fire", "L8448"),
      ],
      [row("fireAtMinusOneRep", "L8452", HIDDEN), row("rollOff", "L8453")],
      [row("noFireRevealed", "L8457", HIDDEN), row("noFire", "L8457")],
      {
        approach: [
          { from: "flank", effect: "noTest", source: "L8441" },
          { from: "rear", effect: "noTest", source: "L8441" },
        ],
      },
    ),
    table(
      "beenShotAt",
      "L8459–8477",
      [row("fire", "L8466", COVER), row("haltAndFire", "L8467")],
      [row("runaway", "L8471", FLANK_OR_REAR), row("duckBack", "L8472")],
      [row("duckBack", "L8476", COVER), row("runaway", "L8477")],
    ),
    table(
      "flinch",
      "L8479–8497",
      [row("drawNormally", "L8487")],
      [
        row("drawNormally", "L8491", only("greenhorn")),
        row("flinched", "L8492", only("gambler", "townsfolk")),
      ],
      [row("flinched", "L8496", only("greenhorn")), row("unmanned", "L8497")],
    ),
    table(
      "wantingToCharge",
      "L8499–8515",
      [row("charge", "L8506")],
      [row("stayAndFire", "L8510", COVER), row("stayInPlace", "L8511")],
      [row("stayInPlace", "L8515")],
    ),
    table(
      "beingCharged",
      "L8517–8537",
      [
        row("fireAndPrepare", "L8524", CAN_FIRE),
        row("turnToFaceAtMinusOneRep", "L8525", FLANK_OR_REAR),
        row("prepareToFight", "L8526"),
      ],
      [
        row("fireAndPrepareAtMinusOneDie", "L8530", COVER),
        row("runaway", "L8531", FLANK_OR_REAR),
        row("prepareToFightAtMinusOneDie", "L8532"),
      ],
      [row("prepareToFight", "L8536", COVER), row("runaway", "L8537")],
    ),
    table(
      "keepFightin",
      "L8539–8554",
      [row("carryOn", "L8546")],
      [reroll(0, "L8550")],
      [row("runaway", "L8554")],
    ),
    // I-63: back in the fight, but in a Duck Back state.
    table(
      "cominBack",
      "L8556–8572",
      [row("comeBack", "L8563")],
      [row("comeBackDuckBack", "L8567", COVER_OR_BUILDING), row("removedFromPlay", "L8568")],
      [row("removedFromPlay", "L8572")],
    ),
  ),
};

// ---------------------------------------------------------------------------------------------
// Warrior sheets: no FLINCH CHECK (I-65); GOT A SHOT has no approach modifiers.

const SOUTH_WESTERN_WARRIOR: ReactionSheet = {
  id: "southWesternWarrior",
  professions: ["warrior"],
  source: "L8578–8715",
  tests: tests(
    table(
      "gotAShot",
      "L8580–8599",
      [row("holdOrFire", "L8588", HIDDEN), row("holdFire", "L8589", MUZZLE), row("fire", "L8590")],
      [row("fireAtMinusOneRep", "L8594", HIDDEN), row("rollOff", "L8595")],
      [row("noFire", "L8599")],
    ),
    table(
      "beenShotAt",
      "L8601–8621",
      [row("fire", "L8610", COVER), row("finishMoveAndFire", "L8611")],
      [row("duckBack", "L8615", FLANK_OR_REAR), row("fireAtMinusOneRep", "L8616")],
      [row("duckBack", "L8620", COVER), row("runaway", "L8621")],
    ),
    table(
      "wantingToCharge",
      "L8623–8641",
      [row("charge", "L8632")],
      [row("stayAndFire", "L8636", COVER), row("duckBack", "L8637")],
      [row("stayInPlace", "L8641")],
    ),
    table(
      "beingCharged",
      "L8643–8663",
      [
        row("fireAndPrepare", "L8652", CAN_FIRE),
        row("turnToFaceAndPrepare", "L8653", FLANK_OR_REAR),
        row("prepareToFight", "L8654"),
      ],
      [
        row("fireAndPrepare", "L8658", COVER),
        row("runaway", "L8658", FLANK_OR_REAR),
        row("prepareToFight", "L8659"),
      ],
      // I-61: the cover line dropped from the print ("Others Runaway" is all that is left) is restored.
      [row("prepareToFight", "I-61 (restored before L8663)", COVER), row("runaway", "L8663")],
    ),
    table(
      "keepFightin",
      "L8665–8682",
      [row("carryOn", "L8674")],
      [row("carryOn", "L8678")],
      [row("runaway", "L8682")],
    ),
    table(
      "cominBack",
      "L8684–8701",
      [row("comeBack", "L8693")],
      [row("removedFromPlay", "L8697")],
      [row("removedFromPlay", "L8701")],
    ),
  ),
};

const NORTH_WESTERN_WARRIOR: ReactionSheet = {
  id: "northWesternWarrior",
  professions: ["warrior"],
  source: "L8717–8853",
  tests: tests(
    table(
      "gotAShot",
      "L8719–8738",
      [row("holdOrFire", "L8727", HIDDEN), row("holdFire", "L8728", MUZZLE), row("fire", "L8729")],
      [row("fireAtMinusOneRep", "L8733", HIDDEN), row("rollOff", "L8734")],
      [row("noFireRevealed", "L8738", HIDDEN), row("noFire", "L8738")],
    ),
    table(
      "beenShotAt",
      "L8740–8760",
      [row("fire", "L8749", COVER), row("finishMoveAndFire", "L8750")],
      [row("duckBack", "L8754", FLANK_OR_REAR), row("fire", "L8755")],
      [row("duckBack", "L8759", COVER), row("runaway", "L8760")],
    ),
    table(
      "wantingToCharge",
      "L8762–8780",
      [row("charge", "L8771")],
      [row("stayAndFire", "L8775", COVER), row("charge", "L8776")],
      [row("stayInPlace", "L8780")],
    ),
    table(
      "beingCharged",
      "L8782–8803",
      [
        row("fireAndPrepare", "L8791", CAN_FIRE),
        row("turnToFaceAndPrepare", "L8792", FLANK_OR_REAR),
        row("prepareToFight", "L8793"),
      ],
      [
        row("fireAndPrepare", "L8797", COVER),
        row("runaway", "L8797", FLANK_OR_REAR),
        row("prepareToFight", "L8798"),
      ],
      [row("prepareToFight", "L8802", COVER), row("runaway", "L8803")],
    ),
    table(
      "keepFightin",
      "L8805–8822",
      [row("carryOn", "L8814")],
      [reroll(2, "L8818")],
      [row("runaway", "L8822")],
    ),
    table(
      "cominBack",
      "L8824–8841",
      [row("comeBack", "L8833")],
      [reroll(2, "L8837")],
      [row("removedFromPlay", "L8841")],
    ),
  ),
};

const PLAINS_WARRIOR: ReactionSheet = {
  id: "plainsWarrior",
  professions: ["warrior"],
  source: "L8855–8995",
  tests: tests(
    table(
      "gotAShot",
      "L8857–8874",
      [row("holdOrFire", "L8863", HIDDEN), row("holdFire", "L8864", MUZZLE), row("fire", "L8865")],
      [row("fireAtMinusOneRep", "L8869", HIDDEN), row("rollOff", "L8870")],
      [row("noFireRevealed", "L8874", HIDDEN), row("noFire", "L8874")],
    ),
    table(
      "beenShotAt",
      "L8876–8893",
      [row("fire", "L8883", COVER), row("finishMoveAndFire", "L8884")],
      [row("duckBack", "L8888", FLANK_OR_REAR), row("fireAtMinusOneRep", "L8889")],
      // I-61: only "All others will Runaway" is printed; the cover line is restored.
      [row("duckBack", "I-61 (restored before L8893)", COVER), row("runaway", "L8893")],
    ),
    table(
      "wantingToCharge",
      "L8913–8928",
      [row("charge", "L8920")],
      [row("charge", "L8924")],
      [row("stayInPlace", "L8928")],
    ),
    table(
      "beingCharged",
      "L8930–8948",
      [
        row("fireAndPrepare", "L8937", CAN_FIRE),
        row("turnToFaceAndPrepare", "L8938", FLANK_OR_REAR),
        row("prepareToFight", "L8939"),
      ],
      [
        row("fireAndPrepare", "L8943", COVER),
        row("runaway", "L8943", FLANK_OR_REAR),
        row("prepareToFight", "L8944"),
      ],
      [row("runaway", "L8948")],
    ),
    table(
      "keepFightin",
      "L8950–8965",
      [row("carryOn", "L8957")],
      [row("carryOn", "L8961")],
      [row("runaway", "L8965")],
    ),
    table(
      "cominBack",
      "L8967–8983",
      [row("comeBack", "L8974")],
      [row("comeBack", "L8978", { mounted: true }), row("removedFromPlay", "L8979")],
      [row("removedFromPlay", "L8983")],
    ),
  ),
};

/** Where the Plains "Siouxside" rule is printed. */
export const SIOUXSIDE_SOURCE = "L8897–8911";

/** Every sheet by id. Frozen so a caller cannot edit the rules by accident. */
export const REACTION_SHEET_DATA: { readonly [S in ReactionSheetId]: ReactionSheet } = deepFreeze({
  buffaloHunterMountainMan: BUFFALO_HUNTER_MOUNTAIN_MAN,
  cowboy: COWBOY,
  bountyHunterMarshalGunfighter: BOUNTY_HUNTER_MARSHAL_GUNFIGHTER,
  prospectorHomesteader: PROSPECTOR_HOMESTEADER,
  outlawRanger: OUTLAW_RANGER,
  deputySheriff: DEPUTY_SHERIFF,
  gamblerGreenhornTownsfolk: GAMBLER_GREENHORN_TOWNSFOLK,
  southWesternWarrior: SOUTH_WESTERN_WARRIOR,
  northWesternWarrior: NORTH_WESTERN_WARRIOR,
  plainsWarrior: PLAINS_WARRIOR,
  standard: STANDARD,
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
