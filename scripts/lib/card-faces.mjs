/**
 * The system's own playing-card art, drawn here as SVG at build time (no copied art): 52 faces, a
 * red and a black Joker, and a back, written to `assets/cards/<cardKey>.svg` of the built system
 * (keys as src/rules/core/cards/card.ts writes them: "QS", "10H", "JokerR"). Drawn on a 200×280
 * card so it stays legible at 60 px wide: a large rank and suit in two corners, and pips (2–10), one
 * big pip (Ace), a framed letter (Jack, Queen, King) or a star (Joker) in the centre.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const W = 200;
const H = 280;
const RED = "#b3261e";
const BLACK = "#1d1a17";
const PAPER = "#fffdf6";
const EDGE = "#4a3a2a";
const FONT = "Georgia, 'Times New Roman', serif";

/** Suit shapes on a 100×100 box, drawn for this system. */
const SUIT_PATHS = {
  S: "M50 2C76 26 98 42 98 62C98 78 86 86 74 86C64 86 57 81 54 73C55 85 59 93 67 100H33C41 93 45 85 46 73C43 81 36 86 26 86C14 86 2 78 2 62C2 42 24 26 50 2Z",
  H: "M50 96C22 72 2 54 2 32C2 14 15 4 29 4C40 4 47 11 50 19C53 11 60 4 71 4C85 4 98 14 98 32C98 54 78 72 50 96Z",
  D: "M50 2L90 50L50 98L10 50Z",
  C: "M50 4A21 21 0 1 1 49.9 4ZM27 38A21 21 0 1 1 26.9 38ZM73 38A21 21 0 1 1 72.9 38ZM46 56H54C55 78 59 90 68 100H32C41 90 45 78 46 56Z",
};
const SUITS = ["S", "H", "D", "C"];
const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
const STAR = "M50 2L61 36H97L68 57L79 92L50 71L21 92L32 57L3 36H39Z";

const suitColour = (suit) => (suit === "H" || suit === "D" ? RED : BLACK);

/** Pip centres (x, y) of the number cards; pips below the middle are drawn upside down. */
const L = 70;
const C = 100;
const R = 130;
const PIPS = {
  2: [
    [C, 66],
    [C, 214],
  ],
  3: [
    [C, 66],
    [C, 140],
    [C, 214],
  ],
  4: [
    [L, 66],
    [R, 66],
    [L, 214],
    [R, 214],
  ],
  5: [
    [L, 66],
    [R, 66],
    [C, 140],
    [L, 214],
    [R, 214],
  ],
  6: [
    [L, 66],
    [R, 66],
    [L, 140],
    [R, 140],
    [L, 214],
    [R, 214],
  ],
  7: [
    [L, 66],
    [R, 66],
    [C, 103],
    [L, 140],
    [R, 140],
    [L, 214],
    [R, 214],
  ],
  8: [
    [L, 66],
    [R, 66],
    [C, 103],
    [L, 140],
    [R, 140],
    [C, 177],
    [L, 214],
    [R, 214],
  ],
  9: [
    [L, 66],
    [R, 66],
    [L, 115],
    [R, 115],
    [C, 140],
    [L, 165],
    [R, 165],
    [L, 214],
    [R, 214],
  ],
  10: [
    [L, 66],
    [R, 66],
    [C, 90],
    [L, 115],
    [R, 115],
    [L, 165],
    [R, 165],
    [C, 190],
    [L, 214],
    [R, 214],
  ],
};

function svg(body, label) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">` +
    `<title>${label}</title>` +
    `<rect x="2" y="2" width="${W - 4}" height="${H - 4}" rx="14" fill="${PAPER}" stroke="${EDGE}" stroke-width="4"/>` +
    body +
    `</svg>\n`
  );
}

function shape(path, x, y, size, fill, flip = false) {
  const s = size / 100;
  const turn = flip ? ` rotate(180 50 50)` : "";
  return `<path d="${path}" fill="${fill}" transform="translate(${x - size / 2} ${y - size / 2}) scale(${s})${turn}"/>`;
}

