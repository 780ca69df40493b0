import { I18N } from "../../../config";

/** Lang-key helpers of the FYH sheets (pure). */
export const P = `${I18N}.FYH`;

export function choicesOf(ids: readonly string[], prefix: string): Record<string, string> {
  return Object.fromEntries(ids.map((id) => [id, `${P}.${prefix}.${id}`]));
}

/** A signed modifier as printed: "−1", "+2", "0" (a true minus sign). */
export function signed(n: number): string {
  if (n === 0) return "0";
  return n > 0 ? `+${n}` : `\u2212${-n}`;
}

/** A card key as printed ("QH" → "Q♥", "JokerR" → the lang key's text is the template's job). */
export function cardText(key: string | null): string {
  if (!key) return "";
  if (key.startsWith("Joker")) return "Joker";
  const suit: Record<string, string> = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
  return `${key.slice(0, -1)}${suit[key.slice(-1)] ?? ""}`;
}
