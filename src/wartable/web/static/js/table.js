// The live table: the WebSocket client of /ws/games/{id}, the board drawn by the variant's
// renderer (tables/*.js), the legal actions (clickable; everything else inert), keyboard play,
// reveals held on screen for a while (a setting), the event log, the outcome and restart.
//
// Actions come from the server as data (the engine's ActionInfo): {id, text, kind, fields,
// label}. The table sends an action back by its id, shows it by its label, and plays
// decision.default on Enter; events come with their importance ("detail" ones stay out of the
// log). Renderers find the actions they draw by kind and fields (ctx.find), never by their text.
//
// A renderer module exports an object with:
//   render(ctx) -> Element      the whole table for ctx.obs; a legal action drawn on the table is
//                               an element with data-action="<its id>" that calls
//                               ctx.pick(action) (parts.js: actionButton, playable), and is added
//                               to ctx.handled (the others go to the action bar); an element with
//                               [data-stage] receives the stage (the middle of the table)
//   frames(events, ctx) -> [{node, pause}]   the stage as the events unfold; pause is a
//                               multiple of the reveal time (1 = the seed's one second)
//   note(event, ctx)            remember things from events in ctx.memo (the last move...)
//   turnStarts                  the event types that start a turn or a battle: the stage of a
//                               snapshot shows the events from the last of them
//   enterPlan(ctx) -> [item] or null   (optional) several actions Enter plays one after the
//                               other (Slot Wars' deck), with enterLabel(ctx) saying what they do;
//                               null: Enter plays the decision's default
//   resolve(item, actions, ctx) -> action or null    a planned item (ctx.pickMany) as the legal
//                               action it stands for now (optional; DEFAULT: the default then)
//   logClass(event, ctx) -> "win" | "loss" | "war" | "major" | ""
//   highlight(action, root, ctx) -> [Element]    elements showing a selected action (optional)
//   enterHelp                   what Enter does at this table, for the keys line

import { h, api, seatToken, rememberSeat, updateMyGame, settings, saveSettings, seatName, copyText, myGames } from "./common.js";
import { prettyText } from "./cards.js";
import { dealSummary, rememberDeal } from "./fairness.js";

/** The renderer module of a variant: the server says which (the generic one for variants
 * without their own). */
