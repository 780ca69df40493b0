import { I18N } from "../../../config";
import type { EncounterRoll } from "../../../rules/blaze-of-glory/encounters/types";
import type { CampaignTurn } from "../../../rules/blaze-of-glory/campaign/calendar";
import { rapNeeded } from "../../../rules/blaze-of-glory/campaign/advancement";
import { mayTravelOn, type CampaignEvent } from "../../../rules/blaze-of-glory/campaign/season/steps";
import type { Prisoner } from "../../../rules/blaze-of-glory/campaign/custody";
import { cowboyStepsOpen } from "../../../rules/blaze-of-glory/campaign/season/cowboy-steps";
import { unpaidTestOpen } from "../../../rules/blaze-of-glory/campaign/season/outlaw-steps";
import { rangerRank } from "../../../rules/blaze-of-glory/campaign/season/ranger-seniority";
import {
  keptProfession,
  mayCallBrothers,
  type CampaignPhase,
  type CampaignState,
  type PendingEncounter,
} from "../../../rules/blaze-of-glory/campaign/season/state";
import { codeText, countedText, rollView, type Localize, type RollView } from "../encounters/view";

/**
 * What the campaign looks like on screen, as plain text: the outfit sheet's Campaign panel and each
 * step's chat card. Every code of the rules core becomes text here (`SIXGUN.Campaign.<Branch>.<code>`);
 * the templates print it escaped. Pure: the live sheet, the cards and the gallery share it.
 */

export const C = `${I18N}.Campaign`;

export const STEP_IDS = [
  "unpaid",
  "start",
  "profession",
  "buy",
  "hire",
  "move",
  "encounter",
  "record",
  "skip",
  "maverick",
  "travelOn",
  "end",
] as const;
export type CampaignStepId = (typeof STEP_IDS)[number];

/** The steps each phase offers, in the order the panel shows them. */
export const PHASE_BUTTONS: { readonly [P in CampaignPhase]: readonly CampaignStepId[] } = {
  start: ["unpaid", "start", "profession", "buy", "hire"],
  move: ["move"],
  encounter: ["encounter"],
  play: ["record", "skip"],
  end: ["travelOn", "maverick", "end"],
  over: [],
};

/** A select's options: each id with its text under `prefix`. */
export function choiceTexts(
  ids: readonly string[],
  prefix: string,
  localize: Localize,
): Record<string, string> {
  return Object.fromEntries(ids.map((id) => [id, localize(`${prefix}.${id}`)]));
}

export function turnText(localize: Localize, turn: CampaignTurn): string {
  return localize(`${C}.TurnName`, { season: localize(`${C}.Season.${turn.season}`), year: turn.year });
}

export function localeText(localize: Localize, locale: string | null): string {
  return locale ? localize(`${I18N}.Encounter.Locale.${locale}`) : "—";
}

export function encounterText(localize: Localize, e: PendingEncounter): string {
  const name = e.id ? localize(`${I18N}.Encounter.Name.${e.id}`) : localize(`${C}.GmChoice`);
  const type = e.gunfightType ? ` (GF-${e.gunfightType})` : "";
  const why = localize(`${C}.Why.${e.why}`);
  const foes = e.warriors ? ` · ${localize(`${C}.Warriors`)}` : "";
  const friend = e.noAmbush ? ` · ${localize(`${C}.NoAmbush`)}` : "";
  const kin = e.kin
    ? ` · ${localize(`${C}.KinFoes`, { n: e.kin.brothers, profession: localize(`${I18N}.Profession.${e.kin.profession}`) })}`
    : "";
  return `${name}${type} — ${why}${foes}${kin}${friend}`;
}

/** A roll on a campaign card: the encounters' view under the campaign's lang branch; a locale subject reads as its name. */
export function campaignRollView(roll: EncounterRoll, localize: Localize): RollView {
  const view = rollView(roll, localize, [], C);
  if (roll.subject?.startsWith("locale."))
    view.subject = localeText(localize, roll.subject.slice("locale.".length));
  // A figure's own test (an unpaid outlaw's Sand) names him as he is called, dots and all.
  if (roll.subject?.startsWith("name.")) view.subject = roll.subject.slice("name.".length);
  // A second test called by the Star's life and times names the result that called it.
  if (roll.subject?.startsWith("life."))
    view.subject = localize(`${C}.Result.lifeAndTimes.${roll.subject.slice("life.".length)}`);
  return view;
}

export function eventText(localize: Localize, event: CampaignEvent): string {
  const values: Record<string, unknown> = { ...event.values };
  if (typeof values.locale === "string") values.locale = localeText(localize, values.locale);
  if (typeof values.encounter === "string")
    values.encounter =
      values.encounter === "gmChoice"
        ? localize(`${C}.GmChoice`)
        : localize(`${I18N}.Encounter.Name.${values.encounter}`);
  if (typeof values.list === "string") values.list = localize(`${I18N}.Profession.${values.list}`);
  if (typeof values.profession === "string")
    values.profession = localize(`${I18N}.Profession.${values.profession}`);
  if (typeof values.where === "string") values.where = localize(`${I18N}.Location.${values.where}`);
  if (typeof values.job === "string") values.job = localize(`${C}.Result.gunfighter.${values.job}`);
  return codeText(localize, "Event", event.code, values, C);
}

