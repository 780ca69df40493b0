import { I18N } from "../../../config";
import type { DiceSource } from "../../../rules/core";
import { dateOfMonth, nextMonth } from "../../../rules/sgs-classic/campaign/calendar";
import { postClassicCard } from "../table/post-card";
import { confirmAction } from "../../../shell/dialogs";
import { foundryDice } from "../../../shell/dice/foundry-dice";
import { actorFrom, fgame, fv, localize, notify, type FActor, type FMessage } from "../../../shell/foundry";
import { refuse, safely } from "../../../shell/table-entry";
import { readCampaignMonth, readClassicRules, writeCampaignMonth } from "../settings";
import { FIGURE_TYPE } from "../table/figure-read";
import {
  type CampaignSource,
  monthCardView,
  monthUpdate,
  npcActors,
  pcIsDead,
  pcMonthState,
  planMonth,
} from "./month-plan";

/**
 * The GM's monthly turn (guide §4.1): `game.sixGunSound.classic.monthlyTurn()`. For every living
 * player character of the world: the month's rolls, its encounter set up from the tables, the NPC
 * figures it brings made in a folder of their own (ready to drag onto the scene), the figure's
 * campaign record brought up to date (follow-ups, a Constitution point back, a history line), and
 * a card saying what came. Then the campaign's month moves on.
 */

const C = `${I18N}.Classic`;

type Documents = {
  Actor: { create(data: Record<string, unknown>): Promise<FActor | null | undefined> };
  Folder: { create(data: Record<string, unknown>): Promise<{ id: string } | null | undefined> };
};

export interface MonthlyTurnResult {
  readonly month: number;
  readonly messages: FMessage[];
  /** Uuids of the NPC figures made for the month's encounters. */
  readonly created: string[];
}

export async function monthlyTurn(
  options: { dice?: DiceSource; confirm?: boolean } = {},
): Promise<MonthlyTurnResult | null> {
  return safely("monthly turn", async () => {
    if (!fgame().user.isGM) return refuse(`${C}.Month.GmOnly`);
    const index = readCampaignMonth();
    const after = nextMonth(index);
    const date = dateOfMonth(index);
    // The directory's button asks first: a month rolled cannot be taken back with one click.
    if (options.confirm && !(await confirmAction(`${C}.Month.Kicker`, `${C}.Month.Confirm`, { ...date })))
      return null;
    const rules = readClassicRules();
    const pcs = [...fgame().actors].filter((a) => {
      const s = a.system as CampaignSource;
      return a.type === FIGURE_TYPE && s.isPC === true && !pcIsDead(s, rules);
    });
    if (pcs.length === 0) return refuse(`${C}.Month.NoPcs`);
    const dice = options.dice ?? foundryDice();
    const docs = fv() as unknown as Documents;
    const messages: FMessage[] = [];
    const created: string[] = [];
    for (const pc of pcs) {
      const state = pcMonthState(pc.system as CampaignSource);
      if (!state) {
        notify("warn", `${C}.Month.NoProfession`, { name: pc.name });
        continue;
      }
      const plan = planMonth(dice, state, rules);
      // Read the figure again right before writing: the folder and the NPCs were awaited.
      const live = (await actorFrom(pc.uuid)) ?? pc;
      await live.update(monthUpdate(live.system as CampaignSource, plan, date, rules));
      if (plan.setup && plan.setup.forces.length > 0) {
        const encounter = localize(`${C}.Encounter.${plan.setup.key}`);
        const folder = await docs.Folder.create({
          name: `${date.month}/${date.year} ${encounter}: ${pc.name}`,
          type: "Actor",
        });
        const side = (live.system as { side?: string }).side === "black" ? "black" : "red";
        for (const data of npcActors(plan.setup.forces, { folder: folder?.id ?? null, playersSide: side })) {
          const npc = await docs.Actor.create(data);
          if (npc) created.push(npc.uuid);
        }
      }
      const message = await postClassicCard(
        monthCardView({ name: pc.name, date, plan }),
        "classicMonth",
        live,
      );
      if (message) messages.push(message);
    }
    if (after === null) notify("info", `${C}.Month.CampaignOver`);
    else await writeCampaignMonth(after);
    return { month: index, messages, created };
  });
}
