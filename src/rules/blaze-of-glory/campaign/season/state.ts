import { RulesError, assertInteger, assertOneOf } from "../../../core";
import { REP_RANGE, SAND_RANGE } from "../../figure";
import { ENCOUNTER_IDS, type EncounterId } from "../../encounters/types";
import { LOCALE_IDS, type LocaleId } from "../../encounters/locale-ids";
import { assertTurn, type CampaignTurn } from "../calendar";
import { assertLevels, type SettlementLevels } from "../levels";
import {
  CAMPAIGN_PROFESSIONS,
  CASUALTY_CARES,
  COWBOY_ROLES,
  CRIMES,
  LIFE_AND_TIMES_RESULTS,
  SENTENCE_KINDS,
  OPPORTUNITIES,
  RANGER_COMPANY_SIZE,
  type CampaignProfession,
  type CowboyRole,
  type Opportunity,
} from "../ids";
import type { KinClan } from "../brothers";
import type { CasualtyCare } from "../professions/ranger";
import type { SheriffYear } from "../professions/sheriff";
import type { WantedRecord } from "../professions/outlaw";
import type { Sentence } from "../captivity";
import type { Prisoner } from "../custody";
import { KIN_PROFESSIONS, type KinForce } from "../kin-encounter";
import type { LifeAndTimesRecord } from "./life-effects";

/**
 * A campaign's state between the GM's steps: plain data, kept by the Foundry layer in a document and
 * read back through `assertCampaignState`. One outfit, one Star and his hands (counted here; the
 * figures themselves are actors), the season and where they are, money and cattle, warrants, kin,
 * and what each profession keeps from season to season.
 */

export const CAMPAIGN_PHASES = ["start", "move", "encounter", "play", "end", "over"] as const;
export type CampaignPhase = (typeof CAMPAIGN_PHASES)[number];

/** An encounter waiting to be played: which (null: the GM picks, as for a lying-low raid), and why. */
export interface PendingEncounter {
  id: EncounterId | null;
  /** GF-1 or GF-3 when a table names the gunfight's type. */
  gunfightType: number | null;
  /** What called it: a code, its text under the lang branch Campaign.Why. */
  why: string;
  /** Played in a locale the outfit ranged into (Ranger), else null. */
  locale: LocaleId | null;
  /** Whether the opponents are warriors (Ranger frontier warfare). */
  warriors: boolean;
  /** A friend here (Life and Times): no ambush in this capture encounter. */
  noAmbush?: boolean;
  /** A vengeful clan's encounter: which clan (index in `clans`), and the brothers who found him. */
  kin?: { clan: number } & KinForce;
}

export interface CattleDrive {
  cattle: number;
  legs: number;
  done: number;
  /** The outfit's own herd (rancher) or another's (puncher, hired trail boss). */
  own: boolean;
  /** Legs driven this season (at most 3, L5338). */
  seasonLegs: number;
  /** A set back holds the drive where it is until next season (L5386). */
  stalled: boolean;
  /** A Trail Boss's name has already spared this drive its one encounter (Life and Times 9–10). */
  spared: boolean;
}

