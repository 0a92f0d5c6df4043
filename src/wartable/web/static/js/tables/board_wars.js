// Board Wars: the grid with your home row at the bottom, both rows of spawn spaces marked, your
// cards by value, the enemy's as numbered backs with the range of values they may still have
// (hidden when any), move counts spent on both sides, the last move highlighted. Click a spawn space to spawn; click
// one of your cards, then a square, to move or attack. War plans are in the action bar, by their
// labels.

import { h, seatLabel, strip, stageFrame, sideClass, says, plural, actionButton } from "./parts.js";
import { cardSVG, backSVG, cardName } from "../cards.js";

const LETTERS = "abcde";
const RANKS = { 11: "J", 12: "Q", 13: "K", 14: "A" };
const rankText = (r) => RANKS[r] ?? String(r);

function rangeText(piece) {
  if (piece.low === 2 && piece.high === 14) return "";
  return piece.low === piece.high ? rankText(piece.low) : `${rankText(piece.low)}–${rankText(piece.high)}`;
}

function pieceSVG(piece, ctx) {
  if (piece.card) {
    const svg = cardSVG(piece.card);
    return svg;
  }
  // low-high is what the server worked out: the battles' results and the moves spent
  const hint = rangeText(piece);
  const spent = piece.spent ? `, ${plural(piece.spent, "counted move")} spent` : "";
  return backSVG({ mark: `#${piece.uid}`, hint, label: `enemy card #${piece.uid}${hint ? `, known to be ${hint}` : ""}${spent}` });
}

/** The moves from `square`, by the square they go to. */
function moveTargets(ctx, square) {
  return new Map(ctx.all("move").filter((a) => a.fields.origin === square).map((a) => [a.fields.target, a]));
}

/** The squares a move starts from (the moves themselves are played on the board). */
function movers(ctx) {
  const moves = ctx.all("move");
  for (const a of moves) ctx.handled.add(a);
  return new Set(moves.map((a) => a.fields.origin));
}

function grid(ctx) {
  const v = ctx.view;
  const me = ctx.seat;
  const rows = v.rows;
  const home = me === 0 ? 0 : rows - 1;
  const enemyHome = rows - 1 - home;
  const order = me === 0 ? [...Array(rows).keys()].reverse() : [...Array(rows).keys()];
  const pieces = new Map(v.pieces.map((p) => [p.square, p]));
  const last = new Set(ctx.memo.lastSquares ?? []);
  const war = v.war;
  const warSquares = new Set(war ? [war.origin, war.target] : []);
  const can = movers(ctx);
  const selected = ctx.memo.selection?.square ?? null;
  const targets = selected ? moveTargets(ctx, selected) : new Map();
  const board = h("div", { class: "bw-board", role: "group", "aria-label": "The board" });
  board.append(h("span", {}));
  for (const letter of LETTERS) board.append(h("span", { class: "col-head" }, letter));
  for (const row of order) {
    board.append(h("span", { class: "row-head" }, String(row + 1)));
    for (let col = 0; col < LETTERS.length; col += 1) {
      const square = `${LETTERS[col]}${row + 1}`;
      const piece = pieces.get(square);
      const classes = ["bw-square"];
      if ((row + col) % 2) classes.push("dark");
      if (row === home) classes.push("spawn-mine");
      if (row === enemyHome) classes.push("spawn-theirs");
      if (last.has(square) || warSquares.has(square)) classes.push("last");
      const cell = h("div", { class: classes.join(" "), "data-square": square, "aria-label": square });
      if (row === home || row === enemyHome) cell.setAttribute("aria-label", `${square}, ${row === home ? "your" : "their"} spawn space`);
      if (piece) {
        const svg = pieceSVG(piece, ctx);
        const mine = piece.owner === me && piece.card;
        if (mine && can.has(square)) {
          const button = h("button", { type: "button", class: "card-btn", "data-select": square,
            "aria-label": `Select ${cardName(piece.card)} (#${piece.uid}) on ${square} to move it` }, svg);
          if (selected === square) button.classList.add("selected");
          button.addEventListener("click", () => {
            ctx.memo.selection = selected === square ? null : { square };
            ctx.rerender();
          });
          cell.append(button);
        } else cell.append(svg);
        if (piece.card && piece.owner === me) cell.append(h("span", { class: "uid" }, `#${piece.uid}`));
        if (piece.spent) cell.append(h("span", { class: "spent", title: "moves spent" }, `·${piece.spent}`));
      }
      const spawn = row === home && !piece ? ctx.find("spawn", { column: col }) : undefined;
      if (spawn) {
        cell.append(actionButton(ctx, spawn, { class: "square-target", "aria-label": `Spawn your top card on ${square}` }, "spawn"));
      }
      if (targets.has(square)) {
        const attack = piece && piece.owner !== me;
        cell.append(actionButton(ctx, targets.get(square), { class: `square-target${attack ? " attack" : ""}`,
          "aria-label": `${attack ? "Attack" : "Move to"} ${square}` }, attack ? "attack" : ""));
      }
      board.append(cell);
    }
  }
  return board;
}

