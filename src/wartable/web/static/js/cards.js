// Cards drawn as SVG: French cards, Hand of War's 1-10, Slot Wars' custom cards, and backs.
//
// Every function returns a fresh <svg> element (viewBox 0 0 100 140) that scales with CSS
// (width: var(--card-w)). Nothing here is clickable: callers wrap a card in a <button> when it
// stands for a legal action (see cardButton), so everything else on the table stays inert.

const SVG = "http://www.w3.org/2000/svg";

export const SUITS = {
  C: { symbol: "♣", name: "clubs", colour: "black" },
  D: { symbol: "♦", name: "diamonds", colour: "red" },
  H: { symbol: "♥", name: "hearts", colour: "red" },
  S: { symbol: "♠", name: "spades", colour: "black" },
};

const RANK_LABELS = { 11: "J", 12: "Q", 13: "K", 14: "A" };
const RANK_NAMES = { 1: "ace", 11: "jack", 12: "queen", 13: "king", 14: "ace" };
const LABEL_RANKS = { J: 11, Q: 12, K: 13, A: 14, T: 10 };

/** Hand of War's powers (rank 2, 3 and 4). */
export const POWERS = {
  2: { gem: "Ruby", role: "Researcher", fill: "#c2185b" },
  3: { gem: "Emerald", role: "Engineer", fill: "#2e7d32" },
  4: { gem: "Sapphire", role: "Spy", fill: "#1565c0" },
};

/** Slot Wars' rarities: a symbol and its colour. */
export const RARITIES = {
  common: { symbol: "●", fill: "#6b6b6b", label: "common" },
  uncommon: { symbol: "◆", fill: "#3f7fb0", label: "uncommon" },
  rare: { symbol: "★", fill: "#c99a06", label: "rare" },
};

/** Parse "QH", "10S", "1D" into {rank, suit, label, colour, symbol, text}; null if not a card. */
export function parseCard(text) {
  if (typeof text !== "string") return null;
  const m = /^\s*(\d{1,2}|[AKQJT])\s*([CDHS])\s*$/i.exec(text);
  if (!m) return null;
  const r = m[1].toUpperCase();
  const rank = r in LABEL_RANKS ? LABEL_RANKS[r] : parseInt(r, 10);
  const suit = m[2].toUpperCase();
  const label = RANK_LABELS[rank] ?? String(rank);
  const s = SUITS[suit];
  return { rank, suit, label, colour: s.colour, symbol: s.symbol, text: `${label}${suit}` };
}

/** "Q♥" for "QH"; the text unchanged if it is not a card. */
export function prettyCard(text) {
  const c = parseCard(text);
  return c ? `${c.label}${c.symbol}` : String(text ?? "");
}

/** "queen of hearts" for "QH" (for screen readers). */
export function cardName(text) {
  const c = parseCard(text);
  if (!c) return String(text ?? "");
  const rank = RANK_NAMES[c.rank] ?? String(c.rank);
  return `${rank} of ${SUITS[c.suit].name}`;
}

/** Replace every card code inside a sentence ("3D beats 2S") by its pretty form. */
export function prettyText(text) {
  return String(text ?? "").replace(
    /\b(10|[1-9]|[AKQJ])([CDHS])\b/g,
    (_, r, s) => `${r}${SUITS[s].symbol}`,
  );
}

function el(name, attrs = {}, text) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== undefined && v !== null) node.setAttribute(k, String(v));
  }
  if (text !== undefined) node.textContent = text;
  return node;
}

function frame(className, label) {
  const svg = el("svg", {
    viewBox: "0 0 100 140",
    class: `card ${className}`,
    role: "img",
    "aria-label": label,
    focusable: "false",
  });
  const title = el("title", {}, label);
  svg.append(title);
  return svg;
}

