// Slot Wars: first your deck (all 30 cards with their text, the builder's suggestion marked; click
// a card to move it between deck and sideboard, then play the deck, or play the suggestion in one
// click); then the nine slots (the other player's cards above, yours below), each card's value
// with its modifiers explained, card titles, rarities and rules text, the point of every scored
// slot; your hand (click a card to place it face down in the open slot); between rounds, your deck
// and sideboard (click a sideboard card, then a deck card, to exchange them).

import { h, seatLabel, stageFrame, sideClass, says, plural, actionButton } from "./parts.js";
import { slotCardSVG, backSVG, cardBox, RARITIES } from "../cards.js";
import { DEFAULT } from "../table.js";

function trivial(t) {
  return !t.explain || t.explain === `${t.value} = printed ${t.value}` || t.explain === `${t.value}`;
}

function allCards(view) {
  const map = new Map();
  const add = (c) => { if (c?.id) map.set(c.id, c); };
  for (const stack of view.slots ?? []) for (const t of stack) add(t.card);
  for (const list of [view.hand, view.deck, view.sideboard]) (list ?? []).forEach(add);
  for (const list of [...(view.piles ?? []), ...(view.seen ?? [])]) (list ?? []).forEach(add);
  if (view.chosen) add(view.chosen);
  return map;
}

/** The fields of a ``choose`` action for a card on the table: its id if the viewer knows it,
 * else its place (slot and position in the slot, from 1), as the engine's action data gives it. */
function onTable(t, slotIndex, position) {
  return t.card ? { card: t.card.id } : { slot: slotIndex + 1, place: position + 1 };
}

function tableCard(ctx, t, slotIndex, position) {
  const svg = t.card
    ? slotCardSVG(t.card, { value: t.value, dim: !t.revealed })
    : backSVG({ label: "a face-down card", mark: t.value ? String(t.value) : undefined });
  const choose = ctx.find("choose", onTable(t, slotIndex, position));
  const node = choose
    ? actionButton(ctx, choose, { class: "card-btn", "aria-label": t.card ? `${choose.label} in slot ${slotIndex + 1}` : choose.label }, svg)
    : svg;
  const box = h("div", { class: "card-box" }, node);
  if (t.card && !trivial(t) && t.revealed) box.append(h("span", { class: "explain" }, t.explain));
  if (!t.revealed && t.card) box.append(h("span", { class: "explain" }, "face down"));
  return box;
}

function slots(ctx) {
  const v = ctx.view;
  const me = ctx.seat;
  const grid = h("div", { class: "slots", role: "list", "aria-label": "The nine slots" });
  const active = ["place", "reveal", "draw", "choose"].includes(v.phase);
  (v.slots ?? []).forEach((stack, i) => {
    const current = active && v.slot === i + 1;
    const slot = h("div", { class: `slot${current ? " current" : ""}`, role: "listitem", "data-slot": i + 1, "aria-label": `Slot ${i + 1}` });
    const chooseSlot = ctx.find("choose_slot", { slot: i + 1 });
    const head = chooseSlot
      ? actionButton(ctx, chooseSlot, { class: "btn small" }, `S${i + 1}`)
      : h("span", { class: "slot-no" }, `S${i + 1}`);
    const theirs = h("div", { class: "slot-side", "aria-label": `${ctx.names[1 - me]}` });
    const mine = h("div", { class: "slot-side", "aria-label": `${ctx.names[me]}` });
    stack.forEach((t, position) => (t.controller === me ? mine : theirs).append(tableCard(ctx, t, i, position)));
    const scored = v.scored?.[i];
    let point = h("span", {});
    if (i < (v.scored?.length ?? 0)) {
      point = scored === null || scored === undefined
        ? h("span", { class: "point tie" }, "tie")
        : h("span", { class: `point ${scored === me ? "you" : "them"}` }, scored === me ? ctx.names[me] : ctx.names[scored]);
    }
    slot.append(theirs, head, mine, point);
    grid.append(slot);
  });
  return grid;
}

function handCards(ctx) {
  const v = ctx.view;
  const row = h("div", { class: "sw-hand", role: "list", "aria-label": "Your hand" });
  for (const card of v.hand ?? []) {
    // a card is placed from the hand, or chosen there when a card's text asks for one
    const action = ctx.find("place", { card: card.id }) ?? ctx.find("choose", { card: card.id });
    const svg = slotCardSVG(card);
    const node = action
      ? actionButton(ctx, action, { class: "card-btn", "aria-label": action.kind === "place" ? `${action.label} in slot ${v.slot}` : action.label }, svg)
      : svg;
    row.append(h("div", { role: "listitem" }, node));
  }
  if (!row.children.length) row.append(h("p", { class: "muted" }, "No cards in hand."));
  return row;
}