export async function loadRenderer(variant) {
  const module = await import(`/api/variants/${encodeURIComponent(variant)}/table.js`);
  return module.default;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Names of the seats as this viewer should read them. */
export function seatNames(game, seat) {
  const names = [0, 1].map((s) => {
    const player = game?.players?.find((p) => p.seat === s);
    if (!player) return seatName(s);
    if (player.kind === "agent") return player.name || player.agent || "Computer";
    return player.name || seatName(s);
  });
  if (seat === 0 || seat === 1) names[seat] = "You";
  return names;
}

/** A plan item standing for the decision's default action when its turn comes. */
export const DEFAULT = Object.freeze({ default: true });

const sameValue = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** The action of ``kind`` among ``actions`` whose fields include ``fields`` (undefined if none). */
export function findAction(actions, kind, fields = {}) {
  const wanted = Object.entries(fields);
  return actions.find((a) => a.kind === kind && wanted.every(([key, value]) => sameValue(a.fields[key], value)));
}

/** A context object handed to renderers: ``actions`` are the legal actions (ActionInfo). */
export function makeContext({ obs, seat, names, actions = [], pick = () => {}, pickMany = () => {}, memo = {}, replay = false, options = "" }) {
  const perspective = seat ?? obs?.viewer ?? 0;
  return {
    obs,
    view: obs?.view ?? {},
    seat: perspective === null || perspective === undefined ? 0 : perspective,
    me: seat,
    names,
    actions,
    find: (kind, fields) => findAction(actions, kind, fields),
    all: (kind) => actions.filter((a) => a.kind === kind),
    pick,
    pickMany,
    memo,
    replay,
    options: options || obs?.view?.options || "",
    handled: new Set(),
    rerender: () => {},
  };
}

export class LiveTable {
  constructor(root, { gameId, invite }) {
    this.root = root;
    this.gameId = gameId;
    this.invite = invite || null;
    this.settings = settings();
    this.queue = [];
    this.plan = [];
    this.busy = false;
    this.pending = false;
    this.selected = null;
    this.memo = {};
    this.game = null;
    this.seat = null;
    this.obs = null;
    this.decision = null;
    this.outcome = null;
    this.renderer = null;
    this.retries = 0;
    this.closedForGood = false;
    this.logCount = 0;
    this.stageNode = h("div", { class: "stage", "aria-live": "polite" });
    this.build();
  }

  // -- page skeleton --------------------------------------------------------------------------

  build() {
    const r = this.root;
    this.el = {
      title: r.querySelector("[data-game-title]"),
      meta: r.querySelector("[data-game-meta]"),
      conn: r.querySelector("[data-conn]"),
      felt: r.querySelector("[data-felt]"),
      prompt: r.querySelector("[data-prompt]"),
      bar: r.querySelector("[data-action-bar]"),
      keys: r.querySelector("[data-key-help]"),
      log: r.querySelector("[data-log]"),
      players: r.querySelector("[data-players]"),
      deal: r.querySelector("[data-deal]"),
      keysSetting: r.querySelector("[data-keys-setting]"),
      outcome: r.querySelector("[data-outcome]"),
      notice: r.querySelector("[data-notice]"),
      restart: r.querySelector("[data-restart]"),
      replayLink: r.querySelector("[data-replay-link]"),
      reveal: r.querySelector("[data-setting-reveal]"),
      hints: r.querySelector("[data-setting-hints]"),
    };
    if (this.el.reveal) {
      this.el.reveal.value = String(this.settings.revealMs);
      if (!this.el.reveal.value) {
        this.el.reveal.append(h("option", { value: String(this.settings.revealMs) }, `${this.settings.revealMs / 1000} s`));
        this.el.reveal.value = String(this.settings.revealMs);
      }
      this.el.reveal.addEventListener("change", () => {
        this.settings = saveSettings({ revealMs: Number(this.el.reveal.value) });
      });
    }
    if (this.el.hints) {
      this.el.hints.checked = this.settings.keyHints;
      this.el.hints.addEventListener("change", () => {
        this.settings = saveSettings({ keyHints: this.el.hints.checked });
        this.draw();
      });
    }
    if (this.el.restart) {
      this.el.restart.addEventListener("click", () => this.askRestart());
    }
    document.addEventListener("keydown", (event) => this.onKey(event));
  }

  notice(text, kind = "info") {
    const n = this.el.notice;
    if (!n) return;
    n.replaceChildren();
    if (!text) {
      n.hidden = true;
      return;
    }
    n.hidden = false;
    n.className = `notice${kind === "error" ? " error" : ""}`;
    n.append(text);
  }

  // -- connecting -------------------------------------------------------------------------------

  async start() {
    let token = seatToken(this.gameId);
    if (!token && this.invite) {
      try {
        const name = await this.askName();
        const joined = await api(`/api/games/${encodeURIComponent(this.gameId)}/join`, {
          method: "POST",
          body: { invite: this.invite, name: name || null },
        });
        token = joined.seat_token;
        rememberSeat(joined.game_id, joined.seat, token, gameInfo(joined.game, "friend"));
        history.replaceState(null, "", joined.game_url || `/games/${joined.game_id}`);
      } catch (error) {
        this.notice(`Could not join this game: ${error.message}`, "error");
      }
    } else if (token && this.invite) {
      history.replaceState(null, "", `/games/${this.gameId}`);
    }
    this.token = token;
    this.connect();
  }

  /** The invited friend's name (optional), asked before taking the seat. */
  askName() {
    return new Promise((resolve) => {
      const input = h("input", { id: "join-name", type: "text", maxlength: "40", placeholder: "optional", autocomplete: "nickname", "data-join-name": "" });
      const form = h("form", { class: "join-form", "data-join-form": "" },
        h("h2", {}, "You are invited to a game"),
        h("p", {}, "The other seat is yours. Give a name if you like; your friend sees it beside the table."),
        h("div", { class: "field-row" }, h("label", { for: "join-name" }, "Your name"), input),
        h("div", { class: "btn-row" }, h("button", { type: "submit", class: "btn primary", "data-join": "" }, "Join the game")));
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        resolve(input.value.trim());
      });
      this.el.felt.replaceChildren(form);
      this.setConn("connecting", "Not joined yet");
      input.focus();
    });
  }

  connect() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const query = this.token ? `?token=${encodeURIComponent(this.token)}` : "";
    const ws = new WebSocket(`${proto}//${location.host}/ws/games/${encodeURIComponent(this.gameId)}${query}`);
    this.ws = ws;
    this.setConn("connecting", "Connecting…");
    ws.addEventListener("open", () => {
      this.retries = 0;
      this.setConn("open", "Connected");
      clearInterval(this.pinger);
      this.pinger = setInterval(() => this.send({ type: "ping" }), 25000);
    });
    ws.addEventListener("message", (event) => {
      let msg;
      try {
        msg = JSON.parse(event.data);
      } catch {
        return;
      }
      this.onMessage(msg);
    });
    ws.addEventListener("close", (event) => {
      clearInterval(this.pinger);
      if (ws !== this.ws) return;
      if (event.code === 4404 || event.code === 4401 || this.closedForGood) {
        this.setConn("closed", event.code === 4404 ? "No such game" : "Not allowed");
        return;
      }
      this.setConn("closed", "Disconnected — reconnecting…");
      this.retries += 1;
      const wait = Math.min(10000, 500 * 2 ** Math.min(this.retries, 5));
      setTimeout(() => this.connect(), wait);
    });
  }

  setConn(state, text) {
    if (!this.el.conn) return;
    this.el.conn.dataset.state = state;
    this.el.conn.textContent = text;
  }

  send(msg) {
    if (this.ws?.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(msg));
      return true;
    }
    return false;
  }

  // -- messages ---------------------------------------------------------------------------------------

  onMessage(msg) {
    if (msg.type === "pong") return;
    // Messages are handled one at a time, in order (a reveal holds the ones behind it); a
    // snapshot makes the updates queued before it pointless.
    if (msg.type === "snapshot") this.queue = this.queue.filter((m) => m.type !== "update");
    this.queue.push(msg);
    this.pump();
  }

  async handle(msg) {
    switch (msg.type) {
      case "snapshot":
        await this.onSnapshot(msg);
        break;
      case "update":
        if (this.renderer) await this.applyUpdate(msg);
        break;
      case "error":
        this.plan = [];
        this.pending = false;
        this.sentTurn = null;
        if (msg.code === "stale") this.notice("That move came too late: the table has changed.");
        else this.notice(msg.message, "error");
        if (msg.code === "not_found" || msg.code === "forbidden") this.closedForGood = true;
        break;
      case "restarted":
        this.onRestarted(msg);
        break;
      default:
        break;
    }
  }

  async onSnapshot(msg) {
    const lost = this.lostMove(msg);
    const firstTime = !this.renderer || this.game?.variant !== msg.game.variant;
    if (firstTime) this.renderer = await loadRenderer(msg.game.variant);
    this.game = msg.game;
    this.seat = msg.seat;
    this.obs = msg.observation;
    this.obsText = msg.observation_text;
    this.decision = msg.decision;
    this.outcome = msg.outcome;
    rememberDeal(msg);
    this.pending = false;
    this.sentTurn = null;
    this.selected = null;
    this.memo = {};
    const ctx = this.context();
    for (const event of msg.events) this.renderer.note?.(event, ctx);
    this.el.log?.replaceChildren();
    this.logCount = 0;
    if (msg.events_omitted) {
      this.el.log?.append(h("li", { class: "muted" }, `${msg.events_omitted} earlier events not shown`));
    }
    this.log(msg.events, ctx, false);
    // Show the latest battle in the middle of the table, without waiting.
    const frames = this.renderer.frames?.(lastTurnEvents(msg.events, this.renderer.turnStarts), ctx) ?? [];
    this.showStage(frames.length ? frames[frames.length - 1].node : null, false);
    this.remember();
    this.plan = [];
    if (lost) {
      this.notice(`Your last move (${this.label(lost.action)}) was not`
        + " stored: the server stopped before it could keep it. This is the table as it stands;"
        + " play again.", "error");
    }
    this.draw();
  }

  /** The move this seat sent that a snapshot (after a reconnection) shows was never taken. */
  lostMove(msg) {
    const sent = this.unacked;
    this.unacked = null;
    if (!sent || msg.game.id !== this.gameId || msg.seat !== this.seat || msg.outcome) return null;
    return msg.decision && msg.decision.turn === sent.turn ? sent : null;
  }

  onRestarted(msg) {
    if (this.seat !== null) {
      const old = myGames().find((g) => g.id === msg.old_game_id);
      rememberSeat(msg.game_id, msg.seat, msg.seat_token, old ? { ...old, id: msg.game_id, status: "active" } : {});
      updateMyGame(msg.old_game_id, { status: "abandoned" });
    }
    this.gameId = msg.game_id;
    this.token = msg.seat_token;
    history.replaceState(null, "", msg.game_url || `/games/${msg.game_id}`);
    this.notice("A new game has started (same options, new deal).");
    this.showStage(null, false);
  }

  async pump() {
    if (this.busy) return;
    this.busy = true;
    try {
      while (this.queue.length) {
        const msg = this.queue.shift();
        try {
          await this.handle(msg);
        } catch (error) {
          console.error(`wartable: could not show a ${msg.type} message`, error);
        }
      }
    } finally {
      this.busy = false;
      this.draw();
    }
    this.nextPlanned();
  }

  async applyUpdate(msg) {
    const before = this.context();
    // The board stays as it was (inert) while the reveal plays in the middle.
    this.setInert(true);
    for (const event of msg.events) this.renderer.note?.(event, before);
    this.log(msg.events, before, true);
    let frames = this.renderer.frames?.(msg.events, { ...before, next: msg.observation }) ?? [];
    const wait = this.settings.revealMs;
    // A long run of automatic play (classic War without a chooser) shows only its end slowly.
    const slow = frames.filter((f) => f.pause > 0).length;
    if (slow > 4) {
      let kept = 0;
      frames = frames.reverse().map((f) => {
        if (f.pause > 0) kept += 1;
        return kept > 3 ? { ...f, pause: 0 } : f;
      }).reverse();
    }
    for (const frame of frames) {
      this.showStage(frame.node, true);
      if (frame.pause > 0 && wait > 0) await sleep(frame.pause * wait);
    }
    this.game = msg.game;
    this.seat = msg.seat;
    this.obs = msg.observation;
    this.obsText = msg.observation_text;
    this.decision = msg.decision;
    this.outcome = msg.outcome;
    if (this.unacked && (msg.outcome || !msg.decision || msg.decision.turn > this.unacked.turn)) this.unacked = null;
    this.pending = false;
    this.selected = null;
    if (msg.decision || msg.outcome) this.notice(null);
    this.remember();
    this.draw();
  }

  remember() {
    if (this.seat === null || !this.game) return;
    const g = this.game;
    updateMyGame(g.id, {
      status: g.status,
      moves: g.moves,
      outcome: g.outcome ? { winner: g.outcome.winner, text: g.outcome.text } : null,
    });
  }

  // -- the stage and the log --------------------------------------------------------------------------

  showStage(node, animate) {
    this.stageNode.replaceChildren();
    if (node) this.stageNode.append(node);
    this.stageNode.classList.remove("revealing");
    if (animate && node) {
      void this.stageNode.offsetWidth;
      this.stageNode.classList.add("revealing");
    }
  }

  log(events, ctx, fresh) {
    const list = this.el.log;
    if (!list) return;
    for (const event of events) {
      if (event.importance === "detail") continue;
      const kind = this.renderer.logClass?.(event, ctx) ?? "";
      const item = h("li", { class: `${kind}${fresh ? " new" : ""}`.trim(), dataset: { type: event.type } },
        prettyText(markSeat(event.text, this.seat)));
      list.append(item);
      this.logCount += 1;
    }
    while (list.children.length > 600) list.firstElementChild.remove();
    list.scrollTop = list.scrollHeight;
  }

  // -- drawing ---------------------------------------------------------------------------------------------

  actionsNow() {
    if (this.busy || this.pending || !this.decision || this.outcome) return [];
    if (this.seat === null || this.decision.seat !== this.seat) return [];
    // An update about something else may repeat the decision just answered: answer it once.
    if (this.sentTurn !== null && this.sentTurn !== undefined && this.decision.turn <= this.sentTurn) return [];
    return this.decision.actions;
  }

  /** An action as players read it: the engine's label, from this seat's view. */
  label(action) {
    return action === DEFAULT ? "the suggested move" : action?.label ?? "";
  }

  /** The action Enter plays now: the decision's default (the engine says which, if any). */
  defaultAction() {
    const id = this.decision?.default;
    if (id === null || id === undefined) return null;
    return this.actionsNow().find((a) => a.id === id) ?? null;
  }

  context() {
    const ctx = makeContext({
      obs: this.obs,
      seat: this.seat,
      names: seatNames(this.game, this.seat),
      actions: this.actionsNow(),
      pick: (action) => this.act(action),
      pickMany: (actions) => this.actMany(actions),
      memo: this.memo,
      options: this.game?.options,
    });
    ctx.rerender = () => this.draw();
    ctx.settings = this.settings;
    ctx.obsText = this.obsText;
    return ctx;
  }

  setInert(flag) {
    if (this.board) this.board.inert = flag;
    this.el.bar?.querySelectorAll("button, select").forEach((b) => { b.disabled = flag; });
  }

  draw() {
    if (!this.game || !this.renderer) return;
    const g = this.game;
    const ctx = this.context();
    document.title = `${g.variant_name} · wartable`;
    if (this.el.title) this.el.title.textContent = g.variant_name;
    if (this.el.meta) {
      const seat = this.seat === null ? "watching" : `you are ${seatName(this.seat)}`;
      this.el.meta.textContent = `${g.rules || g.options} · ${seat} · move ${g.moves}`;
    }
    this.drawPlayers(ctx);
    this.el.deal?.replaceChildren(dealSummary(g));
    this.el.keysSetting?.replaceChildren("Keys: ", h("kbd", {}, "1"), "–", h("kbd", {}, "9"), " or arrows select a move; ",
      h("kbd", {}, "Enter"), ` ${this.renderer.enterHelp ?? "plays the move you selected"}; `, h("kbd", {}, "Esc"), " clears.");
    // The board.
    const felt = this.el.felt;
    const board = g.status === "waiting" && this.seat !== null ? this.waitingBoard() : this.renderer.render(ctx);
    this.board = board;
    felt.replaceChildren(board);
    const slot = board.querySelector("[data-stage]");
    if (slot) slot.replaceChildren(this.stageNode);
    board.inert = this.busy || this.pending;
    this.drawControls(ctx);
    this.drawOutcome(ctx);
    this.markSelection();
  }

  waitingBoard() {
    const info = myGames().find((game) => game.id === this.gameId);
    const url = info?.invite_url ? new URL(info.invite_url, location.href).href : null;
    const box = h("div", { class: "waiting-friend" },
      h("h2", {}, "Waiting for your friend"),
      h("p", {}, "Send them this link. The game starts as soon as they open it."));
    if (url) {
      const input = h("input", { type: "text", readonly: true, value: url, "aria-label": "Invitation link", "data-invite-url": "" });
      const copy = h("button", { type: "button", class: "btn primary" }, "Copy link");
      copy.addEventListener("click", async () => {
        copy.textContent = (await copyText(url)) ? "Copied" : "Select and copy the link";
        input.select();
      });
      box.append(h("div", { class: "invite-box" }, input, copy));
    } else {
      box.append(h("p", { class: "muted" }, "The invitation link was shown when the game was created."));
    }
    return box;
  }

  drawPlayers(ctx) {
    const list = this.el.players;
    if (!list) return;
    list.replaceChildren();
    for (const player of this.game.players) {
      const you = player.seat === this.seat;
      list.append(h("li", {},
        h("span", { class: `dot${player.connected || player.kind === "agent" ? " on" : ""}`, "aria-hidden": "true" }),
        h("strong", {}, seatName(player.seat)),
        " ",
        h("span", { class: "name" }, player.kind === "agent" ? `${player.agent ?? player.name} (computer)`
          : !player.joined ? "waiting for a friend"
            : player.name && player.name !== seatName(player.seat) ? player.name : ""),
        you ? h("span", { class: "you" }, "you") : null));
    }
  }

  drawControls(ctx) {
    const bar = this.el.bar;
    const prompt = this.el.prompt;
    const actions = ctx.actions;
    bar.replaceChildren();
    prompt.classList.remove("waiting");
    if (this.outcome) {
      prompt.textContent = "The game is over.";
    } else if (this.game.status === "abandoned") {
      prompt.textContent = "This game was left unfinished.";
      prompt.classList.add("waiting");
      if (this.game.restarted_as) {
        prompt.append(" ", h("a", { href: `/games/${this.game.restarted_as}` }, "Go to the game that replaced it"));
      }
    } else if (this.game.status === "waiting") {
      prompt.textContent = "Waiting for the other player to join…";
      prompt.classList.add("waiting");
    } else if (actions.length) {
      prompt.textContent = prettyText(this.decision.prompt);
    } else if (this.seat === null) {
      prompt.textContent = "You are watching this game.";
      prompt.classList.add("waiting");
    } else if (this.pending || this.busy) {
      prompt.textContent = "…";
      prompt.classList.add("waiting");
    } else {
      const other = ctx.names[1 - (this.seat ?? 0)];
      prompt.textContent = `Waiting for ${other}…`;
      prompt.classList.add("waiting");
    }
    const rest = actions.filter((a) => !ctx.handled.has(a));
    if (rest.length > 12) {
      const select = h("select", { "aria-label": "Choose an action", "data-action-select": "" },
        rest.map((a) => h("option", { value: String(a.id) }, this.label(a))));
      const chosen = () => rest.find((a) => String(a.id) === select.value);
      select.addEventListener("change", () => this.select(chosen()));
      const play = h("button", { type: "button", class: "btn primary" }, "Play");
      play.addEventListener("click", () => this.act(chosen()));
      bar.append(select, play);
    } else {
      for (const action of rest) {
        const index = actions.indexOf(action);
        const button = h("button", { type: "button", class: "btn", dataset: { action: String(action.id) } }, this.label(action));
        if (this.settings.keyHints && index < 9) button.append(h("kbd", { "aria-hidden": "true" }, String(index + 1)));
        button.addEventListener("click", () => this.act(action));
        bar.append(button);
      }
    }
    if (this.el.keys) {
      const def = this.enterAction(ctx);
      const parts = [];
      if (actions.length) {
        if (Array.isArray(def)) parts.push(`Enter ${this.renderer.enterLabel?.(ctx) ?? `plays ${def.length} moves`}`);
        else if (def) parts.push(`Enter: ${this.label(def)}`);
        parts.push(actions.length > 1 ? `1–${Math.min(9, actions.length)} or ←/→ select` : "");
        parts.push("Esc clears");
      }
      this.el.keys.textContent = parts.filter(Boolean).join(" · ");
      if (this.selected) this.el.keys.textContent = `Selected: ${this.label(this.selected)} — Enter to play · ${this.el.keys.textContent}`;
    }
    // Key hints on the board.
    if (this.settings.keyHints && actions.length > 1 && !this.renderer.noKeyHints) {
      actions.slice(0, 9).forEach((action, i) => {
        const node = this.board.querySelector(`.card-btn[data-action="${action.id}"]`);
        if (node && !node.querySelector(".key-hint")) node.append(h("span", { class: "key-hint", "aria-hidden": "true" }, String(i + 1)));
      });
    }
    if (this.el.restart) {
      const agentGame = this.game.players.some((p) => p.kind === "agent");
      const over = this.outcome || this.game.status === "finished" || this.game.status === "abandoned";
      this.el.restart.hidden = !(agentGame && this.seat !== null) || Boolean(over);
      this.el.restart.textContent = "Restart";
      delete this.el.restart.dataset.confirm;
    }
    if (this.el.replayLink) this.el.replayLink.href = `/games/${this.game.id}/replay`;
  }

  drawOutcome(ctx) {
    const box = this.el.outcome;
    if (!box) return;
    box.replaceChildren();
    const outcome = this.outcome;
    if (!outcome) {
      box.hidden = true;
      return;
    }
    box.hidden = false;
    let kind = "draw";
    let title = "A draw";
    if (outcome.winner !== null && outcome.winner !== undefined) {
      if (this.seat === null) {
        kind = "win";
        title = `${seatName(outcome.winner)} wins`;
      } else if (outcome.winner === this.seat) {
        kind = "win";
        title = "You win!";
      } else {
        kind = "loss";
        title = `${ctx.names[outcome.winner]} wins`;
      }
    }
    box.className = `outcome ${kind}`;
    box.append(h("h2", {}, title));
    box.append(h("p", {}, outcome.text));
    if (outcome.scores?.length) {
      box.append(h("p", { class: "muted small" }, `Scores: ${outcome.scores.map((s, i) => `${ctx.names[i]} ${s}`).join(" · ")}`));
    }
    const buttons = h("div", { class: "btn-row" });
    if (this.seat !== null && this.game.players.some((p) => p.kind === "agent")) {
      const again = h("button", { type: "button", class: "btn primary", "data-play-again": "" }, "Play again");
      again.addEventListener("click", () => this.send({ type: "restart" }));
      buttons.append(again);
    }
    buttons.append(h("a", { class: "btn", href: `/games/${this.game.id}/replay` }, "Watch the replay"));
    buttons.append(h("a", { class: "btn", href: "/" }, "Lobby"));
    box.append(buttons);
  }

  // -- acting -------------------------------------------------------------------------------------------------

  act(action) {
    const actions = this.actionsNow();
    if (!action || !actions.some((a) => a.id === action.id)) return;
    if (!this.send({ type: "act", action: action.id, turn: this.decision.turn })) {
      this.notice("Not connected; the move was not sent.", "error");
      return;
    }
    this.sentTurn = this.decision.turn;
    this.unacked = { action, turn: this.decision.turn };
    this.pending = true;
    this.selected = null;
    this.memo.selection = null;
    this.notice(null);
    if (this.board) this.board.inert = true;
    this.el.bar?.querySelectorAll("button, select").forEach((b) => { b.disabled = true; });
  }

  /** Actions chosen together (a deck): the first now, each of the others once the decision it
   * answers comes, as the renderer's resolve() reads it then; the plan ends at the first that is
   * no longer legal. */
  actMany(list) {
    this.plan = [...list];
    this.nextPlanned();
  }

  nextPlanned() {
    if (!this.plan.length) return;
    const actions = this.actionsNow();
    if (!actions.length) return;
    const wanted = this.plan.shift();
    let action;
    if (wanted === DEFAULT) action = this.defaultAction();
    else if (this.renderer.resolve) action = this.renderer.resolve(wanted, actions, this.context());
    else action = actions.find((a) => a.id === wanted.id) ?? null;
    if (!action) {
      this.plan = [];
      this.notice(`${this.label(wanted)} is no longer possible; choose again.`, "error");
      this.draw();
      return;
    }
    this.act(action);
  }

  askRestart() {
    const button = this.el.restart;
    if (this.outcome || button.dataset.confirm === "yes") {
      this.send({ type: "restart" });
      button.textContent = "Restart";
      delete button.dataset.confirm;
      return;
    }
    button.dataset.confirm = "yes";
    button.textContent = "Restart? Click again (no undo)";
    setTimeout(() => {
      if (button.dataset.confirm === "yes") {
        button.textContent = "Restart";
        delete button.dataset.confirm;
      }
    }, 4000);
  }

  /** What Enter plays: the renderer's plan of several actions, if it has one now, else the
   * decision's default (none where the engine leaves every choice to the player). */
  enterAction(ctx) {
    if (!ctx.actions.length) return null;
    const plan = this.renderer.enterPlan?.(ctx);
    if (plan) return plan.length ? plan : null;
    return this.defaultAction();
  }

  onKey(event) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    const tag = target?.tagName;
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
    const onButton = tag === "BUTTON" || tag === "A";
    const ctx = this.context();
    const actions = ctx.actions;
    if (!actions.length) return;
    const key = event.key;
    if (key === "Enter") {
      if (onButton) return; // the focused button acts by itself
      const selected = this.selected && actions.find((a) => a.id === this.selected.id);
      const action = selected || this.enterAction(ctx);
      if (Array.isArray(action)) {
        event.preventDefault();
        this.actMany(action);
      } else if (action) {
        event.preventDefault();
        this.act(action);
      }
      return;
    }
    if (key === "Escape") {
      this.selected = null;
      if (this.memo.selection) {
        this.memo.selection = null;
        this.draw();
      }
      this.markSelection();
      return;
    }
    if (/^[1-9]$/.test(key)) {
      const index = Number(key) - 1;
      if (index < actions.length) {
        event.preventDefault();
        this.select(actions[index]);
      }
      return;
    }
    if (["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"].includes(key)) {
      if (onButton && target.closest("[data-felt]") === null && target.closest("[data-action-bar]") === null) return;
      event.preventDefault();
      const forward = key === "ArrowRight" || key === "ArrowDown";
      const current = this.selected ? actions.findIndex((a) => a.id === this.selected.id) : -1;
      let next;
      if (current < 0) next = forward ? 0 : actions.length - 1;
      else next = (current + (forward ? 1 : -1) + actions.length) % actions.length;
      this.select(actions[next]);
    }
  }

  select(action) {
    this.selected = action;
    this.markSelection();
    const list = this.el.bar?.querySelector("[data-action-select]");
    if (list && action && list.querySelector(`option[value="${action.id}"]`)) list.value = String(action.id);
    if (this.el.keys) {
      const base = this.el.keys.textContent.replace(/^Selected: .*? — Enter to play · /, "");
      this.el.keys.textContent = `Selected: ${this.label(action)} — Enter to play · ${base}`;
    }
  }

  markSelection() {
    const root = this.root;
    root.querySelectorAll(".selected").forEach((n) => n.classList.remove("selected"));
    if (!this.selected) return;
    const found = [...root.querySelectorAll(`[data-action="${this.selected.id}"]`)];
    const extra = this.renderer.highlight?.(this.selected, this.board, this.context()) ?? [];
    for (const node of [...found, ...extra]) node.classList.add("selected");
    const first = found[0] ?? extra[0];
    first?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }
}

