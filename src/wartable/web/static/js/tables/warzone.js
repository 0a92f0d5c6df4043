// Warzone: both Boards across the table (files numbered from each owner's left, so the enemy's run
// right to left), front ranks facing, the enemy's face-down cards hidden, your face-down cards
// shown muted (only you see them), every card of a file however deep, ranks numbered from the
// front, the last attack highlighted; WarZone piles, WarCards and discards beside. Attack by
// clicking your front card, then the enemy front card; retreat by clicking a card behind the front.

import { h, seatLabel, pile, strip, playable, stageFrame, sideClass, says, actionButton } from "./parts.js";
import { cardSVG, backSVG, cardBox, cardName, emptySVG, prettyCard } from "../cards.js";

const COLOUR_SUITS = { red: ["H", "D"], black: ["S", "C"] };

/** The suits a colour or Board choice stands for (its fields). */
function suitsOf(action) {
  return action.kind === "choose_colour" ? COLOUR_SUITS[action.fields.colour] ?? [] : action.fields.suits ?? [];
}

// Ranks as the actions' fields number them: the front card is rank 1, and a retreat takes the
// card at rank 2 or more of its file.
const rankLabel = (rank) => (rank === 0 ? "front" : `rank ${rank + 1}`);

function placeSVG(place, mine) {
  if (!place) return null;
  if (place.card === null || place.card === undefined) {
    return backSVG({ label: place.defended ? "a face-down card (placed by a defence)" : "a face-down card" });
  }
  if (place.face_up) return cardSVG(place.card);
  return cardSVG(place.card, { dim: true });
}

function pickButtons(ctx, actions) {
  const box = h("div", { class: "colour-pick" });
  for (const action of actions) {
    const suits = suitsOf(action);
    if (!suits.length) continue;
    const shown = suits.length > 1 ? suits.map((s) => `A${s}`) : [`A${suits[0]}`, `K${suits[0]}`, `Q${suits[0]}`];
    const button = actionButton(ctx, action, { class: "card-btn" }, ...shown.map((c) => cardSVG(c)));
    box.append(h("div", {}, button, h("span", { class: "pick-label" }, action.label)));
  }
  return box;
}

