// Accounts in the browser: the header's "Log in" / account link on every page, the log-in and
// sign-up page, the account page, and the lobby's games saved to the account. Playing needs no
// account; the session lives in an HttpOnly cookie and every request that changes something sends
// the CSRF token of the wartable_csrf cookie (common.js's api() does it).

import { h, api, ago, cookie, myGames, rememberSeat, seatToken, seatName, plural } from "./common.js";

let current = null;

/** Who is logged in: {user: {username, created_at} | null, csrf_token}. Asked once per page. */
export function me() {
  if (!current) {
    current = api("/api/me").catch(() => ({ user: null, csrf_token: cookie("wartable_csrf") ?? "" }));
  }
  return current;
}

function fillCsrf(root, token) {
  for (const input of root.querySelectorAll("input[data-csrf]")) input.value = token ?? "";
}

function showError(box, error) {
  box.hidden = false;
  box.replaceChildren(error.message ?? String(error));
  const problems = error.body?.errors ?? [];
  if (problems.length > 1) {
    box.append(h("ul", {}, problems.map((p) => h("li", {}, p.message))));
  }
}

/** Where to go after logging in: the page's ?next=/events/3 as the server checked it (a path on
 * this server, never //host or /\host), else the lobby. */
function nextPath(root) {
  const next = root.dataset.next ?? "/";
  return /^\/(?![\/\\])[^\\\s]*$/.test(next) ? next : "/";
}

export async function logOut() {
  try {
    await api("/api/session", { method: "DELETE" });
  } finally {
    location.assign("/");
  }
}

// -- the header ----------------------------------------------------------------------------------

function renderNav(state) {
  const nav = document.querySelector("[data-account-nav]");
  if (!nav) return;
  if (!state.user) {
    const link = nav.querySelector("a");
    if (link && location.pathname !== "/login") {
      link.href = `/login?next=${encodeURIComponent(location.pathname + location.search)}`;
    }
    return;
  }
  const here = location.pathname === "/account";
  nav.replaceChildren(
    h("a", { href: "/account", class: "account-link", "aria-current": here ? "page" : null, "data-account-user": "" },
      h("span", { class: "visually-hidden" }, "Your account: "), state.user.username),
    h("button", { type: "button", class: "link-button", "data-logout": "", onclick: logOut }, "Log out"));
}

// -- games saved to the account ------------------------------------------------------------------

function opponentOf(game, seat) {
  const other = (game.players ?? []).find((p) => p.seat !== seat);
  if (!other) return "?";
  return other.kind === "agent" ? other.agent ?? other.name : other.name || "a friend";
}

function outcomeText(game, seat) {
  if (!game.outcome) return "";
  if (game.outcome.winner === null) return " · draw";
  return game.outcome.winner === seat ? " · won" : " · lost";
}

async function takeSeat(entry, button) {
  button.disabled = true;
  try {
    const joined = await api(`/api/me/games/${encodeURIComponent(entry.game.id)}/seat`, { method: "POST" });
    const game = joined.game;
    rememberSeat(joined.game_id, joined.seat, joined.seat_token, {
      variant: game.variant, variant_name: game.variant_name, options: game.options,
      opponent: opponentOf(game, joined.seat), status: game.status,
    });
    location.assign(joined.game_url);
  } catch (error) {
    button.disabled = false;
    button.after(h("span", { class: "error-text small" }, error.message));
  }
}

function gameItem(entry) {
  const { game, seat } = entry;
  const over = game.status === "finished" || game.status === "abandoned";
  const item = h("li", { "data-account-game": game.id },
    h("div", { class: "what" }, h("strong", {}, game.variant_name ?? game.variant),
      h("span", {}, `${seatName(seat)} against ${opponentOf(game, seat)} · ${game.options} · ${ago(game.created_at)}${outcomeText(game, seat)}`)),
    h("span", { class: `badge ${game.status}` }, game.status));
  const buttons = h("div", { class: "btn-row" });
  if (seatToken(game.id)) {
    buttons.append(h("a", { class: "btn small primary", href: `/games/${game.id}` }, over ? "See the table" : "Resume"));
  } else if (!over) {
    const button = h("button", { type: "button", class: "btn small primary", "data-take-seat": "" }, "Play here");
    button.addEventListener("click", () => takeSeat(entry, button));
    buttons.append(button);
  } else {
    buttons.append(h("a", { class: "btn small", href: `/games/${game.id}` }, "See the table"));
  }
  if (over) buttons.append(h("a", { class: "btn small", href: `/games/${game.id}/replay` }, "Replay"));
  item.append(buttons);
  return item;
}

/** Fill a list with the account's games (those this browser lists already left out if asked). */
export async function renderAccountGames(list, { skipLocal = false, empty = "No games yet." } = {}) {
  let games;
  try {
    games = await api("/api/me/games");
  } catch (error) {
    list.replaceChildren(h("li", { class: "error-text" }, `Could not list your games: ${error.message}`));
    return 0;
  }
  const local = new Set(myGames().map((g) => g.id));
  const shown = skipLocal ? games.filter((g) => !local.has(g.game.id)) : games;
  list.replaceChildren(...shown.map(gameItem));
  if (!shown.length) list.append(h("li", { class: "muted" }, empty));
  return shown.length;
}

