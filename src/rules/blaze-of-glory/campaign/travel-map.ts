import { assertOneOf } from "../../core";
import { frozen } from "../../core/frozen";
import type { GmTableData, GmTableDefinition } from "../../core/gm-table";
import { LOCALE_IDS, type LocaleId } from "../encounters/locale-ids";

/**
 * The travel map (L4122–4126, L4866–4868). The book's map is a picture: its links are not in the
 * text (guide §6 item 21). The map is therefore a GM-editable table of links; it ships with only the
 * links the text itself shows — the high-country footnotes (a journey from one locale to the other)
 * and the worked examples' journeys to an adjacent locale — each with its line. Links run both ways.
 */

export type TravelLink = readonly [LocaleId, LocaleId, string];

/** Links the text shows, with the line that shows each. */
export const TEXT_LINKS: readonly TravelLink[] = frozen([
  ["arizona", "newMexico", "L4184"],
  ["california", "oregon", "L4185"],
  ["california", "nevada", "L4185"],
  ["montana", "canada", "L4186"],
  ["nevada", "idaho", "L4187"],
  ["nevada", "utah", "L4187"],
  ["newMexico", "colorado", "L4188"],
  ["newMexico", "utah", "L4188"],
  ["oldMexico", "arizona", "L4189"],
  ["oldMexico", "newMexico", "L4189"],
  ["oregon", "idaho", "L4190"],
  ["oregon", "washington", "L4190"],
  ["utah", "colorado", "L4191"],
  ["washington", "idaho", "L4192"],
  ["westTexas", "indianTerritory", "L3561, L3569"],
  ["indianTerritory", "kansas", "L3561, L3569"],
  ["colorado", "wyoming", "L5621"],
  ["wyoming", "montana", "L5621"],
  ["kansas", "nebraska", "L5767"],
  ["nebraska", "dakota", "L5771"],
  ["westTexas", "oldMexico", "L6360"],
]);

export const TRAVEL_MAP_TABLE_ID = "travelMap";

const linkKey = (a: LocaleId, b: LocaleId) => [a, b].sort().join("|");

/** The GM's table: one row per link (from, to); the text's links come filled in. */
export const TRAVEL_MAP_TABLE: GmTableDefinition = frozen({
  id: TRAVEL_MAP_TABLE_ID,
  label: "SIXGUN.Campaign.TravelMap.Label",
  hint: "SIXGUN.Campaign.TravelMap.Hint",
  source: "L4122–4126, L4866–4868",
  keys: { kind: "list" },
  fields: [
    {
      id: "from",
      label: "SIXGUN.Campaign.TravelMap.From",
      type: "choice",
      choices: LOCALE_IDS,
      choiceLabels: localeLabels(),
    },
    {
      id: "to",
      label: "SIXGUN.Campaign.TravelMap.To",
      type: "choice",
      choices: LOCALE_IDS,
      choiceLabels: localeLabels(),
    },
  ],
  known: Object.fromEntries(TEXT_LINKS.map(([from, to]) => [linkKey(from, to), { from, to }])),
});

function localeLabels(): Record<string, string> {
  return Object.fromEntries(LOCALE_IDS.map((id) => [id, `SIXGUN.Encounter.Locale.${id}`]));
}

/** Every link: the text's and the GM's rows (rows naming an unknown locale or itself are skipped). */
export function travelLinks(data: GmTableData | undefined): [LocaleId, LocaleId][] {
  const rows = { ...TRAVEL_MAP_TABLE.known, ...(data?.rows ?? {}) };
  const seen = new Map<string, [LocaleId, LocaleId]>();
  for (const row of Object.values(rows)) {
    const from = row.from as LocaleId;
    const to = row.to as LocaleId;
    if (!LOCALE_IDS.includes(from) || !LOCALE_IDS.includes(to) || from === to) continue;
    seen.set(linkKey(from, to), [from, to]);
  }
  return [...seen.values()];
}

/** The locales linked to `locale`, in the book's order. */
export function neighbours(locale: LocaleId, data?: GmTableData): LocaleId[] {
  const here = assertOneOf("locale", locale, LOCALE_IDS);
  const linked = new Set(travelLinks(data).flatMap(([a, b]) => (a === here ? [b] : b === here ? [a] : [])));
  return LOCALE_IDS.filter((id) => linked.has(id));
}
