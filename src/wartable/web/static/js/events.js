// Slot-wars events: the list with a new-event form (/events), and an event's page (/events/<id>):
// standings, rounds and results, players with their dealt pools and decks, exports, and for the
// organiser the desk: register players by uploading their sets, deal, decks, pair, report results or
// let agents play the open tables. Every change is one request to /api/events/...; the server checks
// that you organise the event.

import { h, api, cookie, plural } from "./common.js";
import { me } from "./account.js";

const STATUS_TEXT = {
  registration: "registration",
  dealt: "cards dealt",
  playing: "playing",
  final: "final",
};
const AGENTS = ["heuristic", "random", "first"];

function statusBadge(status) {
  return h("span", { class: `badge ${status}` }, STATUS_TEXT[status] ?? status);
}

function percent(share) {
  return `${(share * 100).toFixed(1)}%`;
}

function showError(box, error) {
  box.hidden = false;
  box.replaceChildren(h("strong", {}, error.message ?? String(error)));
  const problems = error.body?.errors ?? [];
  if (problems.length) {
    box.append(h("ul", { class: "problems", "data-problems": "" },
      problems.map((p) => h("li", {}, p.field ? h("code", {}, p.field) : null, p.field ? " " : null, p.message))));
  }
}

// -- /events ---------------------------------------------------------------------------------------

export async function eventsPage() {
  const root = document.querySelector("[data-events-page]");
  if (!root) return;
  const body = root.querySelector("[data-events]");
  const form = root.querySelector("[data-new-event]");
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const box = form.querySelector("[data-error]");
    const button = form.querySelector("[data-submit]");
    box.hidden = true;
    const data = Object.fromEntries(new FormData(form));
    const request = { name: data.name.trim(), format: data.format, distribution: data.distribution };
    if (data.rounds) request.rounds = Number(data.rounds);
    if (data.seed) request.seed = Number(data.seed);
    button.disabled = true;
    try {
      const created = await api("/api/events", { method: "POST", body: request });
      location.assign(`/events/${created.event.id}`);
    } catch (error) {
      showError(box, error);
      button.disabled = false;
    }
  });
  const state = await me();
  form.hidden = !state.user;
  root.querySelector("[data-guest-note]").hidden = Boolean(state.user);
  try {
    const events = await api("/api/events");
    body.replaceChildren(...events.map((e) => h("tr", { "data-event": e.id },
      h("th", { scope: "row" }, h("a", { href: `/events/${e.id}` }, e.name),
        e.can_edit ? h("span", { class: "badge you" }, "yours") : null),
      h("td", {}, statusBadge(e.status)),
      h("td", { class: "num" }, String(e.players)),
      h("td", { class: "num" }, `${e.rounds_paired}${e.rounds ? ` / ${e.rounds}` : ""}`),
      h("td", {}, e.organiser ?? h("span", { class: "muted", title: "Made with wartable event: read-only here" }, "command line")))));
    if (!events.length) body.append(h("tr", {}, h("td", { colspan: 5, class: "muted" }, "No events yet.")));
  } catch (error) {
    body.replaceChildren(h("tr", {}, h("td", { colspan: 5, class: "error-text" }, `Could not list the events: ${error.message}`)));
  }
}

// -- /events/<id> ----------------------------------------------------------------------------------

class EventPage {
  constructor(root) {
    this.root = root;
    this.id = root.dataset.eventId;
    this.event = null;
    this.agent = "heuristic";
    this.$ = (selector) => root.querySelector(selector);
  }

  async load() {
    try {
      this.event = await api(`/api/events/${this.id}`);
      this.render();
    } catch (error) {
      showError(this.$("[data-error]"), error);
    }
  }

  /** POST a command; show its message and the event as it is now. */
  async command(path, body, button) {
    const error = this.$("[data-error]");
    error.hidden = true;
    if (button) button.disabled = true;
    this.root.setAttribute("aria-busy", "true");
    try {
      const changed = await api(`/api/events/${this.id}${path}`, { method: "POST", body });
      this.event = changed.event;
      this.render();
      this.message(changed.message);
      return true;
    } catch (failure) {
      showError(error, failure);
      if (button) button.disabled = false;
      return false;
    } finally {
      this.root.removeAttribute("aria-busy");
    }
  }

  message(text) {
    const box = this.$("[data-message]");
    box.hidden = !text;
    box.textContent = text ?? "";
  }

