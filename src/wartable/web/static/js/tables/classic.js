// Classic War, and the seed's "War in Solitaire": the chooser's whole play stack is shown and
// clickable (Enter plays the top card); the PC's reveal is held for a second; wars are drawn for you.

import { h, seatLabel, pile, strip, playable, stageFrame, plural, sideClass, says } from "./parts.js";
import { cardSVG, backSVG } from "../cards.js";

function counts(view, p) {
  return view.stack_counts[p] + view.won_counts[p];
}

export default {
  noKeyHints: true, // the stack's order numbers are the keys

  render(ctx) {
    const v = ctx.view;
    const me = ctx.seat;
    const other = 1 - me;
    const root = h("div", { class: "classic table-grid", "data-variant": "classic" });

    // The other player: face-down play stack and won pile.
    root.append(h("section", { class: "seat-area top", "aria-label": `${ctx.names[other]}'s cards` },
      h("div", {}, seatLabel(ctx.names[other], plural(counts(v, other), "card")),
        h("div", { class: "seat-area" },
          pile(v.stack_counts[other], "Play stack"),
          pile(v.won_counts[other], "Won pile")))));

    root.append(h("div", { class: "divider", "aria-hidden": "true" }));
    root.append(h("section", { "data-stage": "", "aria-label": "The battle" }));
    root.append(h("div", { class: "divider", "aria-hidden": "true" }));

    // My side.
    const mine = h("section", { class: "mine", "aria-label": ctx.me === null ? "Player 1's cards" : "Your cards" });
    mine.append(seatLabel(ctx.names[me], plural(counts(v, me), "card"),
      `battle ${v.battles + (ctx.obs.outcome ? 0 : 1)}`));
    if (v.own_stack && v.seat === me) {
      mine.append(h("p", { class: "zone-label" },
        ctx.actions.length ? "Your play stack, top first — click a card to play it (Enter plays the top card)" : "Your play stack, top first"));
      const fan = h("div", { class: "stack-fan", role: "list" });
      v.own_stack.forEach((card, i) => {
        const item = playable(ctx, cardSVG(card), ctx.find("play", { position: i }));
        fan.append(h("div", { class: "card-box", role: "listitem" }, item, h("span", { class: "order" }, String(i + 1))));
      });
      mine.append(v.own_stack.length ? fan : h("p", { class: "muted" }, "Your play stack is empty."));
      if (v.has_chosen) mine.append(h("p", { class: "muted" }, "You have chosen; waiting for the other player."));
      mine.append(h("p", { class: "zone-label" }, `Your won pile (${v.own_won?.length ?? 0}) — comes up in this order when your stack runs out`));
      mine.append(strip(v.own_won ?? [], "your won pile"));
    } else {
      mine.append(h("div", { class: "seat-area" },
        pile(v.stack_counts[me], "Play stack"),
        pile(v.won_counts[me], "Won pile")));
      if (!v.chooses) {
        mine.append(h("p", { class: "muted small" }, "Both players play their top card every battle."));
      }
    }
    root.append(mine);
    return root;
  },

  frames(events, ctx) {
    const frames = [];
    const me = ctx.seat;
    let sides = [[], []];
    const sideList = (winner) => [1 - me, me].map((p) => ({
      name: ctx.names[p],
      cards: sides[p].map((c) => c.cloneNode(true)),
      winner: winner === p,
    }));
    for (const e of events) {
      if (e.type === "BattleStarted") {
        sides = [[], []];
      } else if (e.type === "CardPlayed") {
        const svg = e.card && e.face_up ? cardSVG(e.card)
          : e.card ? cardSVG(e.card, { dim: true }) : backSVG({ label: "a face-down card" });
        sides[e.player].push(svg);
        if (e.face_up && e.player === ctx.me && e.war === 0) {
          frames.push({ node: stageFrame(sideList(null), ""), pause: 0 });
        }
      } else if (e.type === "WarStarted") {
        const kind = { 1: "WAR!", 2: "DOUBLE WAR!", 3: "TRIPLE WAR!" }[e.depth] ?? `WAR ×${e.depth}!`;
        frames.push({ node: stageFrame(sideList(null), `${kind} Both played a ${e.rank_label}.`, "war"), pause: 1 });
      } else if (e.type === "BattleWon") {
        frames.push({ node: stageFrame(sideList(null), ""), pause: 1 });
        const text = `${says(ctx, e.player, "win", "wins")} ${plural(e.cards_taken, "card")}`;
        frames.push({ node: stageFrame(sideList(e.player), text, sideClass(ctx, e.player)), pause: 0 });
      } else if (e.type === "PlayerShort") {
        frames.push({ node: stageFrame(sideList(null), `${says(ctx, e.player, "have", "has")} only ${plural(e.cards_left, "card")} for the war`, "war"), pause: 0.5 });
      }
    }
    return frames;
  },

  turnStarts: ["BattleStarted"],

  enterHelp: "plays the card you selected, or else your top card",

  logClass(e, ctx) {
    if (e.type === "BattleWon") return sideClass(ctx, e.player);
    if (e.type === "WarStarted" || e.type === "PlayerShort") return "war";
    if (e.type === "PileTurnedOver") return "";
    return "";
  },
};
