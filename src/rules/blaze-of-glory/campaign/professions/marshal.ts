import { frozen } from "../../../core/frozen";
import { matrix } from "./matrix";

/**
 * The MARSHAL CAMPAIGN (L5775–5827): no permanent outfit; MARSHAL ENCOUNTERS by 1d6 and settlement
 * level (the Big Capture and the wagons' tip-off live with the encounters).
 */
export const MARSHAL_ENCOUNTERS = frozen(
  matrix(1, 1, "L5783–5795", [
    "IN IN IN IN GF",
    "IN GF GF PT P",
    "P  P  P  C  C",
    "C  C  C  PT PT",
    "PT PT PT PT PT",
    "BC BC BC BC PT",
  ]),
);
