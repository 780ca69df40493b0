import type { DiceSource } from "../../../rules/core";
import {
  fightMelee,
  type Contact,
  type MeleeFightResult,
  type MeleeFighter,
  type MeleeWeapon,
} from "../../../rules/blaze-of-glory/melee";
import { MELEE_WEAPONS } from "../../../rules/blaze-of-glory/melee";
import { rollReaction, type ReactionResult } from "../../../rules/blaze-of-glory/reactions";
import { addWound, rollDamage, type DamageRoll } from "../../../rules/blaze-of-glory/shooting";
import type { WeaponId } from "../../../rules/blaze-of-glory/ids";
import type { EncounterFlag } from "../data/source-types";
import {
  applyGroup,
  setCondition,
  woundActions,
  type ActionGroup,
  type FollowUp,
  type TableAction,
} from "./actions";
import {
  figureWounds,
  reactionRequest,
  situationFromFigure,
  starKills,
  type StarKill,
  type TableFigure,
} from "./figure";
import { rulesOptions, type TableSettingValues } from "./settings";

/**
 * Fightin' at the table (L1769–1838): rounds until no enemies still up remain in contact. Evenly
 * matched fighters take KEEP FIGHTIN' on their own sheets; a figure put Out of the Fight has the
 * place of the blow rolled on the damage table (L1827), for the after-battle recovery.
 */

export interface MeleeFighterDeclaration {
  figure: TableFigure;
  side: string;
  /** Item id of the melee weapon in hand, if any. */
  weapon?: string;
  flankOrRear?: boolean;
  /** Its charge reaction cost it a die in the first round (guide I-20). */
  chargePenalty?: boolean;
  firstRoundRepModifier?: number;
}

export interface MeleeDeclaration {
  fighters: MeleeFighterDeclaration[];
  /** Pairs of figure uuids in contact. */
  contacts: Contact[];
}

export interface MeleePlan {
  fight: MeleeFightResult;
  /** KEEP FIGHTIN' tests in the order taken, with the round they followed. */
  keepFightin: { id: string; round: number; result: ReactionResult }[];
  /** Where each blow that put a figure Out of the Fight landed. */
  blows: { id: string; damage: DamageRoll }[];
  /** Killing strokes, as a Star's advantages leave them. */
  kills: StarKill[];
  groups: ActionGroup[];
  followUps: FollowUp[];
}

/**
 * The token condition of how a fighter ended the fight (still fighting: none). A Star who cheated
 * death leaves the encounter (L3031).
 */
const MELEE_CONDITIONS: Partial<Record<string, EncounterFlag>> = {
  outOfFight: "outOfTheFight",
  outOfTheFight: "outOfTheFight",
  obviouslyDead: "obviouslyDead",
  cheatedDeath: "removedFromPlay",
  ranAway: "runaway",
};

/** What a reaction that led to the fight changes for one fighter in its first round. */
export interface CarriedIntoMelee {
  /** One die less in the first round (guide I-20). */
  chargePenalty?: boolean;
  /** Rep change in the first round (BEING CHARGED "turn to face at −1 Rep"). */
  firstRoundRepModifier?: number;
}

/**
 * The fight's declaration with what the reactions before it ordered: the die a reaction cost stays
 * lost, and its Rep change is added (a whole number between −2 and +2, anything else ignored).
 */
export function withCarried(
  decl: MeleeDeclaration,
  carried: Record<string, CarriedIntoMelee>,
): MeleeDeclaration {
  return {
    ...decl,
    fighters: decl.fighters.map((d) => {
      const c = carried[d.figure.uuid];
      if (!c) return d;
      const out = { ...d, chargePenalty: d.chargePenalty === true || c.chargePenalty === true };
      const rep = c.firstRoundRepModifier;
      if (Number.isInteger(rep) && rep !== 0 && Math.abs(rep!) <= 2) out.firstRoundRepModifier = rep!;
      return out;
    }),
  };
}

function meleeWeaponOf(d: MeleeFighterDeclaration): MeleeWeapon | null {
  const w = d.weapon ? d.figure.weapons.find((x) => x.id === d.weapon)?.weapon : undefined;
  return w && (MELEE_WEAPONS as readonly WeaponId[]).includes(w) ? (w as MeleeWeapon) : null;
}

export function meleeFighter(d: MeleeFighterDeclaration): MeleeFighter {
  const e = d.figure.system.encounter;
  const f: MeleeFighter = {
    id: d.figure.uuid,
    side: d.side,
    rep: d.figure.system.rep,
    attributes: d.figure.attributes,
    drunk: d.figure.drunk ?? null,
    meleeWeapon: meleeWeaponOf(d),
    flankOrRear: d.flankOrRear ?? false,
    mounted: e.mounted,
    chargePenalty: d.chargePenalty ?? false,
    prone: e.prone,
  };
  if (d.firstRoundRepModifier) f.firstRoundRepModifier = d.firstRoundRepModifier;
  return f;
}

export function rollMeleePlan(
  source: DiceSource,
  decl: MeleeDeclaration,
  settings: Partial<TableSettingValues> = {},
): MeleePlan {
  const options = rulesOptions(settings);
  const byId = new Map(decl.fighters.map((d) => [d.figure.uuid, d]));
  const keepFightin: MeleePlan["keepFightin"] = [];
  const fight = fightMelee(
    source,
    { fighters: decl.fighters.map(meleeFighter), contacts: decl.contacts },
    {
      keepFightin: (id, round) => {
        const d = byId.get(id)!;
        const request = reactionRequest(d.figure, "keepFightin", situationFromFigure(d.figure), options);
        const result = rollReaction(source, request);
        keepFightin.push({ id, round, result });
        return result.directive === "runaway" ? "runaway" : "carryOn";
      },
    },
    options.melee,
  );
  const kills = starKills(
    fight.rounds.flatMap((r) => r.result.pairs).filter((p) => p.loserFate === "obviouslyDead"),
    byId,
    options.shooting,
  );
  const killed = (id: string) => kills.find((k) => k.target === id)?.outcome;
  const blows: MeleePlan["blows"] = [];
  for (const f of fight.fighters) {
    // Location only (L1827): the weapon does not matter for where the blow landed. A Star whose
    // killing stroke Larger Than Life made Out of the Fight takes one like any other.
    if (f.locationRoll || (f.status === "obviouslyDead" && killed(f.id) === "outOfTheFight"))
      blows.push({ id: f.id, damage: rollDamage(source, "pistol") });
  }

  const groups: ActionGroup[] = [];
  const followUps: FollowUp[] = [];
  for (const f of fight.fighters) {
    const d = byId.get(f.id)!;
    const actions: TableAction[] = [];
    const blow = blows.find((b) => b.id === f.id);
    if (blow) {
      const before = figureWounds(d.figure);
      actions.push(
        ...woundActions(f.id, before, addWound(before, blow.damage.location, blow.damage.location === "gut")),
      );
    }
    const condition = MELEE_CONDITIONS[f.status === "obviouslyDead" ? (killed(f.id) ?? f.status) : f.status];
    if (condition) actions.push(setCondition(f.id, condition));
    // Put down by foes with no weapon: the after-battle recovery rolls one more die (L1886).
    if (f.unarmedMelee && condition === "outOfTheFight")
      actions.push({ type: "memo", actor: f.id, key: "oofUnarmed", value: true });
    if (actions.length) groups.push(applyGroup(`fighter${groups.length}`, d.figure, actions, settings));
  }
  return { fight, keepFightin, blows, kills, groups, followUps };
}
