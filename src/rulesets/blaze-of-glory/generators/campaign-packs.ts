import {
  LIFE_AND_TIMES_TABLE,
  KIN_ENCOUNTERS,
  MARSHAL_ENCOUNTERS,
  OUTLAW_ENCOUNTERS,
  LAWDAWG_ENCOUNTERS,
  RANGER_ENCOUNTERS,
  SHERIFF_ENCOUNTERS,
  AT_THE_RANCH,
  driveLength,
  driftingEncounter,
  docSkill,
  shamanSkill,
  rangeWarEncounters,
  matrixEncounter,
  trailDriveEvent,
  type EncounterMatrix,
  type TRAIL_DRIVE_EVENTS,
  type LifeAndTimesResult,
} from "../../../rules/blaze-of-glory/campaign";
import {
  RANDOM_LOCALE_ROWS,
  SIMPLE_CAMPAIGN_COLUMNS,
  SIMPLE_CAMPAIGN_TABLE,
} from "../../../rules/blaze-of-glory/encounters";
import type { EncounterId } from "../../../rules/blaze-of-glory/encounters/types";

/**
 * The campaign game's compendium content (issue 17): every campaign table a roll table fits (one
 * roll read on fixed ranges), built from the rules core's tables, and the "Running a campaign"
 * journal in our own words. `pack-sources.ts` writes both with the rest of the packs.
 */

export interface TableSpec {
  key: string;
  name: string;
  formula: string;
  description: string;
  results: { range: [number, number]; name: string }[];
  sort: number;
}

export const ENCOUNTER_NAMES: Readonly<Record<EncounterId, string>> = {
  gunfight: "Gunfight",
  robbery: "Robbery",
  posse: "Posse",
  capture: "Capture",
  jailBreak: "Jail Break",
  cattleDrive: "Cattle Drive",
  cattleRustling: "Cattle Rustling",
  rangeWar: "Range War",
  indians: "Indians",
  holdUp: "Hold Up",
  prisonerTransport: "Prisoner Transport",
  hurrahingTheTown: "Hurrahing the Town",
  trainRobbery: "Train Robbery",
  bigCapture: "Big Capture",
};

const LIFE_AND_TIMES_NAMES: Readonly<Record<LifeAndTimesResult, string>> = {
  lawmanFriend: "A Marshal or Sheriff friend from childhood: no ambush on a Capture in one locale of choice",
  familyRanch: "The family ranch in a locale of choice: with no encounter there, test again as a Cowboy",
  friendsHideout: "A family friend's hideout in a locale of choice: no ambush on a Capture there",
  qualityHorse: "A Quality 5 horse",
  gunplayReputation:
    "Known for gunplay in a locale of choice: with no encounter there, test again; an encounter is GF-1",
  trailBossReputation: "Known as a trail boss: one encounter fewer on a cattle drive",
  wanted: "Wanted in a random locale: a Robbery there becomes a Posse on a 1",
  bankConnection: "A friend at the bank in a random locale: an Outlaw or Sheriff may play a Robbery there",
};

const LOCALE_NAMES: Readonly<Record<string, string>> = {
  arizona: "Arizona",
  california: "California",
  canada: "Canada",
  colorado: "Colorado",
  dakota: "Dakota",
  eastTexas: "East Texas",
  idaho: "Idaho",
  indianTerritory: "Indian Territory",
  kansas: "Kansas",
  missouri: "Missouri",
  montana: "Montana",
  nebraska: "Nebraska",
  nevada: "Nevada",
  newMexico: "New Mexico",
  oldMexico: "Old Mexico",
  oregon: "Oregon",
  theNorth: "The North",
  theSouth: "The South",
  utah: "Utah",
  washington: "Washington",
  westTexas: "West Texas",
  wyoming: "Wyoming",
  reroll: "Roll again",
};

/** Runs of equal results on a die or a sum, as table rows. */
function runs(
  from: number,
  to: number,
  read: (score: number) => string,
): { range: [number, number]; name: string }[] {
  const out: { range: [number, number]; name: string }[] = [];
  for (let s = from; s <= to; s++) {
    const name = read(s);
    const last = out.at(-1);
    if (last && last.name === name && last.range[1] === s - 1) last.range[1] = s;
    else out.push({ range: [s, s], name });
  }
  return out;
}

