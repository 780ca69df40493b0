import { afterEach, beforeAll, expect, vi } from "vitest";
import { lazyTableApi, loadRuntime } from "../../src/rulesets/blaze-of-glory/load";
import { addActionHud } from "../../src/rulesets/blaze-of-glory/table/token-hud";
import { quickActionRunner } from "../../src/rulesets/blaze-of-glory/table/quick-actions";
import { englishText } from "../helpers/files";
import type { StandInActor, StandInMessage } from "../queries/world";
import { byLabel, FakeElement } from "./dom";
import { settle, type Table } from "./table";

/**
 * What a player does with the mouse in the end-to-end tests: the token HUD's action palette and a
 * card's buttons as his chat log renders them, each click followed until the GM's client has
 * handled what it sent.
 */

/**
 * Sets up the calling test file: the runtime chunk loaded once (a click's timing then never waits
 * on the first dynamic import), mocks and stubbed globals undone after each test.
 */
export function e2eHooks(): void {
  beforeAll(async () => {
    await loadRuntime();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

/** A lang key's English text, as the cards, dialogs and buttons show it. */
export const t = (key: string, data?: Record<string, string | number>) => englishText(key, data);

/** The token HUD as `user` opens it on `actor`'s token, with the system's action palette added. */
export async function openHud(table: Table, user: string, actor: StandInActor): Promise<FakeElement> {
  const html = new FakeElement("form");
  const column = new FakeElement("div");
  column.className = "col right";
  html.append(column);
  await table.world.as(user, () =>
    addActionHud({ document: { actor: actor as never } }, html as never, quickActionRunner(lazyTableApi())),
  );
  return html;
}

/** `user` opens the HUD's action palette on `actor`'s token and clicks `label`; resolves once `until` does. */
async function clickInPalette(
  table: Table,
  o: { user: string; actor: StandInActor; label: string; until: () => Promise<unknown> },
): Promise<void> {
  const hud = await openHud(table, o.user, o.actor);
  await table.world.as(o.user, async () => {
    byLabel(hud, t("SIXGUN.Act.Palette")).click();
    byLabel(hud, o.label).click();
    await o.until();
  });
}

/** `user` opens the HUD's action palette and clicks `label`; resolves with the card it posted. */
export async function clickHudAction(
  table: Table,
  user: string,
  actor: StandInActor,
  label: string,
): Promise<StandInMessage> {
  const before = table.cards().length;
  const until = () => vi.waitFor(() => expect(table.cards().length).toBeGreaterThan(before));
  await clickInPalette(table, { user, actor, label, until });
  await table.deliver();
  return table.cards().at(-1)!;
}

/** The same click for an action expected to post nothing: resolves once what it started has run. */
export async function clickHudActionOnly(
  table: Table,
  user: string,
  actor: StandInActor,
  label: string,
): Promise<void> {
  await clickInPalette(table, { user, actor, label, until: settle });
}

/** `user` clicks `button` of a card his chat log rendered; resolves once the GM handled it. */
export async function clickButton(table: Table, user: string, button: FakeElement): Promise<void> {
  await table.world.as(user, async () => {
    button.click();
    await settle();
  });
  await table.deliver();
}

/** `user` clicks the button `selector` of `message` as his chat log renders it (it must be there). */
export async function clickCard(
  table: Table,
  user: string,
  message: StandInMessage,
  selector: string,
): Promise<void> {
  const button = table.renderCard(user, message).querySelector(selector);
  expect(button, selector).not.toBeNull();
  await clickButton(table, user, button!);
}

/** The text a reader of the card sees (tags stripped, spaces collapsed). */
export function textOf(message: StandInMessage): string {
  return message.content
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}
