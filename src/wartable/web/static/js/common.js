// Shared helpers of the pages: DOM building, the REST API, seat tokens kept in localStorage,
// settings, and a small Markdown reader for the rules documents.

/** Build an element: h("div", {class: "x", onclick: fn}, child, "text", ...). */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") node.className = v;
    else if (k === "dataset") Object.assign(node.dataset, v);
    else if (k === "style" && typeof v === "object") {
      for (const [name, value] of Object.entries(v)) {
        if (name.startsWith("--")) node.style.setProperty(name, String(value));
        else node.style[name] = value;
      }
    }
    else if (k.startsWith("on") && typeof v === "function") node.addEventListener(k.slice(2), v);
    else if (v === true) node.setAttribute(k, "");
    else node.setAttribute(k, String(v));
  }
  append(node, children);
  return node;
}

function append(node, children) {
  for (const child of children) {
    if (child === undefined || child === null || child === false) continue;
    if (Array.isArray(child)) append(node, child);
    else node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** ``n`` and the noun in its number: "1 card", "2 cards" (``many`` for an irregular plural). */
export function plural(n, word, many) {
  return `${n} ${n === 1 ? word : many ?? `${word}s`}`;
}

/** The seat's name as pages show it. */
export function seatName(seat) {
  return seat === null || seat === undefined ? "Spectator" : `Player ${seat + 1}`;
}

// -- REST ---------------------------------------------------------------------------------------

export class ApiError extends Error {
  constructor(status, body) {
    const message = body?.message ?? body?.detail ?? `HTTP ${status}`;
    super(typeof message === "string" ? message : JSON.stringify(message));
    this.status = status;
    this.body = body;
  }
}

/** The value of a cookie, or null. */
export function cookie(name) {
  const found = document.cookie.split("; ").find((c) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

/** fetch + JSON; throws ApiError with the server's message. A request that changes something
 * carries the CSRF token of the wartable_csrf cookie (the server wants it when logged in). */
export async function api(path, { method = "GET", body, token, headers = {} } = {}) {
  const init = { method, headers: { Accept: "application/json", ...headers } };
  const csrf = method === "GET" || method === "HEAD" ? null : cookie("wartable_csrf");
  if (csrf) init.headers["X-CSRF-Token"] = csrf;
  if (body !== undefined) {
    if (body instanceof FormData) init.body = body;
    else {
      init.body = JSON.stringify(body);
      init.headers["Content-Type"] = "application/json";
    }
  }
  if (token) init.headers["X-Seat-Token"] = token;
  const response = await fetch(path, init);
  const text = await response.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = { message: text };
  }
  if (!response.ok) throw new ApiError(response.status, data);
  return data;
}

// -- seat tokens and the list of my games --------------------------------------------------------

const SEAT_KEY = (id) => `wartable.seat.${id}`;
const GAMES_KEY = "wartable.games";

function readJSON(key, fallback) {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : fallback;
  } catch {
    return fallback;
  }
}

/** The seat token kept for a game, or null. */
export function seatToken(gameId) {
  try {
    return localStorage.getItem(SEAT_KEY(gameId));
  } catch {
    return null;
  }
}

/** My games, newest first: [{id, seat, variant, variant_name, options, opponent, created}]. */
export function myGames() {
  const games = readJSON(GAMES_KEY, []);
  return Array.isArray(games) ? games : [];
}

/** Remember a seat: its token (the protocol's key) and a line in my games. */
export function rememberSeat(gameId, seat, token, info = {}) {
  try {
    localStorage.setItem(SEAT_KEY(gameId), token);
    const games = myGames().filter((g) => g.id !== gameId);
    games.unshift({ id: gameId, seat, created: new Date().toISOString(), ...info });
    localStorage.setItem(GAMES_KEY, JSON.stringify(games.slice(0, 50)));
  } catch {
    // Private mode without storage: the game still plays, it just cannot be resumed.
  }
}

/** Update the stored line of a game (status, outcome...). */
export function updateMyGame(gameId, changes) {
  try {
    const games = myGames().map((g) => (g.id === gameId ? { ...g, ...changes } : g));
    localStorage.setItem(GAMES_KEY, JSON.stringify(games));
  } catch {
    /* ignore */
  }
}

/** Forget a game (its token and its line). */
export function forgetGame(gameId) {
  try {
    localStorage.removeItem(SEAT_KEY(gameId));
    localStorage.setItem(GAMES_KEY, JSON.stringify(myGames().filter((g) => g.id !== gameId)));
  } catch {
    /* ignore */
  }
}

// -- settings ------------------------------------------------------------------------------------

const SETTINGS_KEY = "wartable.settings";
const DEFAULT_SETTINGS = { revealMs: 1000, keyHints: true };

/** Settings, with ?reveal=MS in the address overriding the stored reveal time. */
export function settings() {
  const stored = { ...DEFAULT_SETTINGS, ...readJSON(SETTINGS_KEY, {}) };
  const reveal = new URLSearchParams(location.search).get("reveal");
  if (reveal !== null && !Number.isNaN(Number(reveal))) stored.revealMs = Math.max(0, Number(reveal));
  return stored;
}

export function saveSettings(changes) {
  const next = { ...readJSON(SETTINGS_KEY, {}), ...changes };
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
  } catch {
    /* ignore */
  }
  return { ...DEFAULT_SETTINGS, ...next };
}

// -- time and text ----------------------------------------------------------------------------------

export function ago(iso) {
  if (!iso) return "";
  const then = new Date(iso);
  const seconds = Math.round((Date.now() - then.getTime()) / 1000);
  if (Number.isNaN(seconds)) return "";
  if (seconds < 60) return "just now";
  if (seconds < 3600) return `${Math.round(seconds / 60)} min ago`;
  if (seconds < 86400) return `${Math.round(seconds / 3600)} h ago`;
  return then.toLocaleDateString();
}

export function escapeHTML(text) {
  return String(text ?? "").replace(/[&<>"']/g, (c) => ({
    "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;",
  })[c]);
}

