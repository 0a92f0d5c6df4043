// Pieces shared by the table renderers: seat headers, piles, card strips and stage frames.

import { h, plural } from "../common.js";
import { cardSVG, backSVG, cardBox, pileSVG, parseCard, prettyCard, cardButton, cardName } from "../cards.js";

export { h, plural };

/** "You" / "PC" with counts: <h3 class="seat-label">. */
export function seatLabel(name, ...counts) {
  return h("h3", { class: "seat-label" }, h("span", { class: "name" }, name),
    counts.filter(Boolean).map((c) => h("span", { class: "count" }, c)));
}

/** A pile drawn as a face-down stack with its count, and a caption. */
export function pile(count, caption, options = {}) {
  const svg = options.top ? cardSVG(options.top, options) : pileSVG(count, caption);
  return h("div", { class: "pile", "data-pile": options.name ?? caption }, svg,
    h("span", { class: "card-caption" }, `${caption} · ${count}`));
}

/** Cards as small text chips (♥ in red), for long lists. null entries are face-down. */
export function strip(cards, label) {
  const box = h("div", { class: "strip", role: "list", "aria-label": label ?? "cards" });
  if (!cards.length) box.append(h("span", { class: "muted small" }, "—"));
  for (const card of cards) {
    if (card === null || card === undefined) {
      box.append(h("span", { class: "chip back", role: "listitem", "aria-label": "a face-down card" }, "?"));
      continue;
    }
    const c = parseCard(card);
    box.append(h("span", { class: `chip${c?.colour === "red" ? " red" : ""}`, role: "listitem", "aria-label": cardName(card) },
      prettyCard(card)));
  }
  return box;
}

/** A card that plays `action` (one of ctx.actions, or undefined: an inert card); its accessible
 * name is `label`, else the action's own label. */
export function playable(ctx, svg, action, label, caption) {
  if (action) {
    ctx.handled.add(action);
    const button = cardButton(svg, action, label ?? action.label, ctx.pick);
    if (caption) return h("div", { class: "card-box" }, button, h("span", { class: "card-caption" }, caption));
    return button;
  }
  return cardBox(svg, caption);
}

/** A button on the table that plays `action` (one of ctx.actions): data-action is its id, its
 * accessible name its label unless `attrs` give one. */
export function actionButton(ctx, action, attrs = {}, ...children) {
  ctx.handled.add(action);
  const button = h("button", { type: "button", "aria-label": action.label, ...attrs, "data-action": String(action.id) }, ...children);
  button.addEventListener("click", () => ctx.pick(action));
  return button;
}

/**
 * A stage frame: the middle of the table with each side's cards.
 * sides: [{name, cards: [SVG...], winner: bool}], message, kind ("win" | "loss" | "war" | "").
 */
export function stageFrame(sides, message, kind = "") {
  const row = h("div", { class: "stage-row" });
  sides.forEach((side, i) => {
    if (i > 0) row.append(h("span", { class: "vs", "aria-hidden": "true" }, "vs"));
    const cards = h("div", { class: "stage-cards" }, side.cards.length ? side.cards : [backSVG({ label: "no card" })].map((s) => {
      s.style.opacity = "0";
      return s;
    }));
    row.append(h("div", { class: `stage-side${side.winner ? " winner" : ""}` }, cards,
      h("span", { class: "card-caption" }, side.name)));
  });
  return h("div", { class: "stage-frame" }, row, h("div", { class: `stage-msg ${kind}` }, message ?? ""));
}

/** "win" for the viewer's seat, "loss" for the other, "" for spectators of either. */
export function sideClass(ctx, player) {
  if (ctx.me === null || ctx.me === undefined) return "major";
  return player === ctx.me ? "win" : "loss";
}

/** "You win" / "heuristic wins": the verb agrees with the name. */
export function says(ctx, player, verb, third) {
  const name = ctx.names[player];
  return `${name} ${name === "You" ? verb : third ?? `${verb}s`}`;
}
