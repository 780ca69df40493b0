import { readFileSync } from "node:fs";
import { vi } from "vitest";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { SYSTEM_ID, SYSTEM_PATH } from "../../src/config";
import { seededDice } from "../../src/rules/core";
import { setCardRules } from "../../src/shell/chat/card-rules";
import { onCreateChatMessage, onRenderChatMessage, onUpdateChatMessage } from "../../src/shell/chat/handler";
import { registerQueries } from "../../src/shell/queries/register";
import { registerRolls } from "../../src/shell/dice/rolls";
import { blazeOfGloryCardRules } from "../../src/rulesets/blaze-of-glory/table/card-rules";
import { templateFile } from "../../scripts/lib/templates.mjs";
import { readJSON } from "../helpers/files";
import { makeWorld, type StandInActor, type StandInMessage, type World } from "../queries/world";
import { settle } from "../queries/requests";
import { FakeElement, installDom } from "./dom";

/**
 * The end-to-end table: the trust-model world (tests/queries/world.ts: a GM and two players, the
 * server's rules) with what the buttons need on top: the test DOM, the real templates rendered
 * through the gallery's Handlebars stand-ins (so a card's content is what Foundry would show),
 * roll dialogs answered from their own rendered fields, selected and targeted tokens, and the
 * active GM's client seeing every new message as Foundry's `createChatMessage` hook would.
 */

const standins = (await import(pathToFileURL(resolve("gallery/standins.mjs")).href)) as {
  createRenderer(lang: object): { hbs: { compile(source: string): (context: object) => string } };
};
const renderer = standins.createRenderer(readJSON<Record<string, unknown>>("lang/en.json"));
const compiled = new Map<string, (context: object) => string>();

/** `renderTemplate` on the real template files. */
export async function renderTemplate(path: string, context: object): Promise<string> {
  const relative = path.replace(`${SYSTEM_PATH}/templates/`, "");
  let fn = compiled.get(relative);
  if (!fn) {
    fn = renderer.hbs.compile(readFileSync(templateFile(relative), "utf8"));
    compiled.set(relative, fn);
  }
  return fn(context);
}

/** A form field as `readForm` reads it. */
interface Field {
  name: string;
  type: string;
  value: string;
  checked: boolean;
}

/** The fields of a rendered form, with the values a browser would submit unchanged. */
function fieldsOf(root: FakeElement): Field[] {
  return root.querySelectorAll("input, select, textarea").map((el) => {
    const type = el.tagName === "SELECT" ? "select" : (el.getAttribute("type") ?? "text");
    let value = el.getAttribute("value") ?? "";
    if (el.tagName === "SELECT") {
      const options = el.querySelectorAll("option");
      const chosen = options.find((o) => o.hasAttribute("selected")) ?? options[0];
      value = chosen?.getAttribute("value") ?? chosen?.textContent ?? "";
    }
    if (el.tagName === "TEXTAREA") value = el.textContent;
    return { name: el.getAttribute("name") ?? "", type, value, checked: el.hasAttribute("checked") };
  });
}

export interface ShownDialog {
  user: string;
  title: string;
  /** The form as shown, field name → value (checkboxes as booleans). */
  fields: Record<string, unknown>;
}

export interface Table {
  world: World;
  /** Roll dialogs shown so far, in order. */
  shown: ShownDialog[];
  /** What the user changes in the next dialog before clicking Roll (field name → value). */
  answers: Record<string, string | boolean>;
  /** The button the next dialog is closed with (default "roll"; a dialog without it closes). */
  button: string | null;
  /** Sets what `user` has selected and targeted on the canvas. */
  pick(user: string, selected: StandInActor[], targeted: StandInActor[]): void;
  /** Lets every client see the messages posted since the last call (the GM applies, requests run). */
  deliver(): Promise<void>;
  /** The cards in the chat log. */
  cards(): StandInMessage[];
  /** A card as `user`'s chat log renders it, its buttons wired. */
  renderCard(user: string, message: StandInMessage): FakeElement;
}

/** Lets every queued promise and zero-delay timer run (the same wait as the trust-model tests'). */
export { settle };

export function makeTable(seed: number): Table {
  const world = makeWorld();
  world.dice = seededDice(seed);
  installDom();
  // Foundry registers the Roll subclasses at init: here once per world, so each table's rolls read
  // its own seeded dice (the classes extend that world's stand-in Roll).
  registerRolls();
  registerQueries();
  setCardRules(blazeOfGloryCardRules);
  const g = globalThis as unknown as {
    foundry: {
      applications: {
        handlebars: { renderTemplate: typeof renderTemplate };
        api: { DialogV2: { wait(config: object): Promise<unknown> } };
      };
    };
    canvas: unknown;
    game: { user: { id: string } };
  };
  g.foundry.applications.handlebars.renderTemplate = renderTemplate;
  const table: Table = {
    world,
    shown: [],
    answers: {},
    button: null,
    pick(user, selected, targeted) {
      const u = world.users[user as "gm"];
      u.targets = new Set(targeted.map((actor) => ({ id: `token-${actor.id}`, name: actor.name, actor })));
      controlled.set(user, selected);
    },
    async deliver() {
      for (let round = 0; round < 10; round++) {
        const fresh = world.messages.slice(delivered);
        if (fresh.length === 0) break;
        delivered = world.messages.length;
        for (const m of fresh) await world.as("gm", () => onCreateChatMessage(m as never));
        for (const m of fresh)
          if (m.flags[SYSTEM_ID]?.outcome) await world.as(m.author.id, () => onUpdateChatMessage(m as never));
        await settle();
      }
    },
    cards: () => world.live().filter((m) => m.flags[SYSTEM_ID]?.card),
    renderCard(user, message) {
      const html = new FakeElement("li");
      html.innerHTML = message.content;
      void world.as(user, () => onRenderChatMessage(message as never, html as never));
      return html;
    },
  };
  let delivered = 0;
  const controlled = new Map<string, StandInActor[]>();
  // The canvas: each user's own selection (a token per actor; no grid, so ranges default).
  vi.stubGlobal("canvas", {
    tokens: {
      get controlled() {
        return (controlled.get(g.game.user.id) ?? []).map((actor) => ({ actor }));
      },
    },
  });
  // A dialog: shown with its rendered form, answered with `answers`, then Roll (or `button`).
  g.foundry.applications.api.DialogV2.wait = async (config) => {
    const c = config as {
      window?: { title?: string };
      content?: string;
      buttons: { action: string; callback?: (e: unknown, b: unknown) => unknown }[];
    };
    const root = new FakeElement("form");
    root.innerHTML = c.content ?? "";
    const fields = fieldsOf(root).map((f) =>
      f.name in table.answers
        ? {
            ...f,
            value: String(table.answers[f.name]),
            checked: table.answers[f.name] === true,
          }
        : f,
    );
    table.answers = {};
    table.shown.push({
      user: g.game.user.id,
      title: c.window?.title ?? "",
      fields: Object.fromEntries(fields.map((f) => [f.name, f.type === "checkbox" ? f.checked : f.value])),
    });
    const chosen = c.buttons.find((b) => b.action === (table.button ?? "roll"));
    table.button = null;
    if (!chosen) return null;
    // As DialogV2 does: the button's callback's answer, or the button's action without one.
    return chosen.callback ? chosen.callback({}, { form: { elements: fields } }) : chosen.action;
  };
  return table;
}
