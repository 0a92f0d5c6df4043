// The replay page: step forward and back through a game from either seat's view, or the whole
// truth (both seats' views and every event) once it is over; download and upload records.

import { h, api, seatToken, seatName, plural } from "./common.js";
import { prettyText } from "./cards.js";
import { loadRenderer, makeContext } from "./table.js";
import { dealPanel } from "./fairness.js";

function namesOf(game) {
  return [0, 1].map((s) => {
    const p = game.players?.find((x) => x.seat === s);
    if (!p) return seatName(s);
    if (p.kind === "agent") return p.agent ?? p.name;
    return p.name && p.name !== seatName(s) ? p.name : seatName(s);
  });
}

class Replay {
  constructor(root) {
    this.root = root;
    this.gameId = root.dataset.gameId;
    this.token = seatToken(this.gameId);
    this.step = 0;
    this.frames = [];
    this.timer = null;
    const q = (s) => root.querySelector(s);
    this.el = {
      title: q("[data-title]"), meta: q("[data-meta]"), notice: q("[data-notice]"), view: q("[data-view]"),
      first: q("[data-first]"), prev: q("[data-prev]"), play: q("[data-play]"), next: q("[data-next]"),
      last: q("[data-last]"), slider: q("[data-slider]"), stepText: q("[data-step]"), action: q("[data-action-line]"),
      views: q("[data-views]"), log: q("[data-log]"), outcome: q("[data-outcome]"), upload: q("[data-upload]"),
      uploadResult: q("[data-upload-result]"), deal: q("[data-deal]"),
    };
    this.el.first.addEventListener("click", () => this.go(0));
    this.el.prev.addEventListener("click", () => this.go(this.step - 1));
    this.el.next.addEventListener("click", () => this.go(this.step + 1));
    this.el.last.addEventListener("click", () => this.go(this.frames.length - 1));
    this.el.play.addEventListener("click", () => this.toggle());
    this.el.slider.addEventListener("input", () => this.go(Number(this.el.slider.value)));
    this.el.view.addEventListener("change", () => this.load(this.el.view.value));
    this.el.upload.addEventListener("change", () => this.upload());
    document.addEventListener("keydown", (e) => this.onKey(e));
  }

  notice(text) {
    this.el.notice.hidden = !text;
    this.el.notice.className = "notice error";
    this.el.notice.textContent = text ?? "";
  }

  async start() {
    const wanted = new URLSearchParams(location.search).get("view");
    let game = null;
    try {
      const snap = await api(`/api/games/${encodeURIComponent(this.gameId)}`, { token: this.token });
      game = snap.game;
      this.mySeat = snap.seat;
    } catch (error) {
      this.notice(`No such game: ${error.message}`);
      return;
    }
    const over = game.status === "finished" || game.status === "abandoned";
    let view = wanted ?? (over ? "all" : this.mySeat !== null && this.mySeat !== undefined ? String(this.mySeat) : "all");
    if (!over) {
      const all = this.el.view.querySelector('option[value="all"]');
      all.disabled = true;
      all.textContent = "Everything (once the game is over)";
      if (view === "all" && this.mySeat !== null && this.mySeat !== undefined) view = String(this.mySeat);
    }
    this.el.view.value = view;
    await this.load(view);
  }

  async load(view) {
    this.stop();
    const url = new URL(location.href);
    url.searchParams.set("view", view);
    history.replaceState(null, "", url);
    try {
      const data = await api(`/api/games/${encodeURIComponent(this.gameId)}/replay?view=${view}`, { token: this.token });
      this.notice(null);
      this.game = data.game;
      this.view = data.view;
      this.frames = data.frames;
      this.renderer = await loadRenderer(this.game.variant);
      this.names = namesOf(this.game);
      this.el.title.textContent = `Replay: ${this.game.variant_name}`;
      document.title = `Replay: ${this.game.variant_name} · wartable`;
      const seed = this.game.seed !== null && this.game.seed !== undefined ? ` · seed ${this.game.seed}` : "";
      this.el.meta.textContent = `${this.game.rules || this.game.options} · ${this.names[0]} vs ${this.names[1]} · ${plural(this.game.moves, "move")}${seed}`;
      this.el.slider.max = String(Math.max(0, this.frames.length - 1));
      const start = Number(new URLSearchParams(location.search).get("step") ?? "0");
      this.go(Number.isFinite(start) ? start : 0);
      this.drawOutcome();
      await this.drawDeal();
    } catch (error) {
      this.notice(error.status === 401 || error.status === 403
        ? `This view is not open to you: ${error.message}`
        : `Could not load the replay: ${error.message}`);
    }
  }

  async drawDeal() {
    if (!this.el.deal || this.dealDrawn === this.game.id) return;
    this.dealDrawn = this.game.id;
    const frames = async (seat) => {
      if (this.view === "all" || this.view === String(seat)) return this.frames;
      const data = await api(`/api/games/${encodeURIComponent(this.gameId)}/replay?view=${seat}`, { token: this.token });
      return data.frames;
    };
    this.el.deal.replaceChildren(await dealPanel(this.game, frames));
  }