/** Rank over suit in the top-left corner, and the same turned round in the bottom-right. */
function corners(text, path, fill) {
  // Narrower type for the wider indices ("10", "JKR"), so they never run into the pips.
  const size = [44, 44, 34, 22][text.length];
  const index =
    `<text x="26" y="48" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${fill}" ` +
    `text-anchor="middle">${text}</text>` +
    shape(path, 26, 70, 28, fill);
  return `<g>${index}</g><g transform="rotate(180 ${W / 2} ${H / 2})">${index}</g>`;
}

function numberCard(rank, suit) {
  const fill = suitColour(suit);
  const pips = PIPS[rank].map(([x, y]) => shape(SUIT_PATHS[suit], x, y, 34, fill, y > 140)).join("");
  return corners(rank, SUIT_PATHS[suit], fill) + pips;
}

function aceCard(suit) {
  const fill = suitColour(suit);
  return corners("A", SUIT_PATHS[suit], fill) + shape(SUIT_PATHS[suit], C, 140, 96, fill);
}

function courtCard(rank, suit) {
  const fill = suitColour(suit);
  return (
    corners(rank, SUIT_PATHS[suit], fill) +
    `<rect x="50" y="50" width="100" height="180" rx="8" fill="none" stroke="${fill}" stroke-width="4"/>` +
    `<text x="${C}" y="150" font-family="${FONT}" font-size="96" font-weight="bold" fill="${fill}" ` +
    `text-anchor="middle">${rank}</text>` +
    shape(SUIT_PATHS[suit], C, 190, 40, fill)
  );
}

/** Jokers: the red one a red star on paper, the black one a paper star on a black panel. */
function jokerCard(red) {
  const ink = red ? RED : BLACK;
  const panel = red
    ? `<rect x="46" y="46" width="108" height="188" rx="8" fill="none" stroke="${RED}" stroke-width="4"/>`
    : `<rect x="46" y="46" width="108" height="188" rx="8" fill="${BLACK}"/>`;
  return (
    corners("JKR", STAR, ink) +
    panel +
    shape(STAR, C, 120, 84, red ? RED : PAPER) +
    `<text x="${C}" y="204" font-family="${FONT}" font-size="26" font-weight="bold" fill="${red ? RED : PAPER}" ` +
    `text-anchor="middle" letter-spacing="2">JOKER</text>`
  );
}

function backCard() {
  return (
    `<defs><pattern id="lattice" width="20" height="20" patternUnits="userSpaceOnUse">` +
    `<path d="M0 10L10 0L20 10L10 20Z" fill="none" stroke="#e7c9a0" stroke-width="2"/></pattern></defs>` +
    `<rect x="14" y="14" width="${W - 28}" height="${H - 28}" rx="8" fill="#7a2415"/>` +
    `<rect x="14" y="14" width="${W - 28}" height="${H - 28}" rx="8" fill="url(#lattice)"/>` +
    `<circle cx="${C}" cy="140" r="44" fill="#7a2415" stroke="#e7c9a0" stroke-width="4"/>` +
    shape(STAR, C, 140, 64, "#e7c9a0")
  );
}

const RANK_NAMES = { J: "Jack", Q: "Queen", K: "King", A: "Ace" };
const SUIT_NAMES = { S: "Spades", H: "Hearts", D: "Diamonds", C: "Clubs" };

/** Every face the system ships: `{ key, svg }` for the 54 cards and `back`. */
export function cardFaces() {
  const faces = [];
  for (const suit of SUITS) {
    for (const rank of RANKS) {
      const body =
        rank === "A" ? aceCard(suit) : RANK_NAMES[rank] ? courtCard(rank, suit) : numberCard(rank, suit);
      faces.push({
        key: `${rank}${suit}`,
        svg: svg(body, `${RANK_NAMES[rank] ?? rank} of ${SUIT_NAMES[suit]}`),
      });
    }
  }
  faces.push({ key: "JokerR", svg: svg(jokerCard(true), "Red Joker") });
  faces.push({ key: "JokerB", svg: svg(jokerCard(false), "Black Joker") });
  faces.push({ key: "back", svg: svg(backCard(), "Card back") });
  return faces;
}

/** Writes every face into `<outDir>/assets/cards/`; returns how many files it wrote. */
export function writeCardFaces(outDir) {
  const dir = join(outDir, "assets", "cards");
  mkdirSync(dir, { recursive: true });
  const faces = cardFaces();
  for (const { key, svg: text } of faces) writeFileSync(join(dir, `${key}.svg`), text);
  return faces.length;
}