function matrixTables(
  key: string,
  title: string,
  table: EncounterMatrix,
  columns: number,
  sort: number,
  note: string,
): TableSpec[] {
  const last = table.first + table.rows.length - 1;
  return Array.from({ length: columns }, (_, i) => {
    const sl = i + 1;
    const label = sl === columns && columns === 5 ? "5–6" : String(sl);
    return {
      key: `table.campaign.${key}.${sl}`,
      name: `${title} (Settlement Level ${label})`,
      formula: table.dice === 1 ? "1d6" : "2d6",
      description: `${note} Read in the column of the locale's settlement level.`,
      results: runs(table.first, last, (s) => ENCOUNTER_NAMES[matrixEncounter(table, s, sl)]),
      sort: sort + sl,
    };
  });
}

export function campaignTableSpecs(): TableSpec[] {
  const drifting = (sl: number) => (d: number) => {
    const e = driftingEncounter(d, sl);
    return ENCOUNTER_NAMES[e];
  };
  const trail = (sl: number) => (s: number) => {
    const r = trailDriveEvent(s, sl);
    const names: Record<(typeof TRAIL_DRIVE_EVENTS)[number], string> = {
      calamity: "Calamity! Each CP is lost on 4–6",
      setBack: "Set back! Each CP is lost on a 6; the drive holds here a season",
      noEncounter: "No encounter",
      cattleRustling: "Cattle Rustling",
      gunfight: "Gunfight (GF-1)",
      indians: r.gunfightType === 3 ? "Gunfight (GF-3)" : "Indians",
    };
    return names[r.event];
  };
  return [
    {
      key: "table.campaign.lifeAndTimes",
      name: "Life and Times",
      formula: "2d6",
      description:
        "Rolled once for each point of a new Star's Rep. A result that does nothing for his profession stands.",
      results: LIFE_AND_TIMES_TABLE.map(([a, b, r]) => ({ range: [a, b], name: LIFE_AND_TIMES_NAMES[r] })),
      sort: 1000,
    },
    {
      key: "table.campaign.randomLocale",
      name: "Random Locale Selection",
      formula: "1d6 * 10 + 1d6",
      description:
        "Red and white d6: the tens are the red die, the units the white die. Roll again on a blank.",
      results: RANDOM_LOCALE_ROWS.flatMap((row) => {
        const whites = [...row.white].sort((a, b) => a - b);
        return [
          {
            range: [row.red * 10 + whites[0]!, row.red * 10 + whites.at(-1)!] as [number, number],
            name: LOCALE_NAMES[row.locale]!,
          },
        ];
      }),
      sort: 1010,
    },
    ...SIMPLE_CAMPAIGN_COLUMNS.map((col, i) => ({
      key: `table.campaign.simple.${col}`,
      name: `Simple Campaign (${col[0]!.toUpperCase()}${col.slice(1)})`,
      formula: "2d6",
      description:
        "After an encounter test calls for one in the simple campaign. A Lawman is a Marshal, Sheriff or Ranger.",
      results: SIMPLE_CAMPAIGN_TABLE[col].map(([a, b, e]) => ({
        range: [a, b] as [number, number],
        name: ENCOUNTER_NAMES[e],
      })),
      sort: 1020 + i,
    })),
    {
      key: "table.campaign.kin",
      name: "Vengeful Kin: The Encounter",
      formula: "1d6",
      description: "When a dead man's brothers catch up with the Star.",
      results: KIN_ENCOUNTERS.map(([a, b, e]) => ({
        range: [a, b] as [number, number],
        name:
          e === "capture"
            ? "Capture (they care little whether he lives)"
            : e === "posse"
              ? "Posse (the Star runs)"
              : ENCOUNTER_NAMES[e],
      })),
      sort: 1030,
    },
    ...matrixTables("marshal", "Marshal Encounters", MARSHAL_ENCOUNTERS, 5, 1100, "A Marshal's encounter."),
    ...matrixTables(
      "outlaw",
      "Outlaw Encounters",
      OUTLAW_ENCOUNTERS,
      5,
      1200,
      "An outlaw's job, after Looking for Loot; always optional.",
    ),
    ...matrixTables(
      "lawdawg",
      "Lawdawg Encounters",
      LAWDAWG_ENCOUNTERS,
      5,
      1300,
      "When the long arm of the law reaches a wanted man.",
    ),
    ...matrixTables(
      "ranger",
      "Ranger Encounters",
      RANGER_ENCOUNTERS,
      5,
      1400,
      "A ranger's encounter; the 5 column serves level 6.",
    ),
    ...matrixTables(
      "sheriff",
      "Sheriff Encounters",
      SHERIFF_ENCOUNTERS,
      5,
      1500,
      "A sheriff's encounter; the 5 column serves level 6.",
    ),
    {
      key: "table.campaign.atTheRanch",
      name: "At the Ranch Encounters",
      formula: "1d6",
      description: "A ranch's encounter, when the encounter test calls for one.",
      results: runs(1, 6, (d) => ENCOUNTER_NAMES[AT_THE_RANCH[d - 1]!]),
      sort: 1600,
    },
    {
      key: "table.campaign.rangeWar",
      name: "Range War Encounters",
      formula: "1d6",
      description: "Each turn a range war goes on.",
      results: runs(1, 6, (d) =>
        rangeWarEncounters(d) === 0
          ? "No range-war encounter this turn"
          : `${rangeWarEncounters(d)} range-war encounter${rangeWarEncounters(d) > 1 ? "s" : ""}`,
      ),
      sort: 1610,
    },
    ...[2, 4, 5].map((sl, i) => ({
      key: `table.campaign.trailDrive.${sl}`,
      name: `Trail Drive Encounter (Settlement Level ${sl === 2 ? "1–3" : sl === 4 ? "4" : "5–6"})`,
      formula: "2d6",
      description: "One roll for each locale a cattle drive enters.",
      results: runs(2, 12, trail(sl)),
      sort: 1620 + i,
    })),
    {
      key: "table.campaign.howFar",
      name: "How Far We Going?",
      formula: "1d6",
      description:
        "A puncher's or trail boss's drive. A drive moves at most three locales a season; 4 and 5 locales only set out in spring.",
      results: runs(
        1,
        6,
        (d) =>
          `${driveLength(d, "spring")} locale${driveLength(d, "spring") > 1 ? "s" : ""}${d >= 5 ? " (3 in summer)" : ""}`,
      ),
      sort: 1630,
    },
    ...[4, 5].map((sl, i) => ({
      key: `table.campaign.drifting.${sl}`,
      name: `Drifting (Settlement Level ${sl === 4 ? "1–4" : "5–6"})`,
      formula: "1d6",
      description: "A drifting cowboy's or gunfighter's encounter. A gunfighter in a Hold Up is the escort.",
      results: runs(1, 6, drifting(sl)),
      sort: 1700 + i,
    })),
    {
      key: "table.campaign.docSkill",
      name: "Doc's Skill",
      formula: "1d6",
      description: "Take 1 from the die in a fort. Then the Doctorin' test is 2d6 against the skill.",
      results: runs(1, 6, (d) => `Skill ${docSkill(d)}`),
      sort: 1800,
    },
    {
      key: "table.campaign.shamanSkill",
      name: "Shaman's Skill",
      formula: "1d6",
      description: "An Indian's healer, found on 1–5.",
      results: runs(1, 6, (d) => `Skill ${shamanSkill(d)}`),
      sort: 1810,
    },
  ];
}