  drawOutcome() {
    const box = this.el.outcome;
    const o = this.game.outcome;
    box.hidden = !o;
    if (!o) return;
    box.className = `outcome ${o.winner === null ? "draw" : "win"}`;
    box.replaceChildren(h("h2", {}, o.winner === null ? "A draw" : `${this.names[o.winner]} won`), h("p", {}, o.text));
  }

  go(step) {
    if (!this.frames.length) return;
    this.step = Math.max(0, Math.min(this.frames.length - 1, step));
    this.el.slider.value = String(this.step);
    const frame = this.frames[this.step];
    this.el.stepText.textContent = `Step ${this.step} of ${this.frames.length - 1} · turn ${frame.turn}`;
    const a = frame.action;
    this.el.action.textContent = a
      ? `${this.names[a.seat]}${this.names[a.seat] === seatName(a.seat) ? "" : ` (${seatName(a.seat)})`}: ${a.action === null ? "a hidden move" : a.action.label}`
      : "The start of the game.";
    this.el.prev.disabled = this.step === 0;
    this.el.first.disabled = this.step === 0;
    this.el.next.disabled = this.step === this.frames.length - 1;
    this.el.last.disabled = this.el.next.disabled;
    this.draw(frame);
  }

  draw(frame) {
    const seats = frame.observations.map((o, seat) => (o ? seat : null)).filter((s) => s !== null);
    this.el.views.className = `replay-views${seats.length > 1 ? "" : " single"}`;
    this.el.views.replaceChildren();
    const history = this.frames.slice(0, this.step + 1).flatMap((f) => f.events);
    for (const seat of seats) {
      const obs = frame.observations[seat];
      const memo = {};
      const ctx = makeContext({ obs, seat, names: this.names, actions: [], memo, replay: true, options: this.game.options });
      ctx.me = seat;
      for (const e of history) this.renderer.note?.(e, ctx);
      const board = this.renderer.render(ctx);
      const stage = h("div", { class: "stage" });
      const frames = this.renderer.frames?.(frame.events, ctx) ?? [];
      if (frames.length) stage.append(frames[frames.length - 1].node);
      board.querySelector("[data-stage]")?.replaceChildren(stage);
      board.inert = true;
      const felt = h("section", { class: "felt", "aria-label": `${seatName(seat)}'s view`, "data-seat-view": seat },
        seats.length > 1 || this.view !== "all" ? h("p", { class: "view-title" }, `${seatName(seat)}'s view${this.names[seat] === seatName(seat) ? "" : ` (${this.names[seat]})`}`) : null,
        board);
      this.el.views.append(felt);
    }
    // The log: everything so far, this step's events marked.
    const log = this.el.log;
    log.replaceChildren();
    const ctx = makeContext({ obs: frame.observations[seats[0]], seat: this.view === "all" ? null : seats[0], names: this.names });
    this.frames.slice(0, this.step + 1).forEach((f, i) => {
      for (const e of f.events) {
        if (e.importance === "detail") continue;
        const kind = this.renderer.logClass?.(e, ctx) ?? "";
        log.append(h("li", { class: `${kind}${i === this.step ? " new" : ""}`.trim() }, prettyText(e.text)));
      }
    });
    log.scrollTop = log.scrollHeight;
  }

  toggle() {
    if (this.timer) this.stop();
    else {
      if (this.step >= this.frames.length - 1) this.go(0);
      this.el.play.textContent = "❚❚ Pause";
      this.el.play.setAttribute("aria-label", "Pause");
      this.timer = setInterval(() => {
        if (this.step >= this.frames.length - 1) this.stop();
        else this.go(this.step + 1);
      }, 900);
    }
  }

  stop() {
    clearInterval(this.timer);
    this.timer = null;
    this.el.play.textContent = "▶ Play";
    this.el.play.setAttribute("aria-label", "Play");
  }

  onKey(e) {
    const tag = e.target?.tagName;
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA" || e.altKey || e.ctrlKey || e.metaKey) return;
    const keys = {
      ArrowRight: () => this.go(this.step + 1),
      ArrowLeft: () => this.go(this.step - 1),
      Home: () => this.go(0),
      End: () => this.go(this.frames.length - 1),
      " ": () => this.toggle(),
    };
    if (keys[e.key] && !(e.key === " " && tag === "BUTTON")) {
      e.preventDefault();
      keys[e.key]();
    }
  }

  async upload() {
    const input = this.el.upload;
    const out = this.el.uploadResult;
    const file = input.files?.[0];
    if (!file) return;
    out.textContent = "Uploading…";
    try {
      const form = new FormData();
      form.append("file", file, file.name);
      const result = await api("/api/records", { method: "POST", body: form });
      const games = result.games ?? [];
      if (!games.length) out.textContent = "The file held no game.";
      else if (games.length === 1) location.assign(`/games/${games[0].id}/replay`);
      else out.replaceChildren(...games.flatMap((g, i) => [i ? ", " : "", h("a", { href: `/games/${g.id}/replay` }, `${g.variant_name} ${g.id}`)]));
    } catch (error) {
      out.textContent = `Could not read the record: ${error.message}`;
    } finally {
      input.value = "";
    }
  }
}

export function main() {
  const root = document.querySelector("[data-replay-page]");
  if (!root) return;
  const replay = new Replay(root);
  window.wartableReplay = replay;
  replay.start();
}
