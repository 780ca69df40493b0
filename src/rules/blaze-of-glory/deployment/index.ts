/**
 * "They're over here!" and "Here they come!" (L4908–5131): the card-pile deployment for solo and
 * same-side play, its states of awareness, reinforcements, enemy contact and March to the guns.
 */
export * from "./types";
export * from "./tables";
export * from "./pile";
export * from "./contact";
export * from "./awareness";
