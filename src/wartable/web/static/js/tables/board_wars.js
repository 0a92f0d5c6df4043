// Board Wars: the grid with your home row at the bottom, both rows of spawn spaces marked, your
// cards by value, the enemy's as numbered backs with the range of values they may still have
// (hidden when any), move counts spent on both sides, the last move highlighted. Click a spawn space to spawn; click
// one of your cards, then a square, to move or attack. War plans are in the action bar.

import { h, seatLabel, strip, stageFrame, sideClass, says, plural } from "./parts.js";
import { cardSVG, backSVG, cardName, prettyText } from "../cards.js";

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

function moveTargets(ctx, square) {
  const out = new Map();
  for (const a of ctx.actions) {
    const m = /^([a-e]\d+)-([a-e]\d+)$/.exec(a);
    if (m && m[1] === square) out.set(m[2], a);
  }
  return out;
}

function movers(ctx) {
  const out = new Set();
  for (const a of ctx.actions) {
    const m = /^([a-e]\d+)-([a-e]\d+)$/.exec(a);
    if (m) {
      out.add(m[1]);
      ctx.handled.add(a);
    }
  }
  return out;
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
      const spawn = `spawn ${LETTERS[col]}`;
      if (row === home && !piece && ctx.legal.has(spawn)) {
        ctx.handled.add(spawn);
        const button = h("button", { type: "button", class: "square-target", "data-action": spawn, "aria-label": `Spawn your top card on ${square}` }, "spawn");
        button.addEventListener("click", () => ctx.pick(spawn));
        cell.append(button);
      }
      if (targets.has(square)) {
        const action = targets.get(square);
        const attack = piece && piece.owner !== me;
        const button = h("button", { type: "button", class: `square-target${attack ? " attack" : ""}`, "data-action": action,
          "aria-label": `${attack ? "Attack" : "Move to"} ${square}` }, attack ? "attack" : "");
        button.addEventListener("click", () => ctx.pick(action));
        cell.append(button);
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
        w.chosen ? "You have chosen your plan." : ctx.actions.length ? "Choose how to prepare it: " : "Both prepare it in secret.",
        ctx.actions.length ? h("span", { class: "small" }, " war1 X Y Z: three of your board cards as spoils, your deck's top card decides · war2 X: your deck's top three as spoils, board card X decides · war0: what you have.") : null));
    }
    root.append(grid(ctx));
    root.append(h("div", { class: "bw-legend", "aria-hidden": "true" },
      h("span", {}, h("span", { class: "swatch mine" }), "your spawn spaces"),
      h("span", {}, h("span", { class: "swatch theirs" }), "their spawn spaces"),
      h("span", {}, h("span", { class: "swatch last" }), "last move"),
      h("span", {}, "#n: card number · 7–K: what you know of it · ·n: moves spent")));
    root.append(h("div", { "data-stage": "" }));
    root.append(h("div", { class: "bw-status" }, status(me)));
    if (ctx.actions.some((a) => /-/.test(a))) {
      root.append(h("p", { class: "muted small" }, ctx.memo.selection
        ? `${ctx.memo.selection.square} selected: click a highlighted square (Esc to cancel).`
        : "Click a spawn space to spawn, or one of your cards and then a square to move or attack."));
    }
    return root;
  },

  highlight(action, root) {
    if (!root) return [];
    const squares = action.match(/[a-e]\d+/g) ?? [];
    const spawn = /^spawn ([a-e])$/.exec(action);
    const nodes = squares.map((s) => root.querySelector(`[data-square="${s}"]`)).filter(Boolean);
    if (spawn) nodes.push(...root.querySelectorAll(`[data-action="${action}"]`));
    return nodes;
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

  // Enter never chooses a war plan (the first would risk three board cards, home row included):
  // the player picks one from the action bar. A single plan is no choice, and Enter plays it.
  defaultAction(decision) {
    if (decision.actions.length > 1 && decision.actions[0].startsWith("war")) return null;
    return decision.actions[0] ?? null;
  },

  enterHelp: "plays the move you selected, or else the first one (never a war plan)",

  /** A move as a person reads it ("b7-b6" is "Move from b7 to b6"). */
  label(action) {
    if (action === "end") return "End the turn";
    let m = /^spawn ([a-z])$/.exec(action);
    if (m) return `Spawn your top card in column ${m[1]}`;
    m = /^([a-z]\d+)-([a-z]\d+)$/.exec(action);
    if (m) return `Move from ${m[1]} to ${m[2]}`;
    m = /^war(\d)((?: \S+)*)$/.exec(action);
    if (!m) return prettyText(action);
    const squares = m[2].trim().split(" ").filter(Boolean);
    if (m[1] === "1") return `Risk your cards on ${squares.join(", ")}; the deck's top card decides`;
    const decider = squares.pop();
    const decides = decider === "deck" ? "the deck's top card decides" : `your card on ${decider} decides`;
    return m[1] === "2" ? `Risk the deck's top three; ${decides}` : `Risk what the deck has; ${decides}`;
  },

  hidden(e) {
    return e.type === "TurnEnded" || e.type === "ValuesCompared";
  },

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