// Pip positions for 1-10 (x, y, upside-down), inside the face's 100x140 box.
const PIPS = {
  1: [[50, 70, 0]],
  2: [[50, 32, 0], [50, 108, 1]],
  3: [[50, 32, 0], [50, 70, 0], [50, 108, 1]],
  4: [[32, 32, 0], [68, 32, 0], [32, 108, 1], [68, 108, 1]],
  5: [[32, 32, 0], [68, 32, 0], [50, 70, 0], [32, 108, 1], [68, 108, 1]],
  6: [[32, 32, 0], [68, 32, 0], [32, 70, 0], [68, 70, 0], [32, 108, 1], [68, 108, 1]],
  7: [[32, 32, 0], [68, 32, 0], [50, 51, 0], [32, 70, 0], [68, 70, 0], [32, 108, 1], [68, 108, 1]],
  8: [[32, 32, 0], [68, 32, 0], [50, 51, 0], [32, 70, 0], [68, 70, 0], [50, 89, 1], [32, 108, 1],
    [68, 108, 1]],
  9: [[32, 30, 0], [68, 30, 0], [32, 56, 0], [68, 56, 0], [50, 70, 0], [32, 84, 1], [68, 84, 1],
    [32, 110, 1], [68, 110, 1]],
  10: [[32, 30, 0], [68, 30, 0], [50, 44, 0], [32, 56, 0], [68, 56, 0], [32, 84, 1], [68, 84, 1],
    [50, 96, 1], [32, 110, 1], [68, 110, 1]],
};

/**
 * A French card ("QH", "10S") or a Hand of War card ("1H" ... "10S").
 * options: {powers: true} marks Hand of War's 2, 3 and 4 with their gem and role;
 *          {dim: true} draws a card only its owner sees (face down on the table) a little muted.
 */
export function cardSVG(text, options = {}) {
  const c = parseCard(text);
  if (!c) return backSVG({ label: String(text ?? "a card") });
  const colour = c.colour === "red" ? "var(--card-red, #c62828)" : "var(--card-black, #1b1b1b)";
  const power = options.powers ? POWERS[c.rank] : undefined;
  let label = cardName(text);
  if (power) label += ` (${power.gem}, the ${power.role})`;
  if (options.dim) label += ", face down";
  const svg = frame(`card-face suit-${c.suit} ${c.colour}${options.dim ? " dim" : ""}`, label);
  svg.append(el("rect", { x: 1.5, y: 1.5, width: 97, height: 137, rx: 8, class: "card-bg" }));
  const corner = (transform) => {
    const g = el("g", { transform, fill: colour, "text-anchor": "middle" });
    const size = c.label.length > 1 ? 17 : 20;
    g.append(el("text", { x: 12, y: 22, "font-size": size, "font-weight": 700, class: "rank" }, c.label));
    g.append(el("text", { x: 12, y: 38, "font-size": 15 }, c.symbol));
    return g;
  };
  svg.append(corner(""), corner("rotate(180 50 70)"));
  const face = c.rank >= 11 && c.rank <= 13;
  if (face) {
    svg.append(el("rect", { x: 24, y: 26, width: 52, height: 88, rx: 4, fill: "none",
      stroke: colour, "stroke-width": 1.2, opacity: 0.6 }));
    svg.append(el("text", { x: 50, y: 72, "font-size": 40, "font-weight": 700, fill: colour,
      "text-anchor": "middle", "font-family": "Georgia, 'Times New Roman', serif" }, c.label));
    svg.append(el("text", { x: 50, y: 100, "font-size": 24, fill: colour, "text-anchor": "middle" },
      c.symbol));
  } else if (c.rank === 14 || c.rank === 1) {
    svg.append(el("text", { x: 50, y: 88, "font-size": 54, fill: colour, "text-anchor": "middle" },
      c.symbol));
  } else {
    const pips = PIPS[c.rank];
    if (pips) {
      for (const [x, y, flip] of pips) {
        svg.append(el("text", {
          x, y: y + 7, "font-size": c.rank >= 9 ? 19 : 21, fill: colour, "text-anchor": "middle",
          transform: flip ? `rotate(180 ${x} ${y})` : undefined,
        }, c.symbol));
      }
    } else {
      svg.append(el("text", { x: 50, y: 80, "font-size": 36, fill: colour, "text-anchor": "middle",
        "font-weight": 700 }, c.label));
    }
  }
  if (power) {
    const g = el("g", { class: "power" });
    g.append(el("rect", { x: 22, y: 122, width: 56, height: 13, rx: 6.5, fill: power.fill }));
    g.append(el("text", { x: 50, y: 131.5, "font-size": 8.5, fill: "#fff", "text-anchor": "middle",
      "font-weight": 700 }, power.role));
    svg.append(g);
  }
  return svg;
}

