/**
 * The campaign's ids and fixed numbers, plain data of their own: the campaign record's checks (which
 * the outfit's data model runs at start-up) read these without bringing the campaign's tables and
 * steps, which load on demand with the runtime.
 */

/** The six profession campaigns (L3955–3984). */
export const CAMPAIGN_PROFESSIONS = [
  "cowboy",
  "gunfighter",
  "marshal",
  "outlaw",
  "ranger",
  "sheriff",
] as const;
export type CampaignProfession = (typeof CAMPAIGN_PROFESSIONS)[number];

/** A Cowboy Star's standing (L5139–5190). */
export const COWBOY_ROLES = ["puncher", "trailBoss", "rancher"] as const;
export type CowboyRole = (typeof COWBOY_ROLES)[number];

/** What a gunfighter may be offered (OPPORTUNITY, L5695–5709). */
export const OPPORTUNITIES = [
  "ranger",
  "marshal",
  "cowboy",
  "sheriff",
  "wildWestShow",
  "journalist",
  "drift",
] as const;
export type Opportunity = (typeof OPPORTUNITIES)[number];

/** A ranger company's strength (L6165). */
export const RANGER_COMPANY_SIZE = 12;

/** How a ranger detachment's casualties were handled (RECRUITMENT's modifiers, L6318–6344). */
export const CASUALTY_CARES = ["recoveredAll", "recoveredMore", "leftMore", "leftAll", "none"] as const;

/** What an outlaw is tried for (TRIAL AND PUNISHMENT, L4531–4547). */
export const CRIMES = ["robbery", "assault", "rustling", "horseTheft", "murder"] as const;
export type Crime = (typeof CRIMES)[number];

/** The sentences a trial can give (L4520–4547); "gmDecides": the book prints none (assault, pass 0). */
export const SENTENCE_KINDS = ["fine", "jail", "prison", "life", "hanging", "gmDecides"] as const;
