import { I18N } from "../../../config";
import { postClassicCard } from "../table/post-card";
import { ask, type ClickModifiers } from "../../../shell/dialogs";
import { actorFrom, localize, type FActor, type FMessage } from "../../../shell/foundry";
import { refuse, safely } from "../../../shell/table-entry";
import { readClassicRules } from "../settings";
import { ownFigure } from "../table/entry";
import {
  DEFAULT_RECORD,
  type RecordForm,
  type RecordSource,
  readRecordForm,
  recordCardView,
  recordDialogContext,
  recordPlan,
} from "./record-plan";

/**
 * Recording an encounter for a player character (guide §4.10–§4.11): the PC's owner (or the GM)
 * says how it went; the points, the Coolness after a shoot-out, the month's history line and the
 * Constitution after the battle are written to the figure, and a card says so. The sheet's Campaign
 * tab and `game.sixGunSound.classic.recordEncounter(actor)`.
 */

const C = `${I18N}.Classic`;

export async function recordEncounterFor(
  ref: FActor | string,
  options: { form?: Partial<RecordForm>; event?: ClickModifiers | null; skipDialog?: boolean } = {},
): Promise<FMessage | null> {
  return safely("record an encounter", async () => {
    const own = await ownFigure(ref);
    if (!own) return null;
    const { actor } = own;
    const system = actor.system as RecordSource & { isPC?: boolean };
    if (system.isPC !== true) return refuse(`${C}.Record.PcOnly`, { name: actor.name });
    const rules = readClassicRules();
    const start: RecordForm = { ...DEFAULT_RECORD, ...options.form };
    const preview = (form: RecordForm) =>
      recordDialogContext(actor.name, form, recordPlan(system, form, rules));
    const data = await ask("classic/dialog/record.hbs", preview(start), `${C}.Record.Title`, {
      skip: options.skipDialog,
      event: options.event,
      refresh: (d) => preview(readRecordForm(d, start)),
    });
    if (!data) return null;
    const form = readRecordForm(data, start);
    // Read the figure again after the dialog: its record may have changed meanwhile.
    const live = (await actorFrom(actor.uuid)) ?? actor;
    const plan = recordPlan(
      live.system as RecordSource,
      form,
      rules,
      localize(`${C}.Record.Outcome.${form.outcome}`),
    );
    await live.update(plan.update);
    return postClassicCard(recordCardView(live.name, plan), "classicRecord", live);
  });
}