  render() {
    const e = this.event;
    document.title = `${e.name} · wartable events`;
    this.$("[data-event-name]").textContent = e.name;
    const badge = this.$("[data-event-status]");
    badge.className = `badge ${e.status}`;
    badge.textContent = STATUS_TEXT[e.status] ?? e.status;
    const rounds = e.rounds ? plural(e.rounds, "round") : "rounds: the format's default";
    const organiser = e.organiser ? `organised by ${e.organiser}` : "made with the command line";
    this.$("[data-event-meta]").textContent =
      `${e.format} · ${rounds} · ${e.distribution.replace("_", " ")} deal · seed ${e.seed} · ${organiser}`;
    const readonly = this.$("[data-readonly]");
    readonly.hidden = e.can_edit;
    const reason = e.read_only_reason ?? "";
    readonly.replaceChildren(h("strong", {}, "Read-only: "), `${reason}.`);
    if (!e.can_edit && e.organiser && !document.querySelector("[data-account-user]")) {
      readonly.append(" ", h("a", { href: `/login?next=${encodeURIComponent(location.pathname)}` }, "Log in"));
    }
    this.renderStandings();
    this.renderRounds();
    this.renderPlayers();
    this.renderDesk();
    this.$("[data-register-panel]").hidden = !(e.can_edit && e.next_steps.includes("register"));
    for (const link of this.root.querySelectorAll("[data-export]")) {
      const kind = link.dataset.export;
      link.href = kind === "json" ? `/api/events/${e.id}/export.json` : `/api/events/${e.id}/export/${kind}.csv`;
    }
  }

  renderStandings() {
    const table = this.$("[data-standings]");
    const rows = this.event.round_list.length ? this.event.standings : [];
    table.replaceChildren(
      h("thead", {}, h("tr", {},
        h("th", { scope: "col", class: "num" }, "#"), h("th", { scope: "col" }, "Player"),
        h("th", { scope: "col", class: "num" }, "Points"), h("th", { scope: "col" }, "W-D-L"),
        h("th", { scope: "col", class: "num" }, "Rounds"),
        h("th", { scope: "col", class: "num" }, h("abbr", { title: "Opponents' match-win percentage" }, "OMW%")),
        h("th", { scope: "col", class: "num" }, h("abbr", { title: "Game-win percentage (rounds won)" }, "GW%")),
        h("th", { scope: "col", class: "num" }, h("abbr", { title: "Opponents' game-win percentage" }, "OGW%")))),
      h("tbody", {}, rows.map((r) => h("tr", { "data-standing": r.player, class: r.rank === 1 && this.event.round_list.length ? "leader" : null },
        h("td", { class: "num" }, String(r.rank)),
        h("th", { scope: "row" }, r.player, r.byes ? h("span", { class: "muted small" }, ` · ${r.byes} bye${r.byes > 1 ? "s" : ""}`) : null),
        h("td", { class: "num strong" }, String(r.match_points)),
        h("td", {}, `${r.wins}-${r.draws}-${r.losses}`),
        h("td", { class: "num" }, `${r.games_won}-${r.games_lost}`),
        h("td", { class: "num" }, percent(r.opponents_match_win)),
        h("td", { class: "num" }, percent(r.game_win)),
        h("td", { class: "num" }, percent(r.opponents_game_win))))));
    if (!rows.length) {
      table.append(h("tbody", {}, h("tr", {}, h("td", { colspan: 8, class: "muted" },
        this.event.players.length ? "The standings start with the first round." : "No players yet."))));
    }
  }

  resultText(table) {
    const r = table.result;
    if (!r) return h("span", { class: "muted" }, "open");
    if (r.outcome === "bye") return h("span", { class: "muted" }, `bye for ${table.first}`);
    const agents = r.agents && r.agents[0] === r.agents[1] ? r.agents[0] : r.agents?.join(" v ") ?? "agents";
    const how = r.source === "played" ? `played by ${agents}` : "reported";
    const fixed = r.revision > 1 ? ` · corrected` : "";
    if (r.outcome === "draw") {
      return h("span", {}, h("strong", {}, `draw ${r.first_rounds}-${r.second_rounds}`), h("span", { class: "muted small" }, ` · ${how}${fixed}`));
    }
    const won = r.outcome === "first" ? r.first_rounds : r.second_rounds;
    const lost = r.outcome === "first" ? r.second_rounds : r.first_rounds;
    return h("span", {}, h("strong", {}, `${r.winner} won ${won}-${lost}`), h("span", { class: "muted small" }, ` · ${how}${fixed}`));
  }

