import { WEAPON_KEYS, type WeaponKey } from "../../rules/sgs-classic/ids";
import { DEFAULT_RULES, classicRules } from "../../rules/sgs-classic/interpretations";
import { ADVANCED_WEAPONS, BASIC_WEAPONS } from "../../rules/sgs-classic/weapons/tables";
import { weaponProfile } from "../../rules/sgs-classic/weapons/profile";

/**
 * The classic weapons pack, built from the rules core's two weapon tables (guide §2.6; seed
 * L188–L199, L958–L973): one item per weapon of either table and the brawl-only arms. Pure: the
 * YAML sources under `packs/classic-weapons/` are written from it, and a test checks they agree.
 */

const NAMES: Record<WeaponKey, string> = {
  bow: "Bow",
  knife: "Knife",
  pistol: "Pistol",
  rifle: "Rifle",
  scattergun: "Scattergun",
  shotgun: "Shotgun",
  trapdoorRifle: "Trapdoor Rifle",
  tomahawkKnife: "Tomahawk or Knife",
  lanceBayonet: "Lance or Bayonet",
  repeatingCarbine: "Repeating Carbine",
  trapdoorCarbine: "Trapdoor Carbine",
  saber: "Saber",
  fists: "Fists",
};

const ICONS: Partial<Record<WeaponKey, string>> = {
  knife: "knife",
  tomahawkKnife: "knife",
  saber: "knife",
  lanceBayonet: "lance",
  pistol: "pistol",
  shotgun: "shotgun",
  scattergun: "shotgun",
};

/** Which table lists it, for the notes. */
function tablesOf(key: WeaponKey): string {
  const basic = key in BASIC_WEAPONS;
  const advanced = key in ADVANCED_WEAPONS;
  if (basic && advanced) return "Listed in both the basic and the advanced weapons tables.";
  if (basic) return "Basic weapons table; under the advanced table it reads as its advanced counterpart.";
  if (advanced)
    return "Advanced weapons table only; under the basic rules it reads as the nearest basic weapon.";
  return "Hand to hand only: in no shooting table.";
}

const ADVANCED = classicRules({ advancedShooting: true });

export interface WeaponPackDoc {
  _id: string;
  _key: string;
  name: string;
  type: "classic-weapon";
  img: string;
  system: Record<string, unknown>;
  effects: [];
  folder: null;
  sort: number;
  flags: Record<string, never>;
  ownership: { default: 0 };
}

export function weaponPackDocs(): WeaponPackDoc[] {
  return WEAPON_KEYS.map((key, i) => {
    // Each table's numbers as the rules use them, mapped rows included (SGS-Q30).
    const basic = weaponProfile(key, DEFAULT_RULES);
    const advanced = weaponProfile(key, ADVANCED);
    const fire = basic.fieldOfFire;
    const id = `clsWpn${key.slice(0, 9)}`.padEnd(16, "0").slice(0, 16);
    return {
      _id: id,
      _key: `!items!${id}`,
      name: NAMES[key],
      type: "classic-weapon",
      img: `systems/six-gun-sound/assets/icons/documents/${ICONS[key] ?? "rifle"}.svg`,
      system: {
        schemaVersion: 1,
        key,
        basic: { effectiveRange: basic.effectiveRange ?? 0, longRange: basic.longRange, rofMax: basic.rof },
        advanced: {
          range: advanced.effectiveRange,
          // The table's ROF even for a melee-only arm (the profile gives 0 shots).
          rof: (advanced.row && ADVANCED_WEAPONS[advanced.row]?.rof) ?? 0,
          impact: advanced.impact ?? 0,
        },
        fieldOfFire:
          fire?.mode === "path"
            ? { mode: "path", pathWidth: fire.width, maxTargets: fire.maxTargets ?? 12 }
            : { mode: "single", pathWidth: 0, maxTargets: 1 },
        brawlDice: basic.brawlDice,
        brawlPermanent: basic.brawlPermanent,
        thrown: basic.thrown,
        notes: `<p>${tablesOf(key)}</p>`,
      },
      effects: [],
      folder: null,
      sort: (i + 1) * 1000,
      flags: {},
      ownership: { default: 0 },
    };
  });
}