/** An event's text for the player in ``seat``: the engine names seats ("Player 1"), the board
 * says "You", so the log marks the seat ("Player 1 (you)") and says "your" ("yours" at the end of a
 * phrase) for its possessive. */
export function markSeat(text, seat) {
  if (seat === null || seat === undefined) return text;
  const me = `Player ${seat + 1}`;
  const marked = text
    .replace(new RegExp(`\\b${me}'s(?=\\s+(?:for|and)\\b|[,.;:)]|$)`, "g"), "yours")
    .replace(new RegExp(`\\b${me}'s\\b`, "g"), "your")
    .replace(new RegExp(`\\b${me}\\b`, "g"), `${me} (you)`);
  return marked.replace(/^your/, "Your");
}

/** The events of the latest turn or battle: from the last event of a type in ``turnStarts`` (the
 * renderer's), else the last 20. */
export function lastTurnEvents(events, turnStarts = []) {
  const starts = new Set(turnStarts);
  let end = events.length;
  for (let i = events.length - 1; i >= 0; i -= 1) {
    if (!starts.has(events[i].type)) continue;
    if (i >= end - 1) {
      end = i; // a start with nothing after it yet: show the one before
      continue;
    }
    return events.slice(i, end);
  }
  return events.slice(-20);
}

/** The line kept in my games for a game. */
export function gameInfo(game, opponent, extra = {}) {
  return {
    variant: game.variant,
    variant_name: game.variant_name,
    options: game.options,
    rules: game.rules,
    status: game.status,
    opponent,
    ...extra,
  };
}

/** Start the page: <div data-game-page data-game-id=... data-invite=...>. */
export function main() {
  const root = document.querySelector("[data-game-page]");
  if (!root) return;
  const gameId = root.dataset.gameId;
  const invite = root.dataset.invite || new URLSearchParams(location.search).get("invite");
  const table = new LiveTable(root, { gameId, invite });
  window.wartableTable = table;
  table.start();
}