const DECK_SIZE = 21;
const byValue = (a, b) => a.value - b.value || a.title.localeCompare(b.title) || a.id.localeCompare(b.id);
const sameFace = (a, b) => a.title === b.title && a.value === b.value && a.rarity === b.rarity && a.text === b.text;

/** The deck being chosen: the cards not yet in the sideboard, which of them are kept, and the
 * plan that puts the others in the sideboard (one card each; resolve() finds the action). */
function deckPlan(ctx) {
  const v = ctx.view;
  const open = [...(v.deck ?? [])].sort(byValue);
  if (!ctx.memo.keep) ctx.memo.keep = new Set(v.suggested ?? []);
  const keep = ctx.memo.keep;
  const kept = open.filter((c) => keep.has(c.id));
  const out = open.filter((c) => !keep.has(c.id));
  return { open, keep, kept, out, actions: out.map((c) => ({ sideboard: c, label: `${c.title} (${c.value}) to the sideboard` })) };
}

function deckChooser(ctx) {
  const v = ctx.view;
  const plan = deckPlan(ctx);
  for (const a of ctx.all("to_sideboard")) ctx.handled.add(a);
  const chosen = [...(v.sideboard ?? [])].sort(byValue);
  const sideCount = plan.out.length + chosen.length;
  const ready = plan.kept.length === DECK_SIZE && ctx.actions.length > 0;
  const box = h("section", { class: "sw-deck-choice", "data-deck-choice": "" });
  box.append(h("h3", {}, "Choose your deck"));
  box.append(h("p", { class: "muted" },
    `Keep ${DECK_SIZE} of your ${plan.open.length + chosen.length} cards; the others are your sideboard (between rounds you may exchange cards). `
    + "The automatic builder's suggestion is chosen to start with: click a card to move it between deck and sideboard."));
  const count = h("p", { class: `deck-count${plan.kept.length === DECK_SIZE ? "" : " off"}`, "data-deck-count": "", "aria-live": "polite" },
    `Deck ${plan.kept.length}/${DECK_SIZE} · sideboard ${sideCount}/9`);
  if (plan.kept.length !== DECK_SIZE) {
    const diff = plan.kept.length - DECK_SIZE;
    count.append(h("span", {}, ` — ${diff > 0 ? `take ${diff} out` : `put ${-diff} in`}`));
  }
  const play = h("button", { type: "button", class: "btn primary", "data-deck-play": "", disabled: !ready }, "Play this deck");
  play.addEventListener("click", () => ctx.pickMany(deckPlan(ctx).actions));
  const suggested = h("button", { type: "button", class: "btn", "data-deck-suggested": "", disabled: !ctx.actions.length }, "Play the suggested deck");
  suggested.addEventListener("click", () => {
    ctx.memo.keep = new Set(v.suggested ?? []);
    // the builder's suggestion is what the decisions offer by default, one card at a time
    ctx.pickMany(deckPlan(ctx).out.map(() => DEFAULT));
  });
  box.append(count, h("div", { class: "btn-row" }, play, suggested));
  const list = (cards, kept, label) => {
    const row = h("div", { class: "hand", role: "list", "aria-label": label });
    for (const card of cards) {
      const svg = slotCardSVG(card, { dim: !kept });
      const node = h("button", { type: "button", class: `card-btn${kept ? " kept" : ""}`, "data-deck-card": card.id, "aria-pressed": String(kept), "aria-label": `${card.title} (${card.value}): ${kept ? "in your deck; click to put it in the sideboard" : "in the sideboard; click to put it in your deck"}` }, svg);
      node.addEventListener("click", () => {
        if (kept) ctx.memo.keep.delete(card.id);
        else ctx.memo.keep.add(card.id);
        ctx.rerender();
      });
      node.disabled = !ctx.actions.length;
      row.append(h("div", { role: "listitem" }, node));
    }
    return row;
  };
  box.append(h("p", { class: "zone-label" }, `Your deck (${plan.kept.length})`), list(plan.kept, true, "Your deck"));
  box.append(h("p", { class: "zone-label" }, `Your sideboard (${plan.out.length})`), list(plan.out, false, "Your sideboard"));
  if (chosen.length) {
    const row = h("div", { class: "hand", role: "list", "aria-label": "Already in your sideboard" });
    for (const card of chosen) row.append(h("div", { role: "listitem" }, slotCardSVG(card, { dim: true })));
    box.append(h("p", { class: "zone-label" }, `Already put in your sideboard (${chosen.length})`), row);
  }
  if (!ctx.replay && !ctx.actions.length && ctx.me === v.seat) box.append(h("p", { class: "muted" }, "Your deck is chosen; waiting for the other player."));
  return box;
}