async function lobbyGames(state) {
  const list = document.querySelector("[data-my-games]");
  if (!list || !state.user) return;
  const panel = list.closest("section");
  const help = panel?.querySelector("p.muted");
  if (help) help.textContent = `Games started in this browser, and below, the other games saved to your account (${state.user.username}).`;
  const title = h("h3", { class: "account-games-title" }, "Saved to your account");
  const saved = h("ul", { class: "game-list", "data-account-games": "" }, h("li", { class: "muted" }, "Loading…"));
  list.after(title, saved);
  await renderAccountGames(saved, { skipLocal: true, empty: "Every game of your account is listed above." });
}

// -- pages ---------------------------------------------------------------------------------------

/** /login: log in, or make an account. */
export async function loginPage() {
  const root = document.querySelector("[data-login-page]");
  if (!root) return;
  // Wired before anything is awaited: a form must never be submitted natively.
  const wire = (form, send) => form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const box = form.querySelector("[data-error]");
    const button = form.querySelector("[data-submit]");
    box.hidden = true;
    button.disabled = true;
    try {
      await me();
      await send(Object.fromEntries(new FormData(form)));
      location.assign(nextPath(root));
    } catch (error) {
      showError(box, error);
      button.disabled = false;
    }
  });
  wire(root.querySelector("[data-login]"), ({ username, password }) =>
    api("/api/session", { method: "POST", body: { username: username.trim(), password } }));
  wire(root.querySelector("[data-signup]"), ({ username, password, repeat }) => {
    if (password !== repeat) return Promise.reject(new Error("the two passwords differ"));
    return api("/api/accounts", { method: "POST", body: { username: username.trim(), password } });
  });
  root.querySelector("#login-username").focus();
  const state = await me();
  fillCsrf(root, state.csrf_token);
  if (state.user) {
    root.prepend(h("div", { class: "notice account-wide" }, `You are logged in as ${state.user.username}. `,
      h("a", { href: "/account" }, "Your account"), " · ",
      h("button", { type: "button", class: "link-button", onclick: logOut }, "log out")));
  }
}

async function changePassword(event, form) {
  event.preventDefault();
  const box = form.querySelector("[data-error]");
  const done = form.querySelector("[data-done]");
  const button = form.querySelector("[data-submit]");
  box.hidden = true;
  done.hidden = true;
  button.disabled = true;
  const data = Object.fromEntries(new FormData(form));
  try {
    await api("/api/me/password", { method: "POST", body: { current_password: data.current_password, new_password: data.new_password } });
    form.reset();
    done.hidden = false;
    done.textContent = "The password is changed; other browsers are logged out.";
  } catch (error) {
    showError(box, error);
  } finally {
    button.disabled = false;
  }
}

/** /account: the account's games and events, the password, logging out. */
export async function accountPage() {
  const root = document.querySelector("[data-account-page]");
  if (!root) return;
  const form = root.querySelector("[data-password]");
  form.addEventListener("submit", (event) => changePassword(event, form));
  root.querySelector("[data-logout]").addEventListener("click", logOut);
  const state = await me();
  if (!state.user) {
    root.querySelector("[data-account-guest]").hidden = false;
    return;
  }
  fillCsrf(root, state.csrf_token);
  for (const part of root.querySelectorAll("[data-account-only]")) part.hidden = false;
  root.querySelector("[data-account-name]").textContent = `· ${state.user.username}`;
  root.querySelector("[data-account-since]").textContent = `Made ${ago(state.user.created_at)}.`;
  root.querySelector("[data-username-field]").value = state.user.username;
  renderAccountGames(root.querySelector("[data-account-games]"), { empty: "No games yet: start one in the lobby while logged in." });
  const events = root.querySelector("[data-account-events]");
  api("/api/events").then((all) => {
    const mine = all.filter((e) => e.can_edit);
    events.replaceChildren(...mine.map((e) => h("li", {},
      h("div", { class: "what" }, h("a", { href: `/events/${e.id}` }, h("strong", {}, e.name)),
        h("span", {}, `${plural(e.players, "player")} · round ${e.rounds_paired}${e.rounds ? ` of ${e.rounds}` : ""}`)),
      h("span", { class: `badge ${e.status}` }, e.status))));
    if (!mine.length) events.append(h("li", { class: "muted" }, "None yet."));
  }).catch(() => events.replaceChildren(h("li", { class: "muted" }, "Could not list the events.")));
}

// Every page: the header, the CSRF fields of forms, the lobby's saved games.
me().then((state) => {
  renderNav(state);
  fillCsrf(document, state.csrf_token);
  lobbyGames(state);
});