export interface CampaignState {
  profession: CampaignProfession;
  /**
   * The SIMPLE CAMPAIGN (L4668–4687): encounters strung together with the least record keeping. The
   * encounter test by settlement level, then the simple table in the Star's column; none of the
   * profession's own steps (round up, deputies, loot, payouts, the long arm of the law).
   */
  simple: boolean;
  /** The Star's LIFE AND TIMES with their locales (the GM's choice, or rolled): their effects apply there. */
  lifeAndTimes: LifeAndTimesRecord[];
  turn: CampaignTurn;
  phase: CampaignPhase;
  locale: LocaleId;
  /** The ranch, the ranger company's home or the sheriff's town; null where the profession has none. */
  home: LocaleId | null;
  levels: SettlementLevels;
  star: { rep: number; sand: number; rap: number };
  /** The outfit's hands besides the Star: cowboys, gang, deputies, rangers. */
  hands: number;
  lucre: number;
  bank: number;
  cattle: number;
  wanted: WantedRecord;
  clans: KinClan[];
  /** Seasons in a row lying low (0: not). */
  lyingLow: number;
  /** The outfit's figures held after CAPTURED!, awaiting a Jail Break, a trial or the end of a term. */
  prisoners: Prisoner[];
  /** Figures (by id) convicted before: repeat offenders at their next trial. */
  convicted: string[];
  /** Figures whose wounds are still mending, and the season from which they are tested again. */
  mending: { who: string; name: string; from: CampaignTurn }[];
  /** Each hand's RAP toward his next Rep (the Star's is in `star`), with his Rep when last counted. */
  handRap: { who: string; name: string; rep: number; rap: number }[];
  /**
   * The Star's fightin' brothers riding with the outfit (by figure id, not counted in `hands`): paid
   * before the others and loyal whatever the payout (L6073–6079).
   */
  brothers: string[];
  /** A pass 1 last season that a second pass 1 here turns into an encounter. */
  pending: { loot: LocaleId | null; longArm: LocaleId | null };
  encounter: PendingEncounter | null;
  queue: PendingEncounter[];
  /** This season's own encounter test is done (encounters called before it, a Lawdawg's, come first). */
  tested: boolean;
  /**
   * The outfit travelled this season and has met no encounter since: it may ride on into another
   * linked locale, testing again as it enters (L4124).
   */
  moving: boolean;
  cowboy: {
    role: CowboyRole;
    drive: CattleDrive | null;
    rangeWar: boolean;
    /** I NEED MORE TIME gave an extension until next round up. */
    extension: boolean;
    rustlingLost: number;
    rustlingWon: number;
    /** Gunfighters a rancher keeps on the payroll (L5495). */
    gunfighters: number;
    /** FREE GRAZING (L5469–5479): his own herd on the open range, at most 3 CP. */
    grazing: boolean;
    /** The grass is eaten: this season the outfit must move on to an adjacent locale (L5473). */
    mustMove: boolean;
    /** This season's BUY THEM roll and mavericking are done: once a season each. */
    bought: boolean;
    mavericked: boolean;
  };
  /** Gang members gone unpaid after "Are you with me?" (pass 1): each must test his Sand (L6095). */
  outlaw: { unpaid: number };
  /** The year's job (null: drifting); `drifted`: he moved on last season, so may look for work again (L5685). */
  gunfighter: { job: Opportunity | null; drifted: boolean };
  ranger: {
    /** The Star commands the company: his place in its seniority is 1 (L6167). */
    captain: boolean;
    /**
     * The Star's place in the company's seniority (L6165–6171): 1 the Captain, 2 and 3 Sergeants. He
     * moves up as rangers senior to him are lost.
     */
    place: number;
    /** Of the rangers who rode with him this year (`engaged`), those senior to him. */
    engagedSeniors: number;
    company: number;
    engaged: number;
    casualties: number;
    care: CasualtyCare;
    due: number;
  };
  sheriff: {
    inOffice: boolean;
    deputies: number;
    year: SheriffYear;
    barred: { locale: LocaleId; untilYear: number } | null;
  };
}

/**
 * The profession whose own books the campaign keeps: the Star's, or none in the simple campaign,
 * which keeps no round ups, payouts, deputies or the like (L4670).
 */
export function keptProfession(
  state: Pick<CampaignState, "profession" | "simple">,
): CampaignProfession | null {
  return state.simple ? null : state.profession;
}

/**
 * Brothers the Star keeps away (the GM takes them off the outfit) may be called to him at the start
 * of any season but winter (L4052).
 */
export function mayCallBrothers(state: Pick<CampaignState, "phase" | "turn">): boolean {
  return state.phase === "start" && state.turn.season !== "winter";
}

