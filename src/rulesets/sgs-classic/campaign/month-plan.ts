import { I18N } from "../../../config";
import type { DiceSource } from "../../../rules/core";
import type { CampaignDate } from "../../../rules/sgs-classic/campaign/calendar";
import {
  type HeldLifeAndTimes,
  LIFE_AND_TIMES_KEYS,
  type LifeAndTimesKey,
} from "../../../rules/sgs-classic/campaign/life-and-times";
import { CATTLE_DRIVE_MONTHS } from "../../../rules/sgs-classic/campaign/monthly-tables";
import { type MonthResult, type PcMonthState, rollMonth } from "../../../rules/sgs-classic/campaign/monthly";
import {
  type EncounterSetup,
  type ForceLine,
  setUpEncounter,
} from "../../../rules/sgs-classic/encounters/setup";
import {
  ENCOUNTERS,
  type EncounterKey,
  LOCALES,
  type Locale,
  PROFESSIONS,
  type Profession,
} from "../../../rules/sgs-classic/ids";
import type { ClassicRules } from "../../../rules/sgs-classic/interpretations";
import { damageState, monthlyRecovery } from "../../../rules/sgs-classic/stats/damage";
import type { NpcRoll } from "../../../rules/sgs-classic/world/npcs";
import { weaponPackDocs } from "../pack-weapons";
import { constitutionPools } from "../table/figure-read";
import type { ClassicCardView } from "../table/views";

/**
 * One campaign month for the player characters (guide §4.1, §4.9), as pure steps: each PC's month
 * state read from his figure, the month rolled and its encounter set up, the update it makes to the
 * figure (follow-ups counted down, a cattle drive or range war begun, a Constitution point back, a
 * line in the history), the card, and the NPC figures the encounter brings. `month-flow.ts` does the
 * Foundry part with these.
 */

const C = `${I18N}.Classic`;

/** What the campaign reads of a figure's source (`system`). */
export interface CampaignSource {
  isPC?: boolean;
  profession?: string | null;
  constitution?: { max?: number; woundDamage?: number; brawlDamage?: number; dead?: boolean };
  campaign?: {
    currentLocale?: string;
    lifeAndTimes?: { key?: string; locale?: string | null }[];
    pending?: { encounter?: string; monthsLeft?: number; chance?: number }[];
    cattleDriveMonthsLeft?: number;
    rangeWar?: boolean;
    history?: unknown[];
  };
}

/** The PC's month state, or null while he has no profession (Life and Times comes first). */
export function pcMonthState(system: CampaignSource): PcMonthState | null {
  const profession = system.profession as Profession | null | undefined;
  if (!profession || !PROFESSIONS.includes(profession)) return null;
  const c = system.campaign ?? {};
  const locale = (LOCALES as readonly string[]).includes(c.currentLocale ?? "")
    ? (c.currentLocale as Locale)
    : "southwest";
  // An entry the table does not know (typed by hand) counts for nothing rather than stop the month.
  const lifeAndTimes: HeldLifeAndTimes[] = (c.lifeAndTimes ?? [])
    .filter((e) => (LIFE_AND_TIMES_KEYS as readonly string[]).includes(e.key ?? ""))
    .map((e) => ({ key: e.key as LifeAndTimesKey, locale: (e.locale as Locale | null) ?? null }));
  return {
    profession,
    locale,
    lifeAndTimes,
    belowFullCon: (system.constitution?.woundDamage ?? 0) > 0,
    pending: (c.pending ?? []).map((p) => ({
      encounter: p.encounter as EncounterKey,
      monthsLeft: Math.max(0, p.monthsLeft ?? 0),
    })),
    cattleDriveMonthsLeft: c.cattleDriveMonthsLeft ?? 0,
    rangeWar: c.rangeWar === true,
  };
}

export interface MonthPlan {
  readonly month: MonthResult;
  /** The encounter set up from the tables; null without one, or for an Indian PC's own encounters. */
  readonly setup: EncounterSetup | null;
}

export function planMonth(source: DiceSource, state: PcMonthState, rules: ClassicRules): MonthPlan {
  const month = rollMonth(state, source, rules);
  const key = month.encounter;
  const setup =
    key && (ENCOUNTERS as readonly string[]).includes(key)
      ? setUpEncounter(
          key as EncounterKey,
          { locale: state.locale, answers: { onTrail: month.onTrail } },
          source,
          rules,
        )
      : null;
  return { month, setup };
}

