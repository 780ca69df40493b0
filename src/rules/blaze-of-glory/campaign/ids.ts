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

/** LIFE AND TIMES results (L4006–4019), in the table's order. */
export const LIFE_AND_TIMES_RESULTS = [
  /** 2–3: a Marshal or Sheriff friend: no ambush on a capture encounter in one locale of choice. */
  "lawmanFriend",
  /** 4: the family ranch in a locale of choice: with no encounter for his profession there, test again as a Cowboy. */
  "familyRanch",
  /** 5–6: a friend's hideout or "home" in a locale of choice: no ambush on a capture encounter there. */
  "friendsHideout",
  /** 7: a Quality 5 horse. */
  "qualityHorse",
  /** 8: known for gunplay in a locale of choice: with no encounter for his profession there, test again; an encounter is GF-1. */
  "gunplayReputation",
  /** 9–10: known as a Trail Boss: one encounter fewer on a cattle drive. */
  "trailBossReputation",
  /** 11: wanted in a random locale: a Robbery called for there becomes a Posse on 1d6 = 1. */
  "wanted",
  /** 12: a bank connection in a random locale: an Outlaw or Sheriff may play a Robbery there instead of rolling. */
  "bankConnection",
] as const;
export type LifeAndTimesResult = (typeof LIFE_AND_TIMES_RESULTS)[number];