export default {
  render(ctx) {
    const v = ctx.view;
    const me = ctx.seat;
    const other = 1 - me;
    const root = h("div", { class: "board-wars table-grid", "data-variant": "board-wars" });
    const status = (p) => h("div", {},
      seatLabel(ctx.names[p], `deck ${v.deck_counts[p]}`, `captured ${v.captured[p].length}`),
      h("p", { class: "zone-label" }, "Discard pile"), strip(v.discards[p].slice(-10), "discard pile"));
    root.append(h("div", { class: "bw-status" }, status(other),
      h("p", { class: "muted" }, ctx.obs.outcome ? "" : `Turn ${v.turn + 1}: ${v.active === ctx.me ? "your turn" : `${ctx.names[v.active]} to play`}${v.active === ctx.me && (v.spawned || v.moved) ? ` (you have ${[v.spawned && "spawned", v.moved && "moved"].filter(Boolean).join(" and ")})` : ""}`)));
    if (v.war) {
      const w = v.war;
      root.append(h("div", { class: "bw-war" },
        h("strong", {}, `War at ${w.origin}–${w.target}, round ${w.depth}. `),
        w.chosen ? "You have chosen your plan." : ctx.actions.length ? "Choose how to prepare it, below: which cards you risk as spoils, and which card decides." : "Both prepare it in secret."));
    }
    root.append(grid(ctx));
    root.append(h("div", { class: "bw-legend", "aria-hidden": "true" },
      h("span", {}, h("span", { class: "swatch mine" }), "your spawn spaces"),
      h("span", {}, h("span", { class: "swatch theirs" }), "their spawn spaces"),
      h("span", {}, h("span", { class: "swatch last" }), "last move"),
      h("span", {}, "#n: card number · 7–K: what you know of it · ·n: moves spent")));
    root.append(h("div", { "data-stage": "" }));
    root.append(h("div", { class: "bw-status" }, status(me)));
    if (ctx.all("move").length) {
      root.append(h("p", { class: "muted small" }, ctx.memo.selection
        ? `${ctx.memo.selection.square} selected: click a highlighted square (Esc to cancel).`
        : "Click a spawn space to spawn, or one of your cards and then a square to move or attack."));
    }
    return root;
  },

  /** The squares a move, or a war plan, involves. */
  highlight(action, root) {
    if (!root) return [];
    const f = action.fields;
    const squares = action.kind === "move" ? [f.origin, f.target]
      : action.kind === "war_plan" ? [...(f.spoils ?? []), f.decider] : [];
    return squares.map((s) => s && root.querySelector(`[data-square="${s}"]`)).filter(Boolean);
  },

  note(e, ctx) {
    if (e.type === "Spawned") ctx.memo.lastSquares = [e.square];
    else if (e.type === "Moved" || e.type === "BattleFought") ctx.memo.lastSquares = [e.origin, e.target];
    else if (e.type === "TurnStarted") ctx.memo.selection = null;
  },

  frames(events, ctx) {
    const frames = [];
    const me = ctx.seat;
    const byUid = new Map((ctx.view.pieces ?? []).map((p) => [p.uid, p]));
    for (const e of events) {
      if (e.type === "Spawned" && e.card && e.player === ctx.me) {
        byUid.set(e.uid, { uid: e.uid, owner: e.player, card: e.card, low: 2, high: 14 });
      }
      if (e.type === "BattleFought") {
        const att = byUid.get(e.attacker_uid) ?? { uid: e.attacker_uid, owner: e.attacker, low: 2, high: 14 };
        const def = byUid.get(e.defender_uid) ?? { uid: e.defender_uid, owner: 1 - e.attacker, low: 2, high: 14 };
        const pieces = [];
        pieces[e.attacker] = att;
        pieces[1 - e.attacker] = def;
        const winner = e.result === "attacker" ? e.attacker : e.result === "defender" ? 1 - e.attacker : null;
        const sides = (w) => [1 - me, me].map((p) => ({
          name: `${ctx.names[p]} #${pieces[p].uid}`,
          cards: [pieces[p].card && pieces[p].owner === ctx.me ? cardSVG(pieces[p].card) : backSVG({ mark: `#${pieces[p].uid}`, hint: rangeText(pieces[p]) })],
          winner: w === p,
        }));
        frames.push({ node: stageFrame(sides(null), `${says(ctx, e.attacker, "attack", "attacks")} ${e.origin}–${e.target}`), pause: 0.6 });
        const text = winner === null ? "A tie: WAR!" : `${says(ctx, winner, "win", "wins")} the battle`;
        frames.push({ node: stageFrame(sides(winner), text, winner === null ? "war" : sideClass(ctx, winner)), pause: 1 });
      } else if (e.type === "WarDecided") {
        frames.push({ node: stageFrame([], e.text, "war"), pause: 1 });
      }
    }
    return frames;
  },

  turnStarts: ["TurnStarted"],

  enterHelp: "plays the move you selected, or else the usual one (never a war plan)",

  logClass(e, ctx) {
    if (e.type === "BattleFought") {
      if (e.result === "tie") return "war";
      const winner = e.result === "attacker" ? e.attacker : 1 - e.attacker;
      return sideClass(ctx, winner);
    }
    if (e.type === "WarDecided" || e.type === "SpoilsSetAside") return "war";
    if (e.type === "TurnStarted") return "major";
    return "";
  },
};