function swapLists(ctx) {
  const v = ctx.view;
  const moved = new Set((v.swaps ?? []).flat());
  const swaps = new Map();
  for (const a of ctx.all("swap")) {
    const { card_in: cardIn, card_out: cardOut } = a.fields;
    if (!swaps.has(cardIn)) swaps.set(cardIn, new Map());
    swaps.get(cardIn).set(cardOut, a);
    ctx.handled.add(a);
  }
  const selected = ctx.memo.selection?.card ?? null;
  const targets = selected ? swaps.get(selected) ?? new Map() : new Map();
  const list = (cards, kind) => {
    const row = h("div", { class: "hand" });
    for (const card of cards) {
      const svg = slotCardSVG(card, { dim: moved.has(card.id) });
      let node = svg;
      if (kind === "sideboard" && swaps.has(card.id)) {
        node = h("button", { type: "button", class: `card-btn${selected === card.id ? " selected" : ""}`, "data-select": card.id, "aria-label": `Select ${card.title} (${card.value}) to bring in` }, svg);
        node.addEventListener("click", () => {
          ctx.memo.selection = selected === card.id ? null : { card: card.id };
          ctx.rerender();
        });
      } else if (kind === "deck" && targets.has(card.id)) {
        node = actionButton(ctx, targets.get(card.id), { class: "card-btn" }, svg);
      }
      row.append(cardBox(node, moved.has(card.id) ? "exchanged" : ""));
    }
    return row;
  };
  return h("div", { class: "sw-lists" },
    h("div", {}, h("p", { class: "zone-label" }, `Your sideboard (${v.sideboard?.length ?? 0})${swaps.size ? " — click one to bring it in" : ""}`), list(v.sideboard ?? [], "sideboard")),
    h("div", {}, h("p", { class: "zone-label" }, `Your deck (${v.deck?.length ?? 0})${selected ? " — click the card it replaces" : ""}`), list(v.deck ?? [], "deck")));
}