/** The figure update the month makes (from `system` read fresh by the caller). */
export function monthUpdate(
  system: CampaignSource,
  plan: MonthPlan,
  date: CampaignDate,
  rules: ClassicRules,
): Record<string, unknown> {
  const next = plan.month.next;
  const pools = constitutionPools(system.constitution);
  const starts = plan.setup?.starts ?? null;
  const line = {
    year: date.year,
    month: date.month,
    encounter: plan.month.encounter,
    outcome: "",
    points: 0,
    ranAway: false,
  };
  return {
    // A month's rest gives one Constitution point back (L285).
    "system.constitution.woundDamage": monthlyRecovery(pools, rules).woundDamage,
    "system.campaign.pending": next.pending.map((p) => ({
      encounter: p.encounter,
      monthsLeft: p.monthsLeft,
      chance: 0,
    })),
    "system.campaign.cattleDriveMonthsLeft":
      starts === "cattleDrive" ? CATTLE_DRIVE_MONTHS : next.cattleDriveMonthsLeft,
    "system.campaign.rangeWar": starts === "rangeWar" ? true : next.rangeWar,
    "system.campaign.history": [...(system.campaign?.history ?? []), line],
  };
}

/** Whether the PC is dead: a dead PC has no more months. */
export function pcIsDead(system: CampaignSource, rules: ClassicRules): boolean {
  if (system.constitution?.dead === true) return true;
  return damageState(constitutionPools(system.constitution), rules).dead;
}

/** "trailBoss" → "Trail boss": an NPC's role as the name of its figure. */
export function roleName(who: string): string {
  const words = who.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The NPC figures of an encounter's forces, as actor data (the weapon from the weapons pack). */
export function npcActors(
  forces: readonly ForceLine[],
  options: { folder: string | null; playersSide: "red" | "black" },
): Record<string, unknown>[] {
  const weapons = new Map(weaponPackDocs().map((w) => [w.system.key as string, w]));
  const count = new Map<string, number>();
  const other = options.playersSide === "red" ? "black" : "red";
  return forces.flatMap((line: ForceLine) =>
    line.figures.map((npc: NpcRoll) => {
      const base = roleName(npc.row.who);
      const n = (count.get(base) ?? 0) + 1;
      count.set(base, n);
      const weapon = weapons.get(npc.row.weapon);
      return {
        name: n > 1 ? `${base} ${n}` : base,
        type: "classic-figure",
        folder: options.folder,
        system: {
          isPC: false,
          cv: npc.row.cv,
          coolness: npc.row.coolness,
          conCategory: npc.row.category,
          isWoman: npc.row.isWoman,
          uniqueRole: npc.row.unique,
          side: line.side === "players" ? options.playersSide : other,
          npc: { table: line.table, roll: npc.row.roll, role: npc.row.who },
        },
        items: weapon
          ? [{ name: weapon.name, type: weapon.type, img: weapon.img, system: weapon.system }]
          : [],
        prototypeToken: { disposition: line.side === "players" ? 1 : -1, actorLink: false },
      };
    }),
  );
}

export function monthCardView(input: { name: string; date: CampaignDate; plan: MonthPlan }): ClassicCardView {
  const { month, setup } = input.plan;
  const lines: ClassicCardView["lines"][number][] = [
    { key: `${C}.Month.Date`, value: `${input.date.month}/${input.date.year}` },
  ];
  if (month.scheduledRoll)
    lines.push({
      key: `${C}.Month.Scheduled.${month.scheduledRoll.table}`,
      value: month.scheduledRoll.dice.join(" + "),
    });
  if (month.encounterRoll)
    lines.push({ key: `${C}.Month.EncounterRoll`, value: month.encounterRoll.join(" + ") });
  // The deciding round of the type rolls, highest first (a tie before it was rolled again).
  const last = month.typeRounds.at(-1) ?? [];
  for (const r of [...last].sort((a, b) => b.total - a.total))
    lines.push({ key: `${C}.Encounter.${r.encounter}`, value: `${r.total} (${r.dice.join(" + ")})` });
  if (setup) {
    lines.push({ key: `${C}.Month.Location`, value: "", valueKey: `${C}.Month.Where.${setup.location}` });
    if (setup.town)
      lines.push({ key: `${C}.Month.Town`, value: "", valueKey: `${C}.Month.TownSize.${setup.town.size}` });
    if (setup.terrain)
      lines.push({
        key: `${C}.Month.Terrain`,
        value: "",
        valueKey: `${C}.Month.TerrainType.${setup.terrain}`,
      });
    for (const f of setup.forces)
      lines.push({
        key: `${C}.Month.Force.${f.side}`,
        value: f.figures.map((n) => roleName(n.row.who)).join(", "),
      });
  }
  const encounter = month.encounter;
  return {
    kind: "month",
    kicker: `${C}.Month.Kicker`,
    name: input.name,
    head: encounter ? `${C}.Month.Head.${encounter}` : `${C}.Month.Quiet`,
    headData: { name: input.name },
    tone: encounter ? "bad" : "",
    dice: [],
    lines,
    bullets: [],
    odds: [],
    next: !encounter
      ? `${C}.Month.NextQuiet`
      : !setup
        ? `${C}.Month.NextByHand`
        : month.mayDecline
          ? `${C}.Month.NextDecline`
          : `${C}.Month.NextFight`,
  };
}
