// The lobby: pick a variant and its options (each ruling explained), an opponent (an agent with
// its budget, or a friend by invitation link), a seat and a seed; resume my games (their seat
// tokens are kept in localStorage); list finished games; upload a record to replay it.

import { h, api, myGames, rememberSeat, forgetGame, seatToken, updateMyGame, markdown, ago, copyText, seatName, plural } from "./common.js";
import { cardSVG } from "./cards.js";
import { gameInfo } from "./table.js";

const state = {
  variants: [],
  agents: [],
  variant: null,
  values: {},
  agentValues: {},
};

/** Lobby presets: options that make sense when people play (the variant says which: in classic
 * War, the seats that choose their cards). */
function presets(variant, seat, friend = false) {
  return variant.presets?.[friend ? "friend" : String(seat)] ?? {};
}

function isFriend(root) {
  return root.querySelector('input[name="opponent"]:checked')?.value === "friend";
}

/** After the seat or the opponent changed: move the lobby's presets along, unless changed by hand. */
function represet(root, before) {
  const seat = Number(root.querySelector("[data-seat]").value);
  const now = presets(state.variant, seat, isFriend(root));
  let changed = false;
  for (const [k, v] of Object.entries(now)) {
    if (state.values[k] === before[k] && v !== before[k]) {
      state.values[k] = v;
      changed = true;
    }
  }
  if (changed) renderOptions(root);
}

function optionString(id, specs, values) {
  const changed = specs
    .filter((spec) => values[spec.name] !== undefined && values[spec.name] !== spec.default)
    .map((spec) => `${spec.name}=${values[spec.name]}`);
  return changed.length ? `${id}(${changed.join(",")})` : id;
}

function control(spec, value, onChange, idPrefix) {
  const id = `${idPrefix}-${spec.name}`;
  let input;
  if (spec.type === "bool") {
    input = h("select", { id, "data-option": spec.name },
      h("option", { value: "true" }, "true"), h("option", { value: "false" }, "false"));
    input.value = value;
  } else if (spec.type === "choice") {
    input = h("select", { id, "data-option": spec.name }, spec.choices.map((c) => h("option", { value: c.value }, c.value)));
    input.value = value;
  } else if (spec.type === "int" || spec.type === "float") {
    input = h("input", {
      id, type: "number", "data-option": spec.name, value,
      min: spec.minimum ?? undefined, max: spec.maximum ?? undefined,
      step: spec.type === "int" ? 1 : "any", inputmode: "numeric", style: { width: "8rem" },
    });
  } else {
    input = h("input", { id, type: "text", "data-option": spec.name, value });
  }
  input.addEventListener("change", () => onChange(input.value));
  input.addEventListener("input", () => {
    if (input.tagName === "INPUT") onChange(input.value);
  });
  return input;
}

function optionBlock(spec, value, onChange, idPrefix) {
  let block;
  const input = control(spec, value, (next) => {
    onChange(next);
    markBlock(block, spec, next);
  }, idPrefix);
  const badge = h("span", { class: "changed", "data-changed": "" }, `default ${spec.default}`);
  block = h("div", { class: "option", "data-option-block": spec.name },
    h("div", { class: "option-head" },
      h("label", { for: input.id }, h("code", {}, spec.name)),
      badge,
      h("span", { class: "control" }, input)),
    h("p", { class: "help", id: `${input.id}-help` }, spec.help,
      spec.type === "int" || spec.type === "float" ? h("span", { class: "muted" }, ` (${spec.values})`) : null));
  input.setAttribute("aria-describedby", `${input.id}-help`);
  if (spec.choices?.length && spec.choices.some((c) => c.help)) {
    block.append(h("ul", { class: "choices", "aria-label": `${spec.name} choices` },
      spec.choices.map((c) => h("li", { "data-choice": c.value }, h("code", {}, c.value), h("span", {}, c.help)))));
  }
  markBlock(block, spec, value);
  return block;
}

/** Show which choice is selected and whether the value differs from the default. */
function markBlock(block, spec, value) {
  block.querySelector("[data-changed]").hidden = String(value) === spec.default;
  block.querySelectorAll("[data-choice]").forEach((li) => li.classList.toggle("selected", li.dataset.choice === value));
}

// -- variants and options ---------------------------------------------------------------------------

