import { assertOneOf } from "../../../core";
import { LOCALE_IDS, type LocaleId } from "../../encounters/locale-ids";
import { FIRST_TURN } from "../calendar";
import { levelsOf1875 } from "../locales-advance";
import { CAMPAIGN_PROFESSIONS, type CampaignProfession } from "../profession";
import type { CowboyRole } from "../professions/cowboy";
import { RANGER_COMPANY_SIZE } from "../professions/ranger";
import { QUIET_YEAR, assertCampaignState, type CampaignState } from "./state";
import type { LifeAndTimesRecord } from "./life-effects";

export interface NewCampaign {
  profession: CampaignProfession;
  locale: LocaleId;
  home?: LocaleId | null;
  star: { rep: number; sand: number };
  hands?: number;
  lucre?: number;
  cattle?: number;
  cowboyRole?: CowboyRole;
  rangerCaptain?: boolean;
  /** A ranger Star's place in the company's seniority when not its Captain (2d6, `rollSeniority`). */
  rangerPlace?: number;
  /** A drifting puncher free grazing his own herd (L5469). */
  grazing?: boolean;
  /** The simple campaign rather than the profession's own (L4668). */
  simple?: boolean;
  /** The Star's LIFE AND TIMES with their locales. */
  lifeAndTimes?: readonly LifeAndTimesRecord[];
}

/** A campaign at Spring 1875, its first season about to start. */
export function newCampaign(options: NewCampaign): CampaignState {
  const profession = assertOneOf("profession", options.profession, CAMPAIGN_PROFESSIONS);
  const locale = assertOneOf("locale", options.locale, LOCALE_IDS);
  const home =
    options.home === undefined
      ? ["cowboy", "ranger", "sheriff"].includes(profession)
        ? locale
        : null
      : options.home;
  const ranger = profession === "ranger";
  return assertCampaignState({
    profession,
    simple: options.simple === true,
    lifeAndTimes: (options.lifeAndTimes ?? []).map((e) => ({ ...e })),
    turn: { ...FIRST_TURN },
    phase: "start",
    locale,
    home,
    levels: levelsOf1875(),
    star: { rep: options.star.rep, sand: options.star.sand, rap: 0 },
    hands: options.hands ?? (ranger ? RANGER_COMPANY_SIZE - 1 : 0),
    lucre: options.lucre ?? 0,
    bank: 0,
    cattle: options.cattle ?? 0,
    wanted: { national: 0, locales: {} },
    clans: [],
    lyingLow: 0,
    prisoners: [],
    convicted: [],
    handRap: [],
    brothers: [],
    mending: [],
    pending: { loot: null, longArm: null },
    encounter: null,
    queue: [],
    tested: false,
    moving: false,
    cowboy: {
      role: options.cowboyRole ?? "puncher",
      drive: null,
      rangeWar: false,
      extension: false,
      rustlingLost: 0,
      rustlingWon: 0,
      gunfighters: 0,
      grazing: options.grazing === true && (options.cowboyRole ?? "puncher") === "puncher",
      mustMove: false,
      bought: false,
      mavericked: false,
    },
    outlaw: { unpaid: 0 },
    gunfighter: { job: null, drifted: false },
    ranger: {
      captain: options.rangerCaptain ?? ranger,
      place: (options.rangerCaptain ?? ranger) ? 1 : (options.rangerPlace ?? RANGER_COMPANY_SIZE),
      engagedSeniors: 0,
      company: RANGER_COMPANY_SIZE,
      engaged: 0,
      casualties: 0,
      care: "none",
      due: 0,
    },
    sheriff: { inOffice: profession === "sheriff", deputies: 0, year: { ...QUIET_YEAR }, barred: null },
  });
}