function board(ctx) {
  const v = ctx.view;
  const me = ctx.seat;
  const enemy = 1 - me;
  const files = v.files;
  const mine = v.boards[me] ?? [];
  const theirs = v.boards[enemy] ?? [];
  const last = ctx.memo.lastAttack;
  const hit = (player, file) => last && ((last.player === player && last.file === file) || (last.player !== player && last.target === file));
  const attackList = ctx.all("attack");
  const selected = ctx.memo.selection?.file ?? null;
  const grid = h("div", { class: "wz-files", style: { "--files": files }, role: "group", "aria-label": "The Boards" });
  const enemyOrder = [...Array(files).keys()].reverse();
  const myOrder = [...Array(files).keys()];
  const numbers = (player, order, label) => {
    grid.append(h("span", { class: "rank-label" }, label));
    for (const i of order) grid.append(h("span", { class: `file-no${hit(player, i + 1) ? " hit" : ""}` }, String(i + 1)));
  };
  // The enemy's Board, its back rank at the top.
  numbers(enemy, enemyOrder, `${ctx.names[enemy]}`);
  const enemyDepth = Math.max(0, ...theirs.map((f) => f.length));
  if (!enemyDepth) {
    grid.append(h("span", {}), h("span", { class: "muted small", style: { gridColumn: `2 / span ${files}` } }, "(not laid out yet)"));
  }
  for (let rank = enemyDepth - 1; rank >= 0; rank -= 1) {
    grid.append(h("span", { class: "rank-label" }, rankLabel(rank)));
    for (const i of enemyOrder) {
      const place = theirs[i]?.[rank];
      const cell = h("div", { class: `wz-cell${rank === 0 && hit(enemy, i + 1) ? " hit" : ""}`, "data-file": `${enemy}:${i + 1}:${rank}` });
      if (place) {
        const svg = placeSVG(place, false);
        const action = selected !== null && rank === 0 ? ctx.find("attack", { file: selected, target: i + 1 }) : undefined;
        if (action) cell.append(playable(ctx, svg, action));
        else cell.append(svg);
        if (place.defended && !place.card) cell.append(h("span", { class: "tag" }, "defended"));
      }
      grid.append(cell);
    }
  }
  grid.append(h("div", { class: "wz-middle", "aria-hidden": "true" }));
  // My Board, its front rank at the top.
  const myDepth = Math.max(1, ...mine.map((f) => f.length));
  const placing = v.defending && ctx.all("place").length > 0;
  const arranging = v.phase === "arrange" && ctx.actions.length > 0;
  const placed = mine.reduce((n, f) => n + f.length, 0);
  for (let rank = 0; rank < myDepth + (placing || arranging ? 1 : 0); rank += 1) {
    grid.append(h("span", { class: "rank-label" }, rank < myDepth ? rankLabel(rank) : ""));
    for (const i of myOrder) {
      const file = mine[i] ?? [];
      const place = file[rank];
      const cell = h("div", { class: `wz-cell${rank === 0 && hit(me, i + 1) ? " hit" : ""}`, "data-file": `${me}:${i + 1}:${rank}` });
      if (place) {
        const svg = placeSVG(place, true);
        const isFront = rank === 0;
        const canAttack = isFront && attackList.some((a) => a.fields.file === i + 1);
        const retreat = isFront ? undefined : ctx.find("retreat", { file: i + 1, rank: rank + 1 });
        if (canAttack) {
          const button = h("button", { type: "button", class: `card-btn${selected === i + 1 ? " selected" : ""}`, "data-select": String(i + 1),
            "aria-label": `Attack with ${cardName(place.card)} (your file ${i + 1})` }, svg);
          button.addEventListener("click", () => {
            ctx.memo.selection = selected === i + 1 ? null : { file: i + 1 };
            ctx.rerender();
          });
          cell.append(button);
        } else if (retreat) {
          cell.append(playable(ctx, svg, retreat, `${retreat.label} (${cardName(place.card)}) into your WarZone`));
        } else cell.append(svg);
        if (!place.face_up && place.card) cell.append(h("span", { class: "tag hidden-tag", title: "Face down: only you see it" }, "hidden"));
      } else if (rank === file.length && placing && ctx.find("place", { file: i + 1 })) {
        cell.append(actionButton(ctx, ctx.find("place", { file: i + 1 }), { class: "place-target" }, "+"));
      } else if (arranging && rank * files + i === placed) {
        cell.append(emptySVG("next"));
      }
      grid.append(cell);
    }
  }
  numbers(me, myOrder, ctx.names[me]);
  for (const a of attackList) ctx.handled.add(a);
  return h("div", { class: "warzone-board" }, grid);
}

function side(ctx, p) {
  const v = ctx.view;
  const colour = v.colours[p];
  const suits = v.board_suits[p] ?? [];
  const mine = p === ctx.seat;
  const box = h("section", { class: "wz-player", "aria-label": `${ctx.names[p]}'s piles` },
    seatLabel(ctx.names[p], colour ? `${colour}` : "", suits.length ? `Board ${suits.map((s) => ({ S: "♠", C: "♣", H: "♥", D: "♦" })[s] ?? s).join("")}` : "", `holds ${v.cards_held[p]}`));
  const row = h("div", { class: "seat-area" }, pile(v.zone_sizes[p], "WarZone"));
  row.append(h("div", {}, h("p", { class: "zone-label" }, "Discarded WarCards"), strip(v.discards[p] ?? [], "discarded WarCards")));
  box.append(row);
  if (mine && v.own_zone?.length) {
    box.append(h("p", { class: "zone-label" }, "In your WarZone (order unknown)"), strip(v.own_zone, "your WarZone"));
  }
  if (!mine && v.seen_hidden?.[p]?.length) {
    box.append(h("p", { class: "zone-label" }, "Known to be in its WarZone or face down"), strip(v.seen_hidden[p], "known hidden cards"));
  }
  return box;
}