export const QUIET_YEAR: SheriffYear = {
  townsfolkKilled: 0,
  othersKilled: 0,
  robberies: 0,
  robbersCaughtByPosse: false,
  robberyThwarted: false,
  deputiesKilledTownsfolk: false,
};

const count = (field: string, v: unknown, max = 9999) => assertInteger(field, v, 0, max);
const localeOrNull = (field: string, v: unknown): LocaleId | null =>
  v === null ? null : assertOneOf(field, v, LOCALE_IDS);

function assertPending(field: string, p: unknown): PendingEncounter {
  if (!p || typeof p !== "object") throw new RulesError(field, p, "must be an encounter to play");
  const e = p as Partial<PendingEncounter>;
  return {
    id: e.id === null ? null : assertOneOf(`${field}.id`, e.id, ENCOUNTER_IDS),
    gunfightType:
      e.gunfightType == null ? null : assertInteger(`${field}.gunfightType`, e.gunfightType, 1, 3),
    why: typeof e.why === "string" && /^[a-zA-Z]+$/.test(e.why) ? e.why : "table",
    locale: localeOrNull(`${field}.locale`, e.locale ?? null),
    warriors: e.warriors === true,
    ...(e.noAmbush === true ? { noAmbush: true } : {}),
    ...(e.kin
      ? {
          kin: {
            clan: assertInteger(`${field}.kin.clan`, e.kin.clan, 0, 99),
            brothers: assertInteger(`${field}.kin.brothers`, e.kin.brothers, 1, 6),
            profession: assertOneOf(`${field}.kin.profession`, e.kin.profession, KIN_PROFESSIONS),
          },
        }
      : {}),
  };
}

const figureId = (field: string, v: unknown): string => {
  if (typeof v !== "string" || v.length === 0 || v.length > 200)
    throw new RulesError(field, v, "must be a figure's id");
  return v;
};
const orNull = <T>(v: unknown, read: (v: unknown) => T): T | null => (v == null ? null : read(v));

function assertSentence(field: string, v: unknown): Sentence {
  const s = (v ?? {}) as { kind?: unknown; seasons?: unknown; years?: unknown; inSeasons?: unknown };
  const kind = assertOneOf(`${field}.kind`, s.kind, SENTENCE_KINDS);
  if (kind === "jail") return { kind, seasons: assertInteger(`${field}.seasons`, s.seasons, 1, 12) };
  if (kind === "prison") return { kind, years: assertInteger(`${field}.years`, s.years, 5, 42) };
  if (kind === "hanging") return { kind, inSeasons: assertInteger(`${field}.inSeasons`, s.inSeasons, 1, 3) };
  return { kind };
}

function assertPrisoner(field: string, v: unknown): Prisoner {
  if (!v || typeof v !== "object") throw new RulesError(field, v, "must be a prisoner");
  const p = v as Partial<Prisoner>;
  return {
    who: figureId(`${field}.who`, p.who),
    name: typeof p.name === "string" ? p.name.slice(0, 80) : "",
    sand: assertInteger(`${field}.sand`, p.sand, SAND_RANGE.min, SAND_RANGE.max),
    locale: assertOneOf(`${field}.locale`, p.locale, LOCALE_IDS),
    crime: orNull(p.crime, (c) => assertOneOf(`${field}.crime`, c, CRIMES)),
    withAssault: p.withAssault === true,
    jailBreakIn: orNull(p.jailBreakIn, (n) => assertInteger(`${field}.jailBreakIn`, n, 0, 3)),
    waitingToMove: p.waitingToMove === true,
    trialIn: orNull(p.trialIn, (n) => assertInteger(`${field}.trialIn`, n, 0, 3)),
    sentence: orNull(p.sentence, (x) => assertSentence(`${field}.sentence`, x)),
    termLeft: orNull(p.termLeft, (n) => assertInteger(`${field}.termLeft`, n, 0, 168)),
  };
}