function inline(text) {
  // text is already escaped
  return text
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[^*\w])\*([^*\s][^*]*?)\*(?!\w)/g, "$1<em>$2</em>")
    .replace(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g, '<a href="$2" rel="noopener">$1</a>');
}

/** A small, safe Markdown reader (headings, paragraphs, lists, code blocks, tables, emphasis). */
export function markdown(source) {
  const lines = String(source ?? "").replace(/\r\n?/g, "\n").split("\n");
  const out = [];
  let i = 0;
  const para = [];
  const flush = () => {
    if (para.length) out.push(`<p>${inline(escapeHTML(para.join(" ")))}</p>`);
    para.length = 0;
  };
  while (i < lines.length) {
    const line = lines[i];
    if (/^```/.test(line)) {
      flush();
      const code = [];
      i += 1;
      while (i < lines.length && !/^```/.test(lines[i])) code.push(lines[i++]);
      i += 1;
      out.push(`<pre><code>${escapeHTML(code.join("\n"))}</code></pre>`);
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const level = Math.min(heading[1].length + 1, 6);
      out.push(`<h${level}>${inline(escapeHTML(heading[2]))}</h${level}>`);
      i += 1;
      continue;
    }
    if (/^\s*\|.*\|\s*$/.test(line)) {
      flush();
      const rows = [];
      while (i < lines.length && /^\s*\|.*\|\s*$/.test(lines[i])) rows.push(lines[i++]);
      const cells = (row) => row.trim().slice(1, -1).split("|").map((c) => inline(escapeHTML(c.trim())));
      const body = rows.filter((r) => !/^\s*\|[\s:|-]+\|\s*$/.test(r));
      const [head, ...rest] = body;
      out.push(
        `<table><thead><tr>${cells(head).map((c) => `<th>${c}</th>`).join("")}</tr></thead><tbody>${rest
          .map((r) => `<tr>${cells(r).map((c) => `<td>${c}</td>`).join("")}</tr>`)
          .join("")}</tbody></table>`,
      );
      continue;
    }
    const item = /^(\s*)([-*]|\d+\.)\s+(.*)$/.exec(line);
    if (item) {
      flush();
      const ordered = /\d/.test(item[2]);
      const items = [];
      while (i < lines.length) {
        const m = /^(\s*)([-*]|\d+\.)\s+(.*)$/.exec(lines[i]);
        if (m) {
          items.push({ depth: m[1].length, text: m[3] });
          i += 1;
        } else if (/^\s{2,}\S/.test(lines[i]) && items.length) {
          items[items.length - 1].text += ` ${lines[i].trim()}`;
          i += 1;
        } else break;
      }
      const tag = ordered ? "ol" : "ul";
      let html = `<${tag}>`;
      for (const it of items) {
        const nested = it.depth >= 2 ? ' class="nested"' : "";
        html += `<li${nested}>${inline(escapeHTML(it.text))}</li>`;
      }
      out.push(`${html}</${tag}>`);
      continue;
    }
    if (!line.trim()) {
      flush();
      i += 1;
      continue;
    }
    para.push(line.trim());
    i += 1;
  }
  flush();
  return out.join("\n");
}

/** Copy text to the clipboard; resolves true on success. */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
