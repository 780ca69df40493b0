import { frozen } from "../../core/frozen";
import type { Band, RangeTable } from "../ids";

/**
 * The range and hit table (guide §2.6.1), rebuilt from the flattened text at seed L19–L43 (each
 * lone `"` line there is a ditto for the weapon above, FYH-G01). `upToInches` is inclusive: a band
 * covers distances above the previous band's limit up to and including its own. `hitFrom` is the
 * lowest unmodified D20 face that hits; the span always runs to 20.
 */
export interface BandRow {
  readonly band: Band;
  readonly upToInches: number;
  readonly hitFrom: number;
}

export const RANGE_TABLE: Readonly<Record<RangeTable, readonly BandRow[]>> = frozen({
  // L20–L26: "PistolClose! - up to 1"5-20", Short 6" 9-20, Medium 10" 12-20, Long 15" 19-20.
  pistol: frozen([
    { band: "close", upToInches: 1, hitFrom: 5 },
    { band: "short", upToInches: 6, hitFrom: 9 },
    { band: "medium", upToInches: 10, hitFrom: 12 },
    { band: "long", upToInches: 15, hitFrom: 19 },
  ]),
  // L27–L33: Rifle Close 1" 6-20, Short 10" 9-20, Medium 18" 11-20, Long 36" 17-20.
  rifle: frozen([
    { band: "close", upToInches: 1, hitFrom: 6 },
    { band: "short", upToInches: 10, hitFrom: 9 },
    { band: "medium", upToInches: 18, hitFrom: 11 },
    { band: "long", upToInches: 36, hitFrom: 17 },
  ]),
  // L34–L40: Carbine Close 1" 6-20, Short 8" 9-20, Medium 13" 11-20, Long 20" 17-20.
  carbine: frozen([
    { band: "close", upToInches: 1, hitFrom: 6 },
    { band: "short", upToInches: 8, hitFrom: 9 },
    { band: "medium", upToInches: 13, hitFrom: 11 },
    { band: "long", upToInches: 20, hitFrom: 17 },
  ]),
  // L41–L43: "Shot gun" Close 1" 5-20, Short 6" 9-20; the text stops there (FYH-G02).
  shotgun: frozen([
    { band: "close", upToInches: 1, hitFrom: 5 },
    { band: "short", upToInches: 6, hitFrom: 9 },
  ]),
});