  reportForm(round, table, replace) {
    const winner = h("select", { "aria-label": `Round ${round.number} table ${table.table}: winner`, "data-winner": "" },
      h("option", { value: table.first }, table.first), h("option", { value: table.second }, table.second),
      h("option", { value: "draw" }, "draw"));
    const rounds = h("select", { "aria-label": "Rounds won, the winner's first", "data-score": "" });
    const fill = () => {
      const options = winner.value === "draw" ? ["0-0", "1-1", "1-0", "0-1"] : ["2-0", "2-1"];
      rounds.replaceChildren(...options.map((o) => h("option", { value: o }, o)));
    };
    winner.addEventListener("change", fill);
    fill();
    const button = h("button", { type: "submit", class: "btn small primary" }, replace ? "Correct" : "Report");
    const form = h("form", { class: "report-form", "data-report": `${round.number}-${table.table}` }, winner, rounds, button);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.command(`/rounds/${round.number}/tables/${table.table}`,
        { winner: winner.value, rounds: rounds.value, replace }, button);
    });
    return form;
  }

  playControls() {
    const select = h("select", { "aria-label": "Agent for both seats", "data-agent": "" },
      AGENTS.map((a) => h("option", { value: a, selected: a === this.agent }, a)));
    select.addEventListener("change", () => { this.agent = select.value; });
    const button = h("button", { type: "button", class: "btn small primary", "data-play": "" }, "Let agents play the open tables");
    button.addEventListener("click", () => this.command("/play", { agents: select.value }, button));
    return h("div", { class: "play-controls" }, h("label", { class: "small" }, "Agents ", select), button);
  }

  renderRounds() {
    const e = this.event;
    const box = this.$("[data-rounds]");
    if (!e.round_list.length) {
      box.replaceChildren(h("p", { class: "muted" }, e.status === "registration" ? "Players are registering." : "No round is paired yet."));
      return;
    }
    const current = e.round_list[e.round_list.length - 1];
    const rounds = [...e.round_list].reverse();
    box.replaceChildren(...rounds.map((round) => {
      const live = round === current && e.can_edit;
      const open = round.tables.filter((t) => !t.result).length;
      const head = h("div", { class: "round-head" },
        h("h3", {}, `Round ${round.number}${e.rounds ? ` of ${e.rounds}` : ""}`),
        h("span", { class: `badge ${round.complete ? "finished" : "active"}` }, round.complete ? "complete" : `${open} open`));
      const rows = round.tables.map((t) => {
        // An open table's result is its report form (for the organiser); a result can be corrected.
        const result = h("td", {}, this.resultText(t));
        if (live && !t.result && t.second) result.replaceChildren(this.reportForm(round, t, false));
        else if (e.can_edit && t.result && t.second && e.status !== "final") {
          const change = h("button", { type: "button", class: "link-button small correct" }, "correct");
          change.addEventListener("click", () => result.replaceChildren(this.reportForm(round, t, true)));
          result.append(" ", change);
        }
        return h("tr", { "data-table": `${round.number}-${t.table}` },
          h("td", { class: "num" }, String(t.table)),
          h("td", {}, t.first), h("td", {}, t.second ?? h("span", { class: "muted" }, "—")), result);
      });
      const table = h("div", { class: "table-wrap" }, h("table", { class: "data-table tables" },
        h("colgroup", {}, h("col", { class: "col-table" }), h("col", { class: "col-player" }),
          h("col", { class: "col-player" }), h("col", {})),
        h("thead", {}, h("tr", {}, h("th", { scope: "col", class: "num" }, "Table"), h("th", { scope: "col" }, "First"),
          h("th", { scope: "col" }, "Second"), h("th", { scope: "col" }, "Result"))),
        h("tbody", {}, rows)));
      const section = h("section", { class: "round", "data-round": round.number }, head, table);
      if (live && e.next_steps.includes("play")) section.append(this.playControls());
      return section;
    }));
  }

  renderPlayers() {
    const e = this.event;
    const table = this.$("[data-players]");
    table.replaceChildren(h("thead", {}, h("tr", {},
      h("th", { scope: "col" }, "Player"), h("th", { scope: "col" }, "Set"),
      h("th", { scope: "col" }, "Dealt"), h("th", { scope: "col" }, "Deck"))));
    const body = h("tbody", {});
    for (const p of e.players) {
      const set = h("td", {}, p.set_name || `${p.designer}'s set`, h("span", { class: "muted small" }, ` · ${plural(p.cards, "card")}`));
      const pool = p.pool
        ? h("td", { title: `${p.pool.rare} rare, ${p.pool.uncommon} uncommon, ${p.pool.common} common; ${p.pool.own_designs} of the player's own designs` },
          `${plural(p.pool.cards, "card")} `, h("span", { class: "rarities" }, `${p.pool.rare}★ ${p.pool.uncommon}◆ ${p.pool.common}●`),
          h("span", { class: "muted small" }, ` · ${p.pool.own_designs} own`))
        : h("td", { class: "muted" }, "not dealt");
      let deck = h("td", { class: "muted" }, p.pool ? "none yet" : "—");
      if (p.deck) {
        deck = h("td", {}, h("details", { class: "deck" },
          h("summary", {}, `${plural(p.deck.cards.length, "card")} (${p.deck.source})`),
          h("p", { class: "small" }, h("strong", {}, "Deck: "), p.deck.cards.join(", ")),
          h("p", { class: "small muted" }, h("strong", {}, "Sideboard: "), p.deck.sideboard.join(", "))));
      }
      body.append(h("tr", { "data-player": p.name }, h("th", { scope: "row" }, p.name), set, pool, deck));
    }
    if (!e.players.length) body.append(h("tr", {}, h("td", { colspan: 4, class: "muted" }, "Nobody has registered yet.")));
    table.append(body);
  }

  renderDesk() {
    const e = this.event;
    const desk = this.$("[data-desk]");
    desk.hidden = !e.can_edit;
    if (!e.can_edit) return;
    const steps = this.$("[data-steps]");
    const next = new Set(e.next_steps);
    const decks = e.players.filter((p) => p.deck).length;
    const paired = e.round_list.length;
    const current = e.round_list[paired - 1];
    const order = ["registration", "dealt", "playing", "final"];
    const at = order.indexOf(e.status);
    const step = (title, text, state, ...controls) => h("li", { class: `step ${state}` },
      h("strong", {}, title), h("p", { class: "small muted" }, text), controls.length ? h("div", { class: "btn-row" }, controls) : null);
    const button = (label, path, body, attrs = {}, primary = true) => {
      const b = h("button", { type: "button", class: `btn small${primary ? " primary" : ""}`, ...attrs }, label);
      b.addEventListener("click", () => this.command(path, body, b));
      return b;
    };
    const items = [];
    items.push(step("Register the players",
      `${e.players.length} registered${at === 0 ? "; upload each player's set below" : ""}.`,
      at === 0 ? "now" : "done"));
    items.push(step("Deal the cards",
      at === 0 ? "Pools the sets and deals 30 cards to each player; registration closes." : "Dealt.",
      next.has("distribute") ? "now" : at > 0 ? "done" : "later",
      next.has("distribute") ? button("Deal the cards", "/distribute", undefined, { "data-distribute": "" }) : null));
    const decksDone = e.players.length > 0 && decks === e.players.length;
    items.push(step("Build the decks",
      at === 0 ? "Each player keeps 21 of its 30 cards." : `${decks} of ${e.players.length} players have a deck; the automatic builder picks 21 cards (seeded by the event).`,
      next.has("decks") && !decksDone ? "now" : decksDone ? "done" : "later",
      next.has("decks") ? button(decksDone ? "Rebuild automatic decks" : "Automatic decks for everyone", "/decks", {}, { "data-auto-decks": "" }, !decksDone) : null));
    const roundsText = e.rounds ? ` of ${e.rounds}` : "";
    items.push(step("Pair and play the rounds",
      paired ? `Round ${paired}${roundsText}: ${current.complete ? "complete" : "report each open table under Rounds, or let agents play them"}.` : `${e.format === "swiss" ? "Swiss: players on equal points meet" : "Round robin: everyone meets everyone"}; the first pairing seats the players.`,
      e.status === "final" ? "done" : next.has("pair") || next.has("report") ? "now" : "later",
      next.has("pair") ? button(`Pair round ${paired + 1}`, "/rounds", undefined, { "data-pair": "" }) : null));
    items.push(step("Final standings", e.status === "final" ? "Every result is in: the event is final and rated." : "When every planned round has every result.",
      e.status === "final" ? "done" : "later"));
    steps.replaceChildren(...items);
  }
}

export async function eventPage() {
  const root = document.querySelector("[data-event-page]");
  if (!root) return;
  const page = new EventPage(root);
  window.wartableEvent = page;
  const form = root.querySelector("[data-register]");
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const box = form.querySelector("[data-error]");
    const button = form.querySelector("[data-submit]");
    box.hidden = true;
    if (!form.querySelector('input[type="file"]').files.length) {
      showError(box, new Error("choose the player's set file first"));
      return;
    }
    button.disabled = true;
    try {
      const changed = await api(`/api/events/${page.id}/players`, { method: "POST", body: new FormData(form) });
      page.event = changed.event;
      page.render();
      page.message(changed.message);
      form.reset();
      form.querySelector("[data-csrf]").value = cookie("wartable_csrf") ?? "";
    } catch (error) {
      showError(box, error);
    } finally {
      button.disabled = false;
    }
  });
  await me();
  await page.load();
}