export default {
  render(ctx) {
    const v = ctx.view;
    const me = ctx.seat;
    const root = h("div", { class: "warzone table-grid", "data-variant": "warzone" });
    if (v.phase === "colour" || v.phase === "board") {
      const what = v.phase === "colour" ? "Choose your colour" : "Choose the suit of your Board; the other is your WarZone";
      root.append(h("h2", {}, ctx.actions.length ? what : v.phase === "colour" ? "The first player chooses a colour…" : "Both choose their Board…"));
      if (ctx.actions.length) root.append(pickButtons(ctx, ctx.actions));
      root.append(h("div", { "data-stage": "" }));
      root.append(h("p", { class: "muted small" },
        `${says(ctx, v.first, "take", "takes")} the first turn. Each Board has ${v.files} files; its front rank faces the enemy's.`));
      return root;
    }
    root.append(board(ctx));
    const info = h("div", { class: "wz-side" });
    if (v.looking_at) {
      info.append(h("div", { class: "pile" }, h("p", { class: "zone-label" }, "Top of your WarZone"),
        cardBox(cardSVG(v.looking_at), "place it behind a file (+), or cancel")));
    }
    if (v.phase === "arrange" && v.in_hand?.length) {
      const hand = h("div", {}, h("p", { class: "zone-label" }, ctx.actions.length ? "Lay out your Board: click the card for the next place" : "Cards still to lay out"));
      const row = h("div", { class: "hand", style: { "--card-w": "54px" } });
      for (const card of v.in_hand) row.append(playable(ctx, cardSVG(card), ctx.find("arrange", { card })));
      hand.append(row);
      info.append(hand);
    }
    info.append(h("div", { "data-stage": "", style: { flex: "1 1 260px" } }));
    root.append(info);
    root.append(h("div", { class: "wz-side" }, side(ctx, 1 - me), side(ctx, me)));
    if (ctx.all("attack").length) {
      root.append(h("p", { class: "muted small" }, ctx.memo.selection
        ? `File ${ctx.memo.selection.file} selected: click the enemy front card to attack (Esc to cancel).`
        : "Attack: click one of your front cards, then an enemy front card."));
    }
    return root;
  },

  highlight(action, root, ctx) {
    if (action.kind !== "attack" || !root) return [];
    const enemy = 1 - (ctx?.seat ?? 0);
    return [...root.querySelectorAll(`[data-select="${action.fields.file}"]`),
      ...root.querySelectorAll(`.wz-cell[data-file="${enemy}:${action.fields.target}:0"]`)];
  },

  note(e, ctx) {
    if (e.type === "Attacked") ctx.memo.lastAttack = { player: e.player, file: e.file, target: e.target };
  },

  frames(events, ctx) {
    const frames = [];
    const me = ctx.seat;
    let fight = null;
    let war = null;
    const sides = (winner) => [1 - me, me].map((p) => ({
      name: `${ctx.names[p]}${fight ? ` · file ${fight.files[p]}` : ""}`,
      cards: [fight?.cards[p] ? cardSVG(fight.cards[p]) : backSVG(), ...(war?.[p] ?? []).map((c) => cardSVG(c))],
      winner: winner === p,
    }));
    for (const e of events) {
      if (e.type === "Attacked") {
        war = null;
        const cards = [];
        const files = [];
        cards[e.player] = e.attacker;
        cards[1 - e.player] = e.defender;
        files[e.player] = e.file;
        files[1 - e.player] = e.target;
        fight = { cards, files };
        frames.push({ node: stageFrame(sides(null), `${says(ctx, e.player, "attack", "attacks")}!`), pause: 1 });
      } else if (e.type === "BattleWon" && fight) {
        frames.push({ node: stageFrame(sides(e.player), `${prettyCard(e.winner)} beats ${prettyCard(e.loser)}`, sideClass(ctx, e.player)), pause: 0 });
      } else if (e.type === "WarStarted" && fight) {
        war = [[], []];
        frames.push({ node: stageFrame(sides(null), `WAR! WarCards ${e.war_cards?.[0] ?? "?"} and ${e.war_cards?.[1] ?? "?"}`, "war"), pause: 1 });
      } else if (e.type === "WarCardsRevealed" && war) {
        e.cards.forEach((c, p) => { if (c) war[p].push(c); });
        frames.push({ node: stageFrame(sides(null), "WarCards turned up", "war"), pause: 0.5 });
      } else if (e.type === "WarWon" && fight) {
        frames.push({ node: stageFrame(sides(e.player), `${says(ctx, e.player, "win", "wins")} the war`, sideClass(ctx, e.player)), pause: 0 });
      } else if (e.type === "WarStandOff" && fight) {
        frames.push({ node: stageFrame(sides(null), "Stand-off: both cards stay", "war"), pause: 0 });
      }
    }
    return frames;
  },

  turnStarts: ["TurnStarted"],

  logClass(e, ctx) {
    if (e.type === "BattleWon" || e.type === "WarWon") return sideClass(ctx, e.player);
    if (e.type === "WarStarted" || e.type === "WarStandOff") return "war";
    if (e.type === "TurnStarted" || e.type === "Attacked") return "major";
    return "";
  },
};