/**
 * A face-down card. options: {label, mark: "#12" (a number printed on the back),
 * hint: "7-K" (what is known of it), highlight}.
 */
export function backSVG(options = {}) {
  const label = options.label ?? "a face-down card";
  const svg = frame("card-back", label);
  const id = `back-${Math.random().toString(36).slice(2, 9)}`;
  const defs = el("defs");
  const pattern = el("pattern", { id, width: 10, height: 10, patternUnits: "userSpaceOnUse",
    patternTransform: "rotate(45)" });
  pattern.append(el("rect", { width: 10, height: 10, fill: "var(--back-a, #1f3f77)" }));
  pattern.append(el("rect", { width: 5, height: 10, fill: "var(--back-b, #27508f)" }));
  defs.append(pattern);
  svg.append(defs);
  svg.append(el("rect", { x: 1.5, y: 1.5, width: 97, height: 137, rx: 8, fill: "#fdfcf8",
    class: "card-edge" }));
  svg.append(el("rect", { x: 7, y: 7, width: 86, height: 126, rx: 5, fill: `url(#${id})` }));
  if (options.mark || options.hint) {
    svg.append(el("rect", { x: 16, y: 44, width: 68, height: 52, rx: 6, fill: "#fdfcf8",
      opacity: 0.94 }));
    if (options.mark) {
      svg.append(el("text", { x: 50, y: options.hint ? 67 : 77, "font-size": 20, "font-weight": 700,
        fill: "#1f3f77", "text-anchor": "middle" }, options.mark));
    }
    if (options.hint) {
      svg.append(el("text", { x: 50, y: options.mark ? 88 : 77, "font-size": 15, fill: "#8e24aa",
        "text-anchor": "middle", "font-weight": 700 }, options.hint));
    }
  }
  return svg;
}

/** An empty place on the table (a dashed outline), e.g. an empty pile or slot. */
export function emptySVG(label = "empty", text = label) {
  const svg = frame("card-empty", label);
  svg.append(el("rect", { x: 3, y: 3, width: 94, height: 134, rx: 8, fill: "none",
    stroke: "currentColor", "stroke-width": 2, "stroke-dasharray": "6 5", opacity: 0.5 }));
  if (text && text !== "empty") {
    svg.append(el("text", { x: 50, y: 75, "font-size": 13, "text-anchor": "middle",
      fill: "currentColor", opacity: 0.75 }, text));
  }
  return svg;
}