function renderVariants(root) {
  const box = root.querySelector("[data-variants]");
  box.replaceChildren();
  for (const v of state.variants) {
    const id = `variant-${v.id}`;
    const input = h("input", { type: "radio", name: "variant", id, value: v.id });
    input.checked = state.variant?.id === v.id;
    input.addEventListener("change", () => selectVariant(root, v.id));
    box.append(h("div", { class: "variant-option" }, input,
      h("label", { for: id }, h("strong", {}, v.name), h("span", {}, v.summary))));
  }
}

function selectVariant(root, id, keep = {}) {
  const variant = state.variants.find((v) => v.id === id) ?? state.variants[0];
  state.variant = variant;
  const seat = Number(root.querySelector("[data-seat]").value);
  state.values = Object.fromEntries(variant.options.map((o) => [o.name, o.default]));
  Object.assign(state.values, presets(variant, seat, isFriend(root)), keep);
  renderOptions(root);
  root.querySelector("[data-rules-name]").textContent = variant.name;
  root.querySelector("[data-variant-summary]").replaceChildren(h("strong", {}, `${variant.name}: `), variant.summary);
  root.querySelector("[data-rules-doc]").innerHTML = variant.rules ? markdown(variant.rules) : "<p>No rules document is installed.</p>";
  const url = new URL(location.href);
  url.searchParams.set("variant", variant.id);
  history.replaceState(null, "", url);
}

function renderOptions(root) {
  const variant = state.variant;
  const list = root.querySelector("[data-options]");
  list.replaceChildren();
  for (const spec of variant.options) {
    list.append(optionBlock(spec, state.values[spec.name], (value) => {
      state.values[spec.name] = value;
      refreshOption(root, spec);
    }, "opt"));
  }
  const examples = root.querySelector("[data-examples]");
  examples.replaceChildren();
  if (variant.examples?.length) {
    examples.append(h("p", { class: "muted small", style: { margin: ".6rem 0 0" } }, "Try a mode:"));
    const row = h("div", { class: "examples" });
    for (const example of variant.examples) {
      const button = h("button", { type: "button", class: "btn small" }, example);
      button.addEventListener("click", () => applyExample(root, example));
      row.append(button);
    }
    examples.append(row);
  }
  updateOptionString(root);
}

function refreshOption(root, spec) {
  updateOptionString(root);
}

function applyExample(root, example) {
  const values = {};
  const m = /\((.*)\)/.exec(example);
  if (m) {
    for (const part of m[1].split(",")) {
      const [k, v] = part.split("=");
      if (k && v !== undefined) values[k.trim()] = v.trim();
    }
  }
  state.values = Object.fromEntries(state.variant.options.map((o) => [o.name, o.default]));
  Object.assign(state.values, values);
  renderOptions(root);
}

function updateOptionString(root) {
  const text = optionString(state.variant.id, state.variant.options, state.values);
  root.querySelector("[data-option-string]").textContent = text;
  const footer = root.querySelector("[data-option-string-footer]");
  if (footer) footer.textContent = text;
}

// -- agents --------------------------------------------------------------------------------------------

function renderAgents(root) {
  const select = root.querySelector("[data-agent]");
  select.replaceChildren(...state.agents.map((a) => h("option", { value: a.name }, a.name)));
  const preferred = state.agents.find((a) => a.default) ?? state.agents[0];
  if (preferred) select.value = preferred.name;
  select.addEventListener("change", () => renderAgentParams(root));
  renderAgentParams(root);
}

function renderAgentParams(root) {
  const name = root.querySelector("[data-agent]").value;
  const agent = state.agents.find((a) => a.name === name);
  root.querySelector("[data-agent-help]").textContent = agent?.summary ?? "";
  const box = root.querySelector("[data-agent-params]");
  box.replaceChildren();
  state.agentValues = Object.fromEntries((agent?.params ?? []).map((p) => [p.name, p.default]));
  // The budget first (iterations, seconds); the finer knobs folded away.
  const budget = ["iterations", "seconds"];
  const main = (agent?.params ?? []).filter((p) => budget.includes(p.name));
  const more = (agent?.params ?? []).filter((p) => !budget.includes(p.name));
  const make = (spec) => optionBlock(spec, state.agentValues[spec.name], (value) => {
    state.agentValues[spec.name] = value;
  }, "agent");
  for (const spec of main) box.append(make(spec));
  if (more.length) {
    box.append(h("details", {}, h("summary", { class: "small" }, "More settings"),
      h("div", { class: "option-list", style: { marginTop: ".5rem" } }, more.map(make))));
  }
}