/**
 * The ranger company's books. A record from before seniority was kept reads the Captain as place 1
 * and anyone else as the company's most junior; `captain` always follows the place.
 */
function assertRanger(r: Partial<CampaignState["ranger"]> | undefined): CampaignState["ranger"] {
  const company = assertInteger("ranger.company", r?.company ?? RANGER_COMPANY_SIZE, 1, 99);
  const place = assertInteger("ranger.place", r?.place ?? (r?.captain === false ? company : 1), 1, company);
  return {
    captain: place === 1,
    place,
    engagedSeniors: assertInteger("ranger.engagedSeniors", r?.engagedSeniors ?? 0, 0, place - 1),
    company,
    engaged: count("ranger.engaged", r?.engaged ?? 0, 99),
    casualties: count("ranger.casualties", r?.casualties ?? 0, 99),
    care: assertOneOf("ranger.care", r?.care ?? "none", CASUALTY_CARES),
    due: count("ranger.due", r?.due ?? 0, 3),
  };
}

/**
 * A state read back from a document, checked field by field: the first bad field is named in the
 * error. Returns a fresh copy.
 */
export function assertCampaignState(value: unknown): CampaignState {
  if (!value || typeof value !== "object")
    throw new RulesError("campaign", value, "must be a campaign record");
  const s = value as CampaignState;
  const wantedLocales: Partial<Record<LocaleId, number>> = {};
  for (const [k, v] of Object.entries(s.wanted?.locales ?? {}))
    wantedLocales[assertOneOf("wanted.locales", k, LOCALE_IDS)] = count(`wanted.locales.${k}`, v, 99);
  const year = s.sheriff?.year ?? QUIET_YEAR;
  return {
    profession: assertOneOf("profession", s.profession, CAMPAIGN_PROFESSIONS),
    simple: s.simple === true,
    lifeAndTimes: (s.lifeAndTimes ?? []).map((e, i) => ({
      result: assertOneOf(`lifeAndTimes[${i}].result`, e?.result, LIFE_AND_TIMES_RESULTS),
      locale: localeOrNull(`lifeAndTimes[${i}].locale`, e?.locale ?? null),
    })),
    turn: assertTurn("turn", s.turn),
    phase: assertOneOf("phase", s.phase, CAMPAIGN_PHASES),
    locale: assertOneOf("locale", s.locale, LOCALE_IDS),
    home: localeOrNull("home", s.home ?? null),
    levels: assertLevels("levels", s.levels),
    star: {
      rep: assertInteger("star.rep", s.star?.rep, REP_RANGE.min, REP_RANGE.max),
      sand: assertInteger("star.sand", s.star?.sand, SAND_RANGE.min, SAND_RANGE.max),
      rap: count("star.rap", s.star?.rap, 99),
    },
    hands: count("hands", s.hands, 999),
    lucre: count("lucre", s.lucre),
    bank: count("bank", s.bank),
    cattle: count("cattle", s.cattle, 999),
    wanted: { national: count("wanted.national", s.wanted?.national ?? 0, 99), locales: wantedLocales },
    clans: (s.clans ?? []).map((c, i) => ({
      brothers: count(`clans[${i}].brothers`, c.brothers, 6),
      locale: localeOrNull(`clans[${i}].locale`, c.locale ?? null),
      profession: assertOneOf(`clans[${i}].profession`, c.profession, ["cowboy", "outlaw"] as const),
    })),
    lyingLow: count("lyingLow", s.lyingLow ?? 0, 44),
    prisoners: (s.prisoners ?? []).map((p, i) => assertPrisoner(`prisoners[${i}]`, p)),
    convicted: (s.convicted ?? []).map((w, i) => figureId(`convicted[${i}]`, w)),
    mending: (s.mending ?? []).map((m, i) => ({
      who: figureId(`mending[${i}].who`, m?.who),
      name: typeof m?.name === "string" ? m.name.slice(0, 80) : "",
      from: assertTurn(`mending[${i}].from`, m?.from),
    })),
    handRap: (s.handRap ?? []).map((h, i) => ({
      who: figureId(`handRap[${i}].who`, h?.who),
      name: typeof h?.name === "string" ? h.name.slice(0, 80) : "",
      rep: assertInteger(`handRap[${i}].rep`, h?.rep, REP_RANGE.min, REP_RANGE.max),
      rap: count(`handRap[${i}].rap`, h?.rap, 99),
    })),
    brothers: (s.brothers ?? []).map((w, i) => figureId(`brothers[${i}]`, w)),
    pending: {
      loot: localeOrNull("pending.loot", s.pending?.loot ?? null),
      longArm: localeOrNull("pending.longArm", s.pending?.longArm ?? null),
    },
    encounter: s.encounter ? assertPending("encounter", s.encounter) : null,
    queue: (s.queue ?? []).map((p, i) => assertPending(`queue[${i}]`, p)),
    tested: s.tested === true,
    moving: s.moving === true,
    cowboy: {
      role: assertOneOf("cowboy.role", s.cowboy?.role ?? "puncher", COWBOY_ROLES),
      drive: s.cowboy?.drive
        ? {
            cattle: count("cowboy.drive.cattle", s.cowboy.drive.cattle, 6),
            legs: assertInteger("cowboy.drive.legs", s.cowboy.drive.legs, 1, 5),
            done: assertInteger("cowboy.drive.done", s.cowboy.drive.done, 0, 5),
            own: s.cowboy.drive.own === true,
            seasonLegs: assertInteger("cowboy.drive.seasonLegs", s.cowboy.drive.seasonLegs ?? 0, 0, 3),
            stalled: s.cowboy.drive.stalled === true,
            spared: s.cowboy.drive.spared === true,
          }
        : null,
      rangeWar: s.cowboy?.rangeWar === true,
      extension: s.cowboy?.extension === true,
      rustlingLost: count("cowboy.rustlingLost", s.cowboy?.rustlingLost ?? 0, 99),
      rustlingWon: count("cowboy.rustlingWon", s.cowboy?.rustlingWon ?? 0, 99),
      gunfighters: count("cowboy.gunfighters", s.cowboy?.gunfighters ?? 0, 99),
      grazing: s.cowboy?.grazing === true,
      mustMove: s.cowboy?.mustMove === true,
      bought: s.cowboy?.bought === true,
      mavericked: s.cowboy?.mavericked === true,
    },
    outlaw: { unpaid: count("outlaw.unpaid", s.outlaw?.unpaid ?? 0, 999) },
    gunfighter: {
      job: s.gunfighter?.job == null ? null : assertOneOf("gunfighter.job", s.gunfighter.job, OPPORTUNITIES),
      drifted: s.gunfighter?.drifted === true,
    },
    ranger: assertRanger(s.ranger),
    sheriff: {
      inOffice: s.sheriff?.inOffice === true,
      deputies: count("sheriff.deputies", s.sheriff?.deputies ?? 0, 6),
      year: {
        townsfolkKilled: count("sheriff.year.townsfolkKilled", year.townsfolkKilled, 999),
        othersKilled: count("sheriff.year.othersKilled", year.othersKilled, 999),
        robberies: count("sheriff.year.robberies", year.robberies, 99),
        robbersCaughtByPosse: year.robbersCaughtByPosse === true,
        robberyThwarted: year.robberyThwarted === true,
        deputiesKilledTownsfolk: year.deputiesKilledTownsfolk === true,
      },
      barred: s.sheriff?.barred
        ? {
            locale: assertOneOf("sheriff.barred.locale", s.sheriff.barred.locale, LOCALE_IDS),
            untilYear: assertInteger("sheriff.barred.untilYear", s.sheriff.barred.untilYear, 1875, 1900),
          }
        : null,
    },
  };
}