/** Split text into lines of at most `width` characters (words are kept whole when they fit). */
export function wrapText(text, width) {
  const words = String(text ?? "").split(/\s+/).filter(Boolean);
  const lines = [];
  let line = "";
  for (const word of words) {
    if (!line) line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
    while (line.length > width) {
      lines.push(line.slice(0, width - 1) + "-");
      line = line.slice(width - 1);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A Slot Wars card: {id, title, value, rarity, text}. options: {value: the value it has on the
 * table now (drawn large, with the printed value small when they differ), faceDown, dim}.
 */
export function slotCardSVG(card, options = {}) {
  const rarity = RARITIES[card.rarity] ?? RARITIES.common;
  const shown = options.value ?? card.value;
  const changed = options.value !== undefined && options.value !== null && options.value !== card.value;
  let label = `${card.title}, value ${shown}`;
  if (changed) label += ` (printed ${card.value})`;
  label += `, ${rarity.label}`;
  if (card.text) label += `: ${card.text}`;
  const svg = frame(`card-slot rarity-${card.rarity}${options.dim ? " dim" : ""}`, label);
  svg.append(el("rect", { x: 1.5, y: 1.5, width: 97, height: 137, rx: 8, class: "card-bg" }));
  svg.append(el("path", { d: "M1.5 9.5a8 8 0 0 1 8-8h81a8 8 0 0 1 8 8V34H1.5z", fill: rarity.fill, opacity: 0.16 }));
  // The value, in a disc at the top left (green when raised, red when lowered).
  const up = changed && shown > card.value;
  svg.append(el("circle", { cx: 19, cy: 18, r: 13.5, fill: changed ? (up ? "#2e7d32" : "#c62828") : "#1b1b1b" }));
  svg.append(el("text", { x: 19, y: 24, "font-size": String(shown).length > 1 ? 14 : 17,
    "font-weight": 700, fill: "#fff", "text-anchor": "middle", class: "value" }, String(shown)));
  if (changed) {
    svg.append(el("text", { x: 36, y: 22, "font-size": 10, fill: "#555" }, `(${card.value})`));
  }
  // Rarity symbol at the top right.
  svg.append(el("text", { x: 86, y: 24, "font-size": 17, fill: rarity.fill, "text-anchor": "middle" },
    rarity.symbol));
  // Title, wrapped to two lines under the band.
  const titleLines = wrapText(card.title, 15).slice(0, 2);
  const titleSize = titleLines.some((l) => l.length > 12) ? 9.5 : 11;
  titleLines.forEach((line, i) => {
    svg.append(el("text", { x: 50, y: 47 + i * 11.5, "font-size": titleSize, "font-weight": 700,
      fill: "#1b1b1b", "text-anchor": "middle", class: "title" }, line));
  });
  const top = 47 + titleLines.length * 11.5;
  // Rules text, wrapped to fit the body.
  const text = card.text ?? "";
  if (text) {
    let size = 9;
    let lines = wrapText(text, 20);
    while (lines.length * size * 1.18 > 128 - top && size > 5.5) {
      size -= 0.5;
      lines = wrapText(text, Math.floor((20 * 9) / size));
    }
    svg.append(el("line", { x1: 14, y1: top - 4, x2: 86, y2: top - 4, stroke: "#d8d2c4" }));
    const g = el("text", { x: 50, "font-size": size, fill: "#262626", "text-anchor": "middle",
      class: "rules" });
    lines.forEach((line, i) => {
      g.append(el("tspan", { x: 50, y: top + 6 + i * size * 1.18 }, line));
    });
    svg.append(g);
  } else {
    svg.append(el("text", { x: 50, y: top + 40, "font-size": 40, fill: rarity.fill, opacity: 0.22,
      "text-anchor": "middle", "font-weight": 700 }, String(card.value)));
  }
  svg.append(el("text", { x: 92, y: 134, "font-size": 6.5, fill: "#999", "text-anchor": "end" },
    card.id ?? ""));
  return svg;
}

/**
 * A <button> around a card for a legal action. Clicking it calls onPick(action).
 * `label` is read by screen readers ("Play 6 of diamonds").
 */
export function cardButton(svg, action, label, onPick) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "card-btn";
  button.dataset.action = String(action.id);
  button.setAttribute("aria-label", label);
  button.append(svg);
  button.addEventListener("click", () => onPick(action));
  return button;
}

/** A non-interactive wrapper around a card, with an optional caption under it. */
export function cardBox(svg, caption, className = "") {
  const box = document.createElement("div");
  box.className = `card-box ${className}`.trim();
  box.append(svg);
  if (caption) {
    const cap = document.createElement("span");
    cap.className = "card-caption";
    cap.textContent = caption;
    box.append(cap);
  }
  return box;
}

/** A face-down pile with its count drawn on it. */
export function pileSVG(count, label) {
  if (!count) return emptySVG(`${label ?? "pile"}: empty`, "");
  const svg = backSVG({ label: `${label ?? "pile"}: ${count} card${count === 1 ? "" : "s"}`,
    mark: String(count) });
  svg.classList.add("pile");
  return svg;
}