function agentText(root) {
  const name = root.querySelector("[data-agent]").value;
  const agent = state.agents.find((a) => a.name === name);
  return optionString(name, agent?.params ?? [], state.agentValues);
}

// -- starting a game -----------------------------------------------------------------------------------------

async function startGame(root, event) {
  event.preventDefault();
  const errorBox = root.querySelector("[data-form-error]");
  errorBox.hidden = true;
  const friend = root.querySelector('input[name="opponent"]:checked').value === "friend";
  const seat = Number(root.querySelector("[data-seat]").value);
  const seedText = root.querySelector("[data-seed]").value.trim();
  const name = root.querySelector("[data-name]").value.trim();
  const body = {
    variant: state.variant.id,
    options: optionString(state.variant.id, state.variant.options, state.values),
    seat,
    opponent: friend ? { kind: "friend" } : { kind: "agent", agent: agentText(root) },
  };
  if (seedText && !friend) body.seed = Number(seedText);
  if (name) {
    body.name = name;
    try { localStorage.setItem("wartable.name", name); } catch { /* ignore */ }
  }
  const button = root.querySelector("[data-start]");
  button.disabled = true;
  try {
    const created = await api("/api/games", { method: "POST", body });
    const opponent = friend ? "friend" : body.opponent.agent;
    rememberSeat(created.game_id, created.seat, created.seat_token,
      gameInfo(created.game, opponent, { invite_url: created.invite_url ?? null }));
    location.assign(created.game_url || `/games/${created.game_id}`);
  } catch (error) {
    errorBox.hidden = false;
    errorBox.textContent = `The game could not start: ${error.message}`;
    button.disabled = false;
  }
}

// -- my games and finished games ---------------------------------------------------------------------------------

function statusBadge(status) {
  return h("span", { class: `badge ${status ?? ""}` }, status ?? "?");
}

async function renderMyGames(root) {
  const list = root.querySelector("[data-my-games]");
  list.replaceChildren();
  const games = myGames();
  if (!games.length) {
    list.append(h("li", { class: "muted" }, "No games yet. Start one!"));
    return;
  }
  for (const game of games.slice(0, 12)) {
    const item = h("li", { "data-game": game.id });
    const badge = statusBadge(game.status);
    const opponent = game.opponent === "friend" ? "a friend" : game.opponent ?? "?";
    const when = ago(game.created);
    item.append(
      h("div", { class: "what" }, h("strong", {}, game.variant_name ?? game.variant ?? "Game"),
        h("span", {}, `${seatName(game.seat)} against ${opponent} · ${game.rules || game.options || ""} · ${when}`)),
      badge);
    const over = (status) => status === "finished" || status === "abandoned";
    const open = h("a", { class: "btn small primary", href: `/games/${game.id}` },
      over(game.status) ? "See the table" : "Resume");
    const replay = h("a", { class: "btn small", href: `/games/${game.id}/replay` }, "Replay");
    const remove = h("button", { type: "button", class: "btn small danger", "aria-label": `Forget game ${game.id}` }, "×");
    remove.addEventListener("click", () => {
      forgetGame(game.id);
      item.remove();
    });
    item.append(h("div", { class: "btn-row" }, open, over(game.status) ? replay : null, remove));
    list.append(item);
    // Refresh its status from the server.
    const token = seatToken(game.id);
    api(`/api/games/${encodeURIComponent(game.id)}`, { token }).then((snap) => {
      const g = snap.game ?? snap;
      updateMyGame(game.id, { status: g.status });
      badge.replaceWith(statusBadge(g.status));
      if (over(g.status) && !item.querySelector('a[href$="/replay"]')) {
        open.textContent = "See the table";
        open.after(replay);
      }
      if (g.outcome && game.seat !== null) {
        const won = g.outcome.winner === game.seat;
        const text = g.outcome.winner === null ? "draw" : won ? "won" : "lost";
        item.querySelector(".what span").append(` · ${text}`);
      }
    }).catch((error) => {
      if (error.status === 404) {
        badge.replaceWith(statusBadge("gone"));
        open.remove();
      }
    });
  }
}

