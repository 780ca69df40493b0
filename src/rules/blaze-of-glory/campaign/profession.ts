import { assertOneOf } from "../../core";
import { PROFESSIONS, type Profession } from "../ids";
import { LOCALE_IDS, type LocaleId } from "../encounters/locale-ids";
import { assertTurn, type CampaignTurn } from "./calendar";

/**
 * CHOOSE A PROFESSION and CHANGING YOUR PROFESSION (L3994–3996, L4023–4030). A campaign Star follows
 * one of the six profession campaigns (L3955–3984); the simple campaign takes any profession its
 * table has a column for.
 */

export { CAMPAIGN_PROFESSIONS, type CampaignProfession } from "./ids";

/** The badges a Star wanted in a locale may not take up there (L4027). */
export const LAW_PROFESSIONS: readonly Profession[] = ["ranger", "marshal", "sheriff"];

export type ProfessionChangeRefusal = "notSpring" | "wantedHere" | "sameProfession";

/**
 * Whether the Star may take up `to` at the start of `turn` in `locale`: only at the start of spring,
 * except that outlawry may be taken up at the start of any turn (L4025); never a badge where he is
 * "Wanted!" (L4027). Null when allowed. Being wanted still brings LAWDAWG tests (L4028–4030): the
 * Outlaw campaign's turn reads `wantedIn`, whatever the profession.
 */
export function professionChangeRefusal(options: {
  turn: CampaignTurn;
  from: Profession;
  to: Profession;
  locale: LocaleId;
  wantedIn: readonly LocaleId[];
}): ProfessionChangeRefusal | null {
  const turn = assertTurn("turn", options.turn);
  const from = assertOneOf("from", options.from, PROFESSIONS);
  const to = assertOneOf("to", options.to, PROFESSIONS);
  const locale = assertOneOf("locale", options.locale, LOCALE_IDS);
  if (from === to) return "sameProfession";
  if (turn.season !== "spring" && to !== "outlaw") return "notSpring";
  if (LAW_PROFESSIONS.includes(to) && options.wantedIn.includes(locale)) return "wantedHere";
  return null;
}