/** A prisoner's standing in a line: the charge, the jail break, the trial, the term. */
export function custodyText(localize: Localize, p: Prisoner): string {
  const K = `${C}.Custody`;
  const parts: string[] = [];
  if (p.crime && !p.sentence)
    parts.push(localize(`${K}.Charge`, { crime: localize(`${C}.Crime.${p.crime}`) }));
  if (p.waitingToMove) parts.push(localize(`${K}.Waiting`));
  else if (p.jailBreakIn !== null) parts.push(countedText(localize, `${K}.JailBreak`, { n: p.jailBreakIn }));
  if (p.trialIn === 0) parts.push(localize(`${K}.TrialDue`));
  else if (p.trialIn !== null) parts.push(countedText(localize, `${K}.Trial`, { n: p.trialIn }));
  if (p.sentence) parts.push(countedText(localize, `${K}.Term.${p.sentence.kind}`, { n: p.termLeft ?? 0 }));
  return parts.join(" · ");
}

export interface CampaignPanelView {
  turn: string;
  months: string;
  phase: string;
  profession: string;
  locale: string;
  settlementLevel: number;
  home: string;
  star: { rep: number; sand: number; rap: number; rapNeeded: string };
  hands: number;
  money: { label: string; value: number }[];
  wanted: string;
  clans: string[];
  encounter: string | null;
  queued: number;
  /** Figures held, with what they wait for; `who` names the figure for the GM's "set free". */
  prisoners: { who: string; name: string; status: string; free: string }[];
  /** The Star's brothers kept away from the outfit, and whether they may be called now. */
  away: { who: string; name: string; call: string }[];
  canCall: boolean;
  lines: string[];
  steps: { id: CampaignStepId; label: string; icon: string }[];
  over: boolean;
}

const STEP_ICONS: { readonly [S in CampaignStepId]: string } = {
  unpaid: "fa-solid fa-hand-holding-dollar",
  start: "fa-solid fa-sun",
  profession: "fa-solid fa-id-badge",
  buy: "fa-solid fa-cow",
  hire: "fa-solid fa-handshake",
  maverick: "fa-solid fa-bullseye",
  move: "fa-solid fa-route",
  encounter: "fa-solid fa-dice",
  record: "fa-solid fa-feather",
  skip: "fa-solid fa-forward",
  travelOn: "fa-solid fa-horse",
  end: "fa-solid fa-moon",
};

/** Whether the record offers one of its phase's steps now: the Cowboy's own only when they apply. */
function stepOpen(state: CampaignState, id: CampaignStepId): boolean {
  if (id === "buy" || id === "hire" || id === "maverick") return cowboyStepsOpen(state)[id];
  // The unpaid outlaws' test comes before anything else in the new season.
  if (id === "unpaid") return unpaidTestOpen(state);
  if (id === "travelOn") return mayTravelOn(state);
  return !unpaidTestOpen(state);
}

