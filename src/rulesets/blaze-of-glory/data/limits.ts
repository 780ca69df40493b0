/**
 * Storage limits of counters the rules leave open-ended. Pure, shared by the schemas and the views.
 * A third wound at one location changes nothing more in the rules (arm unusable, leg immobile,
 * chest and head already Out of the Fight), so three marks are enough to record any encounter.
 */
export const WOUND_MAX = 3;
/** Encounters played and kills in the Outfit Diary. */
export const DIARY_COUNT_MAX = 9999;