export const RUNNING_A_CAMPAIGN: readonly { name: string; html: string }[] = [
  {
    name: "Starting a campaign",
    html: [
      "<p>A campaign belongs to an outfit. Make an outfit, drop your Star and his Hands on it and make the Star its leader. On the outfit sheet the GM presses <strong>Start a campaign</strong>: choose the profession campaign, the starting locale and what the outfit owns.</p>",
      "<p>The Star's <em>Life and Times</em> (one roll for each point of his Rep) and his fightin' brothers are rolled first; the dialog asks where the places of his choosing lie, and the results go to the record and the outfit diary. His brothers join the outfit as figures (with their horses); take any of them off the outfit if he keeps them elsewhere: the panel lists them as kept away, and at the start of any season but winter its <strong>Call him</strong> button brings one back to the outfit. The campaign runs from Spring 1875 to Winter 1885.</p>",
      "<p>Tick <strong>Simple campaign</strong> to play with the least bookkeeping: seasons, moves and recovery as usual, but each encounter comes from the simple table in the Star's column and none of the profession's own steps are kept.</p>",
    ].join(""),
  },
  {
    name: "A season, step by step",
    html: [
      "<p>The Campaign panel on the outfit sheet shows the season, where the outfit is, its money and cattle, warrants and any kin on its trail. Everyone can read it; the GM has a button for the next step, and every step posts a card with its dice.</p>",
      "<ol><li><strong>Start the season</strong>: what the season opens with (the long arm of the law for a wanted man, round up and the ranch's bills in spring, the bank in fall, the sheriff's deputies and election, a gunfighter looking for work, the ranger company's encounters).</li>",
      "<li><strong>Move</strong>: stay, travel along a link of the travel map (not in winter), or lie low. An outfit that travelled and met nobody where it arrived may <strong>Ride on</strong> into the next linked locale, testing again as it enters, as far as you like until an encounter stops it.</li>",
      "<li><strong>Test for an encounter</strong>: 2d6 against the locale's settlement level; only one pass brings an encounter, read on the profession's own table. Outlaws look for loot instead.</li>",
      "<li><strong>Play it</strong>: the panel's button opens the encounter wizard on that encounter (when a dead man's brothers catch up with the Star, the wizard puts the brothers who found him on the other side, from the Cowboy or Outlaw list; in a Capture they come for him, in a Posse he runs). Then <strong>Record how it went</strong>: the Star's Rep points, new brothers sworn to vengeance, the take and the pursuit after a job, new hands, the outfit diary.</li>",
      "<li><strong>End the season</strong>: the gang's pay and loyalty, the rangers lost over a winter and new recruits, then the next season.</li></ol>",
      "<p>A Cowboy has buttons of his own when they apply: <strong>Buy cattle</strong> (once a season, at its start), <strong>Gunfighters</strong> for a rancher (hire or let go; each costs a lucre point a season), and <strong>Go mavericking</strong> after the season's encounters where the settlement level is 3 or less. A drifting puncher may start free grazing his own herd (at most 3 CP): each spring, summer and fall the grass may run out and the outfit must move on, and his wagon is his bank, so tick the box when you record an encounter in which it was lost and his lucre goes with it.</p>",
    ].join(""),
  },
  {
    name: "The travel map",
    html: "<p>The book's travel map is a picture, so the system keeps the map as a GM table (Game Settings → GM tables → Campaign travel map). It comes with the links the book's own text shows; add the rest from your copy of the map. The Move step offers only linked locales.</p>",
  },
  {
    name: "The professions",
    html: [
      "<ul><li><strong>Cowboy</strong>: cattle points and lucre points; a drifting puncher is sent on drives or kept at the ranch, a Rep 5 trail boss hires out, a rancher pays his upkeep after round up and sends his own drives, which roll a trail encounter in each locale and end with the bottom line.</li>",
      "<li><strong>Gunfighter</strong>: each spring someone may offer work for the year; otherwise he drifts, and each locale he drifts into may bring an encounter.</li>",
      "<li><strong>Marshal</strong>: no outfit of his own; his encounters include the Big Capture.</li>",
      "<li><strong>Outlaw</strong>: a wanted man meets the law first, then may look for loot; a successful job pays and may bring a posse and a warrant; the gang is paid each season, the Star and his brothers first, or tests its loyalty. When the loyalty test leaves men free to go, the next season waits for <strong>Unpaid men: stay or go</strong>: tick the men who went unpaid (never a brother; hands kept only as a count are tested at the Sand you give), each rolls against his Sand, and those who ride off leave the outfit. A world setting says whether one die passed is enough or both are needed. A mutiny is a fight played first thing next season: a one on one Draw! with the strongest mutineer, or the weakest one's shot in the back. Lose the Draw! and the gang's figures leave the outfit (his brothers stay); put out of the fight by the shot in the back, the law has him: record it in his recovery.</li>",
      "<li><strong>Ranger</strong>: a company of twelve; a Captain's company has up to three encounters a season, which may range into a neighbouring locale or turn out to be against warriors; losses are replaced at home. A Star who is not the Captain finds his place in the company's seniority on 2d6 when the campaign starts (places 2 and 3 are Sergeants); when you record an encounter, say how many of the rangers who rode with him, and of those lost, were his seniors. He moves up a place for every senior lost, in a fight or over the winter (the winter roll takes the idle seniors first), and takes command when none is left: from then on the company's encounters are his to roll.</li>",
      "<li><strong>Sheriff</strong>: the council allows him deputies each spring; in fall the town's good will and an election decide whether he keeps the badge.</li></ul>",
    ].join(""),
  },
  {
    name: "Recovery and advancement",
    html: [
      "<p>A successful encounter (the Star did not run, was not put out of the fight and shot or fought) earns a Rep point toward the next Rep; running away wipes them. Outlaws robbing a bank in a settled locale, lawmen capturing a better outlaw and gunfighters beating a better gunfighter earn one more.</p>",
      "<p>Each hand's part is asked when an encounter is recorded: a hand who came through earns his own Rep points (the panel lists them), one who ran away loses them. With the alternate experience method (a world setting) each rolls against his Rep and Sand instead.</p>",
      "<p>After an encounter, the medical-kit button on a member's row runs his recovery: a runaway's return, what his captors do with him, each wound with the Doc. A man the law or others keep is held on the campaign record: the panel shows when his friends can try a jail break (it comes up as an encounter), when the law tries him and what he serves. The GM can set a prisoner free from the panel; a jail break recorded as won asks who got out.</p>",
    ].join(""),
  },
];