/** The outfit sheet's Campaign panel; `away`: the record's brothers who are not on the outfit. */
export function campaignPanelView(
  state: CampaignState,
  localize: Localize,
  away: readonly { who: string; name: string }[] = [],
): CampaignPanelView {
  const needed = rapNeeded(state.star.rep);
  const wanted = [
    ...(state.wanted.national > 0 ? [localize(`${C}.WantedNationally`, { n: state.wanted.national })] : []),
    ...Object.entries(state.wanted.locales).map(([l, n]) => `${localeText(localize, l)} ×${n}`),
  ];
  const lines: string[] = [];
  const own = keptProfession(state);
  if (state.simple) lines.push(localize(`${C}.Panel.Simple`));
  if (state.lifeAndTimes.length > 0)
    lines.push(
      localize(`${C}.Panel.LifeAndTimes`, {
        list: state.lifeAndTimes
          .map(
            (e) =>
              localize(`${C}.Result.lifeAndTimes.${e.result}`) +
              (e.locale ? ` (${localeText(localize, e.locale)})` : ""),
          )
          .join(", "),
      }),
    );
  if (own === "cowboy") {
    lines.push(localize(`${C}.Role.${state.cowboy.role}`));
    if (state.cowboy.drive)
      lines.push(
        localize(`${C}.Panel.Drive`, {
          cattle: state.cowboy.drive.cattle,
          done: state.cowboy.drive.done,
          legs: state.cowboy.drive.legs,
        }),
      );
    if (state.cowboy.grazing) lines.push(localize(`${C}.Panel.Grazing`));
    if (state.cowboy.mustMove) lines.push(localize(`${C}.Panel.MustMove`));
    if (state.cowboy.rangeWar) lines.push(localize(`${C}.Panel.RangeWar`));
    if (state.cowboy.gunfighters > 0)
      lines.push(countedText(localize, `${C}.Panel.Gunfighters`, { n: state.cowboy.gunfighters }));
    if (state.cowboy.extension) lines.push(localize(`${C}.Panel.Extension`));
  }
  if (own === "gunfighter")
    lines.push(
      state.gunfighter.job
        ? localize(`${C}.Panel.Job`, { job: localize(`${C}.Result.gunfighter.${state.gunfighter.job}`) })
        : localize(`${C}.Panel.Drifting`),
    );
  if (own === "ranger")
    lines.push(
      localize(`${C}.Panel.Company`, {
        company: state.ranger.company,
        place: state.ranger.place,
        rank: localize(`${C}.Rank.${rangerRank(state.ranger.place)}`),
      }),
    );
  if (own === "sheriff") {
    lines.push(
      localize(state.sheriff.inOffice ? `${C}.Panel.InOffice` : `${C}.Panel.OutOfOffice`, {
        deputies: state.sheriff.deputies,
      }),
    );
    lines.push(
      localize(`${C}.Panel.Tally`, {
        townsfolk: state.sheriff.year.townsfolkKilled,
        others: state.sheriff.year.othersKilled,
        robberies: state.sheriff.year.robberies,
      }),
    );
  }
  const riding = state.brothers.length - away.length;
  if (riding > 0) lines.push(countedText(localize, `${C}.Panel.Brothers`, { n: riding }));
  if (unpaidTestOpen(state))
    lines.push(countedText(localize, `${C}.Panel.Unpaid`, { n: state.outlaw.unpaid }));
  if (state.lyingLow > 0) lines.push(localize(`${C}.Panel.LyingLow`, { n: state.lyingLow }));
  for (const m of state.mending)
    lines.push(localize(`${C}.Panel.Mending`, { name: m.name, turn: turnText(localize, m.from) }));
  for (const hand of state.handRap)
    lines.push(
      localize(`${C}.Panel.HandRap`, {
        name: hand.name,
        rep: hand.rep,
        rap: hand.rap,
        needed: rapNeeded(hand.rep) ?? "—",
      }),
    );
  return {
    turn: turnText(localize, state.turn),
    months: localize(`${C}.Months.${state.turn.season}`),
    phase: localize(`${C}.Phase.${state.phase}`),
    profession: localize(`${I18N}.Profession.${state.profession}`),
    locale: localeText(localize, state.locale),
    settlementLevel: state.levels[state.locale],
    home: localeText(localize, state.home),
    star: { ...state.star, rapNeeded: needed === null ? "—" : String(needed) },
    hands: state.hands,
    money: [
      { label: localize(`${C}.Lucre`), value: state.lucre },
      ...(own === "cowboy"
        ? [
            { label: localize(`${C}.Bank`), value: state.bank },
            { label: localize(`${C}.Cattle`), value: state.cattle },
          ]
        : []),
    ],
    wanted: wanted.length ? wanted.join(", ") : "—",
    clans: state.clans.map((c) =>
      localize(`${C}.Clan`, {
        n: c.brothers,
        profession: localize(`${I18N}.Profession.${c.profession}`),
        locale: c.locale ? localeText(localize, c.locale) : localize(`${C}.Anywhere`),
      }),
    ),
    encounter: state.encounter ? encounterText(localize, state.encounter) : null,
    queued: state.queue.length,
    prisoners: state.prisoners.map((p) => ({
      who: p.who,
      name: p.name,
      status: custodyText(localize, p),
      free: localize(`${C}.Custody.FreeLabel`, { name: p.name }),
    })),
    away: away.map((b) => ({ ...b, call: localize(`${C}.Brothers.CallLabel`, { name: b.name }) })),
    canCall: mayCallBrothers(state),
    lines,
    steps: PHASE_BUTTONS[state.phase]
      .filter((id) => stepOpen(state, id))
      .map((id) => ({
        id,
        label: localize(`${C}.Step.${id}`),
        icon: STEP_ICONS[id],
      })),
    over: state.phase === "over",
  };
}

export interface CampaignCardContext {
  name: string;
  kicker: string;
  rolls: RollView[];
  outcome: string;
  notes: string[];
}

/** A step's chat card: which step, when and where, its rolls, what happened, and what comes next. */
export function campaignCardContext(input: {
  outfit: string;
  step: CampaignStepId | "new" | "recovery" | "free" | "call";
  before: CampaignState;
  after: CampaignState;
  rolls: readonly EncounterRoll[];
  events: readonly CampaignEvent[];
  localize: Localize;
}): CampaignCardContext {
  const { localize, after } = input;
  const next =
    input.step === "recovery"
      ? localize(`${C}.Card.Recovered`)
      : input.step === "free"
        ? localize(`${C}.Card.Custody`)
        : after.encounter
          ? localize(`${C}.Card.Play`, { encounter: encounterText(localize, after.encounter) })
          : localize(`${C}.Card.Next`, { phase: localize(`${C}.Phase.${after.phase}`) });
  return {
    name: localize(`${C}.Step.${input.step}`),
    kicker: `${input.outfit} · ${turnText(localize, input.before.turn)} · ${localeText(localize, after.locale)}`,
    rolls: input.rolls.map((r) => campaignRollView(r, localize)),
    outcome: next,
    notes: input.events.map((e) => eventText(localize, e)),
  };
}