export default {
  render(ctx) {
    const v = ctx.view;
    const me = ctx.seat;
    const other = 1 - me;
    const root = h("div", { class: "slot-wars table-grid", "data-variant": "slot-wars" });
    if (v.phase === "select") {
      if (v.seat === me) root.append(deckChooser(ctx));
      else root.append(h("p", { class: "muted" }, "Both players are choosing their decks."));
      root.append(h("div", { "data-stage": "" }));
      return root;
    }
    root.append(h("div", { class: "sw-status" },
      h("span", {}, `Round ${v.round}`),
      h("span", {}, "Rounds won: ", h("strong", {}, `${ctx.names[me]} ${v.rounds_won[me]}`), " – ", h("strong", {}, `${ctx.names[other]} ${v.rounds_won[other]}`)),
      h("span", {}, `Points this round: ${v.points[me]} – ${v.points[other]}`),
      v.replays ? h("span", {}, `Tied rounds replayed: ${v.replays}`) : null));
    root.append(h("div", { class: "muted small" },
      `${ctx.names[other]}: hand ${v.hand_counts[other]} · deck ${v.deck_counts[other]} · discard ${v.piles?.[other]?.length ?? 0}    ·    ${ctx.names[me]}: deck ${v.deck_counts[me]} · sideboard ${v.sideboard_counts[me]} · discard ${v.piles?.[me]?.length ?? 0}`));
    if (v.phase === "swap" && v.seat === me) {
      root.append(h("h3", {}, `Between rounds: exchange cards between your deck and sideboard`));
      root.append(swapLists(ctx));
      root.append(h("div", { "data-stage": "" }));
      return root;
    }
    root.append(h("p", { class: "zone-label" }, `In each slot: ${ctx.names[other]} above the slot's number, ${ctx.names[me] === "You" ? "you" : ctx.names[me]} below`));
    root.append(slots(ctx));
    root.append(h("div", { "data-stage": "" }));
    if (v.seat === me) {
      const choosing = (v.hand ?? []).some((c) => ctx.find("choose", { card: c.id }));
      root.append(seatLabel(ctx.all("place").length ? `Your hand — place a card in slot ${v.slot}` : choosing ? "Your hand — click the card to choose" : "Your hand",
        plural(v.hand?.length ?? 0, "card")));
      if (v.chosen) root.append(h("p", { class: "muted small" }, `You placed ${v.chosen.title} (${v.chosen.value}) face down in slot ${v.slot}.`));
      root.append(handCards(ctx));
    }
    if (v.prompt && (ctx.all("choose").length || ctx.all("choose_slot").length)) {
      root.append(h("p", { class: "stage-msg" }, v.prompt));
    }
    return root;
  },

  highlight(action, root) {
    if (action.kind !== "swap" || !root) return [];
    return [...root.querySelectorAll(`[data-select="${action.fields.card_in}"]`)];
  },

  frames(events, ctx) {
    const frames = [];
    const me = ctx.seat;
    const known = allCards(ctx.next?.view ?? ctx.view);
    for (const [id, c] of allCards(ctx.view)) if (!known.has(id)) known.set(id, c);
    let revealed = null;
    // a revealed card is drawn with its face as the views know it (its id is in the event's
    // card reference), else from the reference alone
    const sides = (winner) => [1 - me, me].map((p) => ({
      name: ctx.names[p],
      cards: (revealed?.[p] ?? []).map(([ref, value]) => {
        const card = known.get(ref.id) ?? { id: ref.id, title: ref.title, value, rarity: "common", text: "" };
        return slotCardSVG(card, { value });
      }),
      winner: winner === p,
    }));
    for (const e of events) {
      if (e.type === "CardsRevealed") {
        revealed = [[], []];
        for (const [p, ref, value] of e.cards) revealed[p].push([ref, value]);
        frames.push({ node: stageFrame(sides(null), `Slot ${e.slot} revealed`), pause: 1 });
      } else if (e.type === "SlotScored" && revealed) {
        const text = e.winner === null || e.winner === undefined ? `Slot ${e.slot}: no point` : `Slot ${e.slot}: point to ${ctx.names[e.winner]}`;
        frames.push({ node: stageFrame(sides(e.winner), text, e.winner === null ? "" : sideClass(ctx, e.winner)), pause: 0.3 });
      } else if (e.type === "RoundWon") {
        frames.push({ node: stageFrame([], `${says(ctx, e.player, "win", "wins")} round ${e.round}, ${e.points[e.player]}–${e.points[1 - e.player]}`, sideClass(ctx, e.player)), pause: 1 });
      } else if (e.type === "RoundTied") {
        frames.push({ node: stageFrame([], `Round ${e.round} is tied; it is played again`, "war"), pause: 1 });
      }
    }
    return frames;
  },

  turnStarts: ["SlotOpened", "RoundStarted"],

  /** While the decks are chosen, Enter plays the deck shown (the suggestion, unless changed);
   * otherwise the decision's default. */
  enterPlan(ctx) {
    if (ctx.view.phase !== "select") return null;
    const plan = deckPlan(ctx);
    return plan.kept.length === DECK_SIZE ? plan.actions : [];
  },

  enterHelp: "plays the card you selected, or the deck you chose, or ends an exchange",

  enterLabel(ctx) {
    return ctx.view.phase === "select" ? "plays the deck chosen" : "plays";
  },

  /** A planned card for the sideboard as the legal action now: the one for that card, or for a
   * card with the same face (the engine offers one action for two copies of a card). */
  resolve(item, actions, ctx) {
    const card = item.sideboard;
    if (!card) return actions.find((a) => a.id === item.id) ?? null;
    const offered = actions.filter((a) => a.kind === "to_sideboard");
    const exact = offered.find((a) => a.fields.card === card.id);
    if (exact) return exact;
    const cards = new Map((ctx.view.deck ?? []).map((c) => [c.id, c]));
    return offered.find((a) => cards.has(a.fields.card) && sameFace(cards.get(a.fields.card), card)) ?? null;
  },

  logClass(e, ctx) {
    if (e.type === "RoundWon") return sideClass(ctx, e.player);
    if (e.type === "SlotScored" && e.winner !== null && e.winner !== undefined) return sideClass(ctx, e.winner);
    if (e.type === "RoundTied") return "war";
    if (e.type === "RoundStarted" || e.type === "CardsRevealed") return "major";
    return "";
  },
};

export { RARITIES };
