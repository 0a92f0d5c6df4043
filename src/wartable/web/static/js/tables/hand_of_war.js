// Hand of War: your hand of three (click one to deploy it face down), what you know of the other
// hand, both Reserves with any known top cards, the Spoils, the middle; the battle is revealed
// for a second, then its winner; twins and powers are told in the log.

import { h, seatLabel, pile, strip, playable, stageFrame, plural, sideClass, says } from "./parts.js";
import { cardSVG, backSVG, cardBox, POWERS } from "../cards.js";

function powersOn(ctx) {
  return ctx.view.powers !== false;
}

function reserves(v, p, ctx, mine) {
  const list = v.reserves[p];
  const known = list.filter((c) => c !== null).length;
  const box = h("div", { class: "pile-group" }, pile(list.length, "Reserves"));
  if (known) {
    let last = 0;
    list.forEach((c, i) => { if (c !== null) last = i; });
    const top = list.slice(0, Math.min(8, last + 1));
    box.append(h("p", { class: "known small" }, mine ? "Known on top: " : "Known on its top: "), strip(top, "known top of the reserves"));
  }
  return box;
}

function spoils(v, p) {
  const cards = v.spoils[p];
  const top = cards.length ? cards[cards.length - 1] : null;
  return h("div", { class: "pile" },
    top ? cardSVG(top) : pile(0, "Spoils").firstChild,
    h("span", { class: "card-caption" }, `Spoils · ${cards.length}`));
}

export default {
  render(ctx) {
    const v = ctx.view;
    const me = ctx.seat;
    const other = 1 - me;
    const powers = powersOn(ctx);
    const root = h("div", { class: "how table-grid", "data-variant": "hand-of-war" });

    // The other player.
    const theirs = h("section", { "aria-label": `${ctx.names[other]}'s side` },
      seatLabel(ctx.names[other], plural(v.cards_held[other], "card"), `hand ${v.hand_counts[other]}`));
    const row = h("div", { class: "row" });
    const hand = h("div", { class: "hand", "aria-label": `${ctx.names[other]}'s hand` });
    const known = v.known_in_hand[other] ?? [];
    for (let i = 0; i < v.hand_counts[other]; i += 1) {
      if (i < known.length) hand.append(cardBox(cardSVG(known[i], { powers, dim: true }), "known"));
      else hand.append(cardBox(backSVG({ label: "a card in its hand" })));
    }
    row.append(hand, h("div", { class: "seat-area" }, reserves(v, other, ctx, false), spoils(v, other)));
    theirs.append(row);
    root.append(theirs);

    // The middle: the battle, the cards waiting there, what I deployed.
    const middle = h("section", { class: "row", "aria-label": "The middle" });
    const waiting = h("div", { class: "pile-group" });
    if (v.middle.length) {
      waiting.append(h("p", { class: "zone-label" }, `Waiting in the middle (${v.middle.length})`), strip(v.middle, "cards waiting in the middle"));
    }
    if (v.deployed) {
      waiting.append(h("p", { class: "zone-label" }, `${ctx.names[me]} deployed`), cardBox(cardSVG(v.deployed, { powers, dim: true }), "face down"));
    }
    middle.append(h("div", { "data-stage": "", style: { flex: "1 1 auto" } }), waiting);
    root.append(h("div", { class: "divider", "aria-hidden": "true" }), middle, h("div", { class: "divider", "aria-hidden": "true" }));

    // My side.
    const mine = h("section", { "aria-label": ctx.me === null ? "Player 1's side" : "Your side" },
      seatLabel(ctx.names[me], plural(v.cards_held[me], "card"), `round ${v.round + (ctx.obs.outcome ? 0 : 1)}`));
    const myRow = h("div", { class: "row" });
    const myHand = h("div", { class: "hand", role: "list", "aria-label": "Your hand" });
    const cards = v.seat === me ? v.hand : [];
    for (const card of cards) {
      const power = powers ? POWERS[parseInt(card, 10)] : undefined;
      const action = ctx.find("deploy", { card });
      const label = action && power ? `${action.label} (${power.role}: ${power.gem})` : undefined;
      myHand.append(h("div", { role: "listitem" }, playable(ctx, cardSVG(card, { powers }), action, label)));
    }
    if (v.seat !== me) {
      for (let i = 0; i < v.hand_counts[me]; i += 1) myHand.append(cardBox(backSVG({ label: "a card in hand" })));
    }
    if (!myHand.children.length) myHand.append(h("p", { class: "muted" }, "No cards in hand."));
    myRow.append(myHand, h("div", { class: "seat-area" }, reserves(v, me, ctx, true), spoils(v, me)));
    mine.append(myRow);
    if (powers) {
      mine.append(h("p", { class: "muted small" },
        "Powers: 2 Ruby, the Researcher, looks at the top 2 of your Reserves · 3 Emerald, the Engineer, draws a card · 4 Sapphire, the Spy, looks at the top of the other Reserves. A 1 beats a 10."));
    }
    root.append(mine);
    return root;
  },

  frames(events, ctx) {
    const frames = [];
    const me = ctx.seat;
    const powers = powersOn(ctx);
    let shown = null;
    const side = (p, winner) => ({
      name: ctx.names[p],
      cards: shown ? [cardSVG(shown[p], { powers })] : [],
      winner: winner === p,
    });
    for (const e of events) {
      if (e.type === "CardDeployed" && e.player === ctx.me) {
        shown = null;
        const mine = { name: ctx.names[me], cards: [cardSVG(e.card, { powers, dim: true })] };
        const theirs = { name: ctx.names[1 - me], cards: [backSVG({ label: "its deployed card" })] };
        frames.push({ node: stageFrame([theirs, mine], "Both deploy face down…"), pause: 0.3 });
      } else if (e.type === "CardsRevealed") {
        shown = e.cards;
        frames.push({ node: stageFrame([side(1 - me), side(me)], "Revealed!"), pause: 1 });
      } else if (e.type === "BattleWon" && shown) {
        frames.push({
          node: stageFrame([side(1 - me, e.player), side(me, e.player)],
            `${says(ctx, e.player, "win", "wins")} ${plural(e.cards_taken, "card")}`, sideClass(ctx, e.player)),
          pause: 0,
        });
      } else if (e.type === "Tied" && shown) {
        const waiting = `${plural(e.middle, "card")} ${e.middle === 1 ? "waits" : "wait"} in the middle.`;
        const text = e.twins ? `Twins! The top 5 Reserves swap. ${waiting}` : `A tie: ${waiting}`;
        frames.push({ node: stageFrame([side(1 - me), side(me)], text, "war"), pause: 0.5 });
      }
    }
    return frames;
  },

  turnStarts: ["RoundStarted"],

  enterHelp: "plays the card you selected (there is no usual move: choosing is the game)",

  logClass(e, ctx) {
    if (e.type === "BattleWon") return sideClass(ctx, e.player);
    if (e.type === "Tied" || e.type === "ReservesSwapped") return "war";
    if (e.type === "CardsRevealed") return "major";
    return "";
  },
};