async function renderFinished(root) {
  const list = root.querySelector("[data-finished]");
  list.replaceChildren(h("li", { class: "muted" }, "Loading…"));
  try {
    const data = await api("/api/games?status=finished");
    const games = Array.isArray(data) ? data : data.games ?? [];
    list.replaceChildren();
    if (!games.length) list.append(h("li", { class: "muted" }, "No finished games yet."));
    for (const g of games.slice(0, 20)) {
      const players = (g.players ?? []).map((p) => p.kind === "agent" ? p.agent ?? p.name : p.name || seatName(p.seat)).join(" vs ");
      list.append(h("li", { "data-game": g.id },
        h("div", { class: "what" }, h("strong", {}, g.variant_name),
          h("span", {}, `${players} · ${g.outcome?.text ?? ""} · ${plural(g.moves, "move")} · ${ago(g.updated_at)}`)),
        h("a", { class: "btn small", href: `/games/${g.id}/replay` }, "Replay")));
    }
  } catch (error) {
    list.replaceChildren(h("li", { class: "error-text" }, `Could not list finished games: ${error.message}`));
  }
}

async function uploadRecord(root, input) {
  const out = root.querySelector("[data-upload-result]");
  const file = input.files?.[0];
  if (!file) return;
  out.textContent = "Uploading…";
  try {
    const form = new FormData();
    form.append("file", file, file.name);
    const result = await api("/api/records", { method: "POST", body: form });
    const games = result.games ?? [];
    if (!games.length) {
      out.textContent = "The file held no game.";
      return;
    }
    out.replaceChildren(`Imported ${games.length} game${games.length === 1 ? "" : "s"}: `,
      ...games.map((g, i) => [i ? ", " : "", h("a", { href: `/games/${g.id}/replay` }, `${g.variant_name} ${g.id}`)]).flat());
    if (games.length === 1) location.assign(`/games/${games[0].id}/replay`);
  } catch (error) {
    out.textContent = `Could not read the record: ${error.message}`;
  } finally {
    input.value = "";
  }
}

// -- page ------------------------------------------------------------------------------------------------------------

export async function main() {
  const root = document.querySelector("[data-lobby]");
  if (!root) return;
  const hero = root.querySelector("[data-hero]");
  for (const card of ["AS", "KH", "10D", "7C"]) hero?.append(cardSVG(card));
  try {
    root.querySelector("[data-name]").value = localStorage.getItem("wartable.name") ?? "";
  } catch { /* ignore */ }
  renderMyGames(root);
  renderFinished(root);
  root.querySelector("[data-record-upload]").addEventListener("change", (e) => uploadRecord(root, e.target));
  try {
    const [variants, agents] = await Promise.all([api("/api/variants"), api("/api/agents")]);
    state.variants = Array.isArray(variants) ? variants : variants.variants ?? [];
    state.agents = Array.isArray(agents) ? agents : agents.agents ?? [];
  } catch (error) {
    root.querySelector("[data-variants]").replaceChildren(h("p", { class: "error-text" }, `Could not load the games: ${error.message}`));
    return;
  }
  const wanted = new URLSearchParams(location.search).get("variant");
  state.variant = state.variants.find((v) => v.id === wanted) ?? state.variants[0];
  renderVariants(root);
  selectVariant(root, state.variant.id);
  renderAgents(root);
  let lastPreset = presets(state.variant, 0, false);
  const track = () => {
    const seat = Number(root.querySelector("[data-seat]").value);
    represet(root, lastPreset);
    lastPreset = presets(state.variant, seat, isFriend(root));
  };
  root.querySelector("[data-seat]").addEventListener("change", track);
  root.querySelectorAll('input[name="opponent"]').forEach((radio) => radio.addEventListener("change", track));
  root.querySelectorAll('input[name="variant"]').forEach((radio) => radio.addEventListener("change", () => {
    lastPreset = presets(state.variant, Number(root.querySelector("[data-seat]").value), isFriend(root));
  }));
  const agentFields = root.querySelector("[data-agent-fields]");
  root.querySelectorAll('input[name="opponent"]').forEach((radio) => radio.addEventListener("change", () => {
    const friend = root.querySelector('input[name="opponent"]:checked').value === "friend";
    agentFields.querySelectorAll("select, input").forEach((n) => { n.disabled = friend; });
    agentFields.style.opacity = friend ? ".55" : "1";
    const seed = root.querySelector("[data-seed]");
    seed.disabled = friend;
    root.querySelector("#seed-help").textContent = friend
      ? "Against a friend the server draws the seed: neither of you chooses the deal, and both are shown its commitment."
      : "Against the computer only: the same seed and moves give the same game.";
  }));
  root.querySelector("[data-new-game]").addEventListener("submit", (e) => startGame(root, e));
}

export { copyText };
