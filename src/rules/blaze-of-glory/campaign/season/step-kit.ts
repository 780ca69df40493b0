import { RulesError, type DiceSource } from "../../../core";
import type { LocaleId } from "../../encounters/locale-ids";
import type { EncounterId, EncounterRoll } from "../../encounters/types";
import { assertCampaignState, type CampaignPhase, type CampaignState, type PendingEncounter } from "./state";

/**
 * What every campaign step is made of: the step's working copy of the state, the rolls and events
 * it collects for its card, and the phase it leaves the campaign in. Shared by the season's steps
 * (`steps.ts`) and the profession's own (`cowboy-steps.ts`).
 */

export interface CampaignEvent {
  code: string;
  values?: Record<string, number | string>;
}

/**
 * The campaign's OPEN readings the steps read (world settings; the guide's reading by default):
 * what a 12 reads on BOTTOM LINE (I-51), what the outlaw's PURSUIT TEST rolls against (I-53), and
 * which way the Star gains experience.
 */
export interface CampaignRules {
  bottomLineTwelve?: 4 | 6;
  /** What BUY THEM's overlapping 4–5 reads (I-48): none for sale (the first row) or 3 LP. */
  buyThemOverlap?: "noneFirst" | "priceFirst";
  pursuitAgainst?: "settlementLevel" | "lucre";
  /** Which unpaid outlaws leave on "Are you with me?" (L6095, open): any die passed, or both. */
  unpaidLeaveOn?: "anyPass" | "passTwo";
  /** Rep points (the book's main rule) or the alternate experience method (L4591–4601). */
  experience?: "rap" | "alternate";
}

export interface StepResult {
  state: CampaignState;
  rolls: EncounterRoll[];
  events: CampaignEvent[];
}

export class Step {
  readonly rolls: EncounterRoll[] = [];
  readonly events: CampaignEvent[] = [];
  readonly state: CampaignState;

  constructor(
    state: CampaignState,
    readonly dice: DiceSource,
    readonly rules: CampaignRules = {},
  ) {
    this.state = assertCampaignState(state);
  }
  add(rolls: EncounterRoll | readonly EncounterRoll[]) {
    if (Array.isArray(rolls)) this.rolls.push(...(rolls as EncounterRoll[]));
    else this.rolls.push(rolls as EncounterRoll);
  }
  event(code: string, values?: Record<string, number | string>) {
    this.events.push(values ? { code, values } : { code });
  }
  done(phase: CampaignPhase): StepResult {
    this.state.phase = phase;
    return { state: assertCampaignState(this.state), rolls: this.rolls, events: this.events };
  }
}

export function expectPhase(state: CampaignState, phase: CampaignPhase) {
  if (state.phase !== phase) throw new RulesError("phase", state.phase, `this step needs the ${phase} phase`);
}

export const pending = (
  id: EncounterId | null,
  why: string,
  extra: Partial<PendingEncounter> = {},
): PendingEncounter => ({
  id,
  gunfightType: null,
  why,
  locale: null,
  warriors: false,
  ...extra,
});

export const level = (s: CampaignState, locale: LocaleId = s.locale) => s.levels[locale];

/** Pays `amount` LP from the lucre in hand, then from the bank; returns what is still owed. */
export function payLucre(s: CampaignState, amount: number): number {
  const fromHand = Math.min(s.lucre, amount);
  s.lucre -= fromHand;
  const fromBank = Math.min(s.bank, amount - fromHand);
  s.bank -= fromBank;
  return amount - fromHand - fromBank;
}
