// The card designer (/designer): write a slot-wars card and see it drawn and read as you type (its
// canonical text and meaning, or the error marked at its position in the text with the nearest
// valid phrasings to click); build a 21-card set kept in localStorage; import and export set files
// (YAML or JSON, as `wartable cards new` writes them); check the set; download its print PDF.
//
// The server does all the reading (POST /api/cards/parse, /check-set, /import, /pdf); this page
// only keeps the set and shows the answers.

import { h, api, markdown, cookie } from "./common.js";
import { slotCardSVG, emptySVG, RARITIES } from "./cards.js";

const STORE_KEY = "wartable.designer";
const RARITY_ORDER = ["rare", "uncommon", "common"];
const RARITY_NAMES = { rare: ["rare", "rares"], uncommon: ["uncommon", "uncommons"], common: ["common", "commons"] };
const PARSE_DELAY = 250;
const CHECK_DELAY = 450;

const state = {
  limits: { title: 30, text: { rare: 180, uncommon: 60, common: 30 }, composition: { rare: 3, uncommon: 9, common: 9 } },
  set: { designer: "", name: "", cards: [] },
  draft: blankCard("common"),
  editing: null, // index of the set's card in the editor, or null for the draft
  print: { paper: "a4", backs: true, event: "" },
  reading: null, // {text, result} of the last parse of the editor's card
  checked: null, // the last check-set answer (for the set as it was then)
  checkShown: false,
  parseSeq: 0,
  checkSeq: 0,
  parseTimer: 0,
  checkTimer: 0,
  undo: null,
  starter: [],
};

let root;
const $ = (selector) => root.querySelector(selector);

/** Replace a node's children, leaving out the absent ones (null, undefined, false). */
function fill(node, ...children) {
  node.replaceChildren(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
}

// -- cards and storage ---------------------------------------------------------------------------

function blankCard(rarity) {
  return { title: "", value: null, rarity, text: "" };
}

function cleanCard(card) {
  const rarity = RARITY_ORDER.includes(card?.rarity) ? card.rarity : "common";
  const value = Number.isInteger(card?.value) ? card.value : null;
  const clean = { title: String(card?.title ?? ""), value, rarity, text: String(card?.text ?? "") };
  if (typeof card?.designer === "string" && card.designer) clean.designer = card.designer;
  return clean;
}

function cleanSet(set) {
  return {
    designer: String(set?.designer ?? ""),
    name: String(set?.name ?? ""),
    cards: Array.isArray(set?.cards) ? set.cards.map(cleanCard) : [],
  };
}

function load() {
  try {
    const stored = JSON.parse(localStorage.getItem(STORE_KEY) ?? "null");
    if (!stored || typeof stored !== "object") return;
    state.set = cleanSet(stored.set);
    if (stored.draft) state.draft = cleanCard(stored.draft);
    const editing = stored.editing;
    state.editing = Number.isInteger(editing) && editing >= 0 && editing < state.set.cards.length ? editing : null;
    if (stored.print) {
      state.print = {
        paper: stored.print.paper === "letter" ? "letter" : "a4",
        backs: stored.print.backs !== false,
        event: String(stored.print.event ?? ""),
      };
    }
  } catch {
    /* a broken entry: start afresh */
  }
}

function save() {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify({
      set: state.set, draft: state.draft, editing: state.editing, print: state.print,
    }));
  } catch {
    /* private mode without storage: the page still works until it is closed */
  }
}

function current() {
  return state.editing === null ? state.draft : state.set.cards[state.editing];
}

/** The set as the API reads it (cards keep a designer of their own only if they have one). */
function setBody() {
  return {
    designer: state.set.designer,
    name: state.set.name,
    cards: state.set.cards.map((c) => ({ ...c })),
  };
}

/** The card's place in its rarity: "U4" is the fourth uncommon. */
function slotName(index) {
  const card = state.set.cards[index];
  const rank = state.set.cards.slice(0, index + 1).filter((c) => c.rarity === card.rarity).length;
  return { short: `${card.rarity[0].toUpperCase()}${rank}`, long: `${card.rarity} ${rank}` };
}

function article(word) {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

function plural(n, word, words = `${word}s`) {
  return `${n} ${n === 1 ? word : words}`;
}

// -- text positions (the server counts characters, JavaScript UTF-16 units) -----------------------

function unitIndex(text, chars) {
  let i = 0;
  for (let n = 0; n < chars && i < text.length; n += 1) i += text.codePointAt(i) > 0xffff ? 2 : 1;
  return i;
}

function charLength(text) {
  return Array.from(text).length;
}

// -- the editor ------------------------------------------------------------------------------------

function fillEditor() {
  const card = current();
  $("[data-title]").value = card.title;
  $("[data-value]").value = card.value ?? "";
  for (const radio of root.querySelectorAll('input[name="ds-rarity"]')) radio.checked = radio.value === card.rarity;
  $("[data-text]").value = card.text;
  renderEditorHead();
  state.reading = null;
  editorChanged({ parseNow: true });
}

function renderEditorHead() {
  const editing = state.editing !== null;
  $("[data-editor-title]").textContent = editing ? `Card ${slotName(state.editing).short} of your set` : "New card";
  $("[data-editor-note]").textContent = editing
    ? `Your ${slotName(state.editing).long}; changes are saved as you type.`
    : "Not in your set yet.";
  $("[data-add]").hidden = editing;
  $("[data-new]").hidden = !editing;
  $("[data-remove]").hidden = !editing;
  $(".ds-keys").hidden = editing;
}

/** After any change of the editor's card: counters, preview, the mark, a parse soon. */
function editorChanged({ parseNow = false } = {}) {
  const card = current();
  autoGrow();
  renderCounters(card);
  renderPreview(card);
  const reading = $("[data-reading]");
  const fresh = state.reading && state.reading.text === card.text;
  reading.classList.toggle("stale", !fresh && reading.dataset.state !== "empty");
  renderBackdrop(card.text, fresh ? state.reading.result.error : null);
  reading.querySelectorAll("button").forEach((b) => { b.disabled = !fresh; });
  root.dataset.parse = "pending";
  clearTimeout(state.parseTimer);
  state.parseTimer = setTimeout(parseCard, parseNow ? 0 : PARSE_DELAY);
}

function autoGrow() {
  const area = $("[data-text]");
  area.style.height = "auto";
  area.style.height = `${area.scrollHeight + 2}px`;
}

function renderCounters(card) {
  const title = charLength(card.title);
  const text = charLength(card.text);
  const titleLimit = state.limits.title;
  const textLimit = state.limits.text[card.rarity];
  const titleCount = $("[data-title-count]");
  titleCount.textContent = `${title} / ${titleLimit}`;
  titleCount.classList.toggle("over", title > titleLimit);
  titleCount.setAttribute("aria-label", `${title} of ${titleLimit} characters`);
  const textCount = $("[data-text-count]");
  textCount.textContent = `${text} / ${textLimit} for ${article(card.rarity)} ${card.rarity}`;
  textCount.classList.toggle("over", text > textLimit);
  textCount.classList.toggle("near", text <= textLimit && text > textLimit * 0.85);
  textCount.setAttribute("aria-label", `${text} of ${textLimit} characters for ${article(card.rarity)} ${card.rarity} card`);
}

function renderPreview(card) {
  const shown = {
    title: card.title || "Untitled",
    value: card.value ?? "?",
    rarity: card.rarity,
    text: card.text,
    id: state.editing === null ? "" : slotName(state.editing).short,
  };
  $("[data-preview]").replaceChildren(slotCardSVG(shown));
}

/** The text behind the text area, invisible but for the mark under the error's word. */
function renderBackdrop(text, error) {
  const back = $("[data-backdrop]");
  if (!error) {
    back.replaceChildren(text, "\n");
    return;
  }
  const start = unitIndex(text, error.offset);
  const end = unitIndex(text, error.offset + error.length);
  const mark = h("mark", { class: end > start ? "ds-mark" : "ds-mark caret" }, text.slice(start, end));
  back.replaceChildren(text.slice(0, start), mark, text.slice(end), "\n");
}

async function parseCard() {
  const card = current();
  const seq = ++state.parseSeq;
  const body = { title: card.title, value: card.value, rarity: card.rarity, text: card.text };
  let result;
  try {
    result = await api("/api/cards/parse", { method: "POST", body });
  } catch (error) {
    if (seq !== state.parseSeq) return;
    state.reading = null;
    renderReadingFailure(error);
    return;
  }
  if (seq !== state.parseSeq || current().text !== body.text) return;
  state.reading = { text: body.text, result };
  renderReading(result, body.text);
  renderBackdrop(body.text, result.error);
  root.dataset.parse = result.error ? "error" : result.ok ? "ok" : "problems";
}

function renderReadingFailure(error) {
  const reading = $("[data-reading]");
  reading.classList.remove("stale");
  reading.dataset.state = "failed";
  reading.replaceChildren(h("p", { class: "error-text" }, `Could not read the card: ${error.message}`));
  $("[data-problems]").replaceChildren();
  root.dataset.parse = "failed";
}

function position(error, text) {
  return text.includes("\n") ? `Line ${error.line}, column ${error.column}` : `Column ${error.column}`;
}

/** The line at fault with a caret under the word: a compiler's way of pointing. */
function snippet(error, text) {
  const lines = text.split("\n");
  let line = lines[error.line - 1] ?? "";
  let column = error.column - 1;
  let chars = Array.from(line);
  if (column > 48) {
    const cut = column - 36;
    chars = ["…", ...chars.slice(cut)];
    column = column - cut + 1;
  }
  if (chars.length > column + 40) chars = [...chars.slice(0, column + 40), "…"];
  line = chars.join("");
  const pad = chars.slice(0, column).map((c) => (c === "\t" ? "\t" : " ")).join("");
  const caret = `${pad}${"^".repeat(Math.max(1, Math.min(error.length, 40)))}`;
  return h("pre", { class: "ds-snippet", "aria-hidden": "true" }, h("code", {}, `${line}\n`, h("span", { class: "ds-caret" }, caret)));
}

function insertable(word) {
  return !/[\s#]/.test(word) && word !== "...";
}

function renderReading(result, text) {
  const reading = $("[data-reading]");
  reading.classList.remove("stale");
  const problems = $("[data-problems]");
  problems.replaceChildren(...result.problems.map((p) => h("li", { "data-field": p.field }, p.message)));
  const error = result.error;
  if (error) {
    reading.dataset.state = "error";
    const where = position(error, text);
    const expected = error.expected.length
      ? h("div", { class: "ds-expected" },
        h("span", { class: "ds-what" }, "Expected"),
        error.expected.map((word) => (insertable(word)
          ? h("button", {
            type: "button", class: "chip", "data-expected": word,
            title: error.length ? `Replace '${error.word}' with '${word}'` : `Insert '${word}'`,
            onclick: () => replaceWord(error, word),
          }, word)
          : h("span", { class: "chip plain" }, word))))
      : null;
    const suggestions = error.suggestions.length
      ? h("div", { class: "ds-suggestions" },
        h("span", { class: "ds-what", id: "ds-suggestions-label" }, "Nearest valid phrasings"),
        h("div", { class: "ds-suggestion-list", role: "group", "aria-labelledby": "ds-suggestions-label" },
          error.suggestions.map((s) => h("button", {
            type: "button", class: "btn small ds-suggestion", "data-suggestion": s,
            title: "Replace the sentence at fault with this one",
            onclick: () => applySuggestion(error, s),
          }, s))))
      : null;
    const fixes = error.rewrites ?? [];
    const rewrites = fixes.length
      ? h("div", { class: "ds-suggestions", "data-rewrites": "" },
        h("span", { class: "ds-what", id: "ds-rewrites-label" }, "Rewrites that read"),
        h("ul", { class: "ds-suggestion-list", "aria-labelledby": "ds-rewrites-label" },
          fixes.map((r) => h("li", {},
            h("button", {
              type: "button", class: "btn small ds-suggestion", "data-rewrite": r.text,
              title: "Use this text instead",
              onclick: () => setText(r.text, r.text.length),
            }, r.text),
            " ",
            h("span", { class: "muted small", "data-rewrite-meaning": "" }, r.explanation)))))
      : null;
    fill(reading,
      h("p", { class: "ds-error-head" },
        h("span", { class: "ds-badge bad" }, error.meta_rule ? `✗ Meta rule ${error.meta_rule}` : "✗ Does not read"),
        " ", h("strong", { "data-error-position": "" }, where), ": ", h("span", { "data-error-reason": "" }, error.reason)),
      snippet(error, text),
      expected,
      rewrites,
      suggestions,
    );
    return;
  }
  reading.dataset.state = result.ok ? "ok" : "reads";
  const vanilla = !result.canonical;
  reading.replaceChildren(
    h("p", { class: "ds-error-head" },
      h("span", { class: "ds-badge good" }, vanilla ? "✓ Vanilla card" : "✓ Reads"),
      result.ok ? "" : h("span", { class: "muted small" }, " (but see below)")),
    h("dl", { class: "ds-meaning" },
      vanilla ? null : [h("dt", {}, "Canonical"), h("dd", {}, h("code", { "data-canonical": "" }, result.canonical))],
      h("dt", {}, "Meaning"), h("dd", { "data-meaning": "" }, result.meaning),
      result.notes?.length
        ? [h("dt", {}, "Assumed"), h("dd", { class: "muted small", "data-notes": "" }, result.notes.join("; "))]
        : null),
  );
}

function setText(text, caret) {
  const area = $("[data-text]");
  area.value = text;
  current().text = text;
  cardChanged({ parseNow: true });
  area.focus();
  area.setSelectionRange(caret, caret);
}

function applySuggestion(error, suggestion) {
  const text = current().text;
  const start = unitIndex(text, error.sentence_start);
  const end = unitIndex(text, error.sentence_end);
  setText(text.slice(0, start) + suggestion + text.slice(end), start + suggestion.length);
}

function replaceWord(error, word) {
  const text = current().text;
  const start = unitIndex(text, error.offset);
  const end = unitIndex(text, error.offset + error.length);
  let insert = word;
  if (end === start) {
    if (start > 0 && !/\s/.test(text[start - 1])) insert = ` ${insert}`;
    if (start < text.length && !/\s/.test(text[start])) insert = `${insert} `;
  }
  setText(text.slice(0, start) + insert + text.slice(end), start + insert.length);
}

/** The editor's card changed (by typing, or a click): save it, and update the set if it is in it. */
function cardChanged(options) {
  save();
  editorChanged(options);
  if (state.editing !== null) {
    renderSlots();
    scheduleCheck();
  }
}

function readValue(input) {
  const raw = input.value.trim();
  if (raw === "") return null;
  const n = Number(raw);
  return Number.isInteger(n) ? n : null;
}

function editorNotice(message, kind = "") {
  const notice = $("[data-editor-notice]");
  notice.className = `notice ${kind}`.trim();
  notice.replaceChildren(message);
  notice.hidden = !message;
}

function addToSet() {
  const card = cleanCard(state.draft);
  const have = state.set.cards.filter((c) => c.rarity === card.rarity).length;
  const wanted = state.limits.composition[card.rarity];
  if (have >= wanted) {
    editorNotice(`Your set already has its ${wanted} ${RARITY_NAMES[card.rarity][wanted === 1 ? 0 : 1]}: remove one, or make this card another rarity.`, "error");
    return;
  }
  state.set.cards.push(card);
  const index = state.set.cards.length - 1;
  state.draft = blankCard(card.rarity);
  state.checked = null;
  save();
  fillEditor();
  renderSlots();
  scheduleCheck(0);
  editorNotice(`Added “${card.title || "Untitled"}” to your set as ${slotName(index).long}. Here is a new ${card.rarity} card.`);
  $("[data-title]").focus();
}

function editCard(index) {
  state.editing = index;
  save();
  editorNotice("");
  fillEditor();
  renderSlots();
  $("[data-editor]").scrollIntoView({ block: "start", behavior: "smooth" });
  $("[data-title]").focus({ preventScroll: true });
}

function newCard() {
  const rarity = current().rarity;
  state.editing = null;
  state.draft = blankCard(rarity);
  save();
  editorNotice("");
  fillEditor();
  renderSlots();
  $("[data-title]").focus();
}

function removeCard() {
  if (state.editing === null) return;
  const before = cleanSet(state.set);
  const [removed] = state.set.cards.splice(state.editing, 1);
  state.editing = null;
  state.draft = { ...removed };
  state.checked = null;
  save();
  fillEditor();
  renderSlots();
  scheduleCheck(0);
  offerUndo(`Removed “${removed.title || "Untitled"}” from your set (it is back in the editor as a new card).`, before);
}

function startFromExample(value) {
  const card = state.starter[Number(value)];
  if (!card) return;
  state.editing = null;
  state.draft = cleanCard({ ...card, designer: undefined });
  save();
  editorNotice("");
  fillEditor();
  renderSlots();
}

// -- the set ----------------------------------------------------------------------------------------

function statusOf(index) {
  const checked = state.checked?.cards?.[index];
  if (!checked) return { kind: "pending", text: "checking…", problems: [] };
  if (checked.ok) return { kind: "ok", text: "✓ ready", problems: [] };
  const n = checked.problems.length;
  return { kind: "bad", text: `✗ ${plural(n, "problem")}`, problems: checked.problems };
}

function renderSlots() {
  const slots = $("[data-slots]");
  const groups = [];
  for (const rarity of RARITY_ORDER) {
    const wanted = state.limits.composition[rarity];
    const members = state.set.cards.map((card, index) => ({ card, index })).filter((x) => x.card.rarity === rarity);
    const items = members.map(({ card, index }, i) => {
      const status = statusOf(index);
      const name = `${card.rarity[0].toUpperCase()}${i + 1}`;
      const selected = state.editing === index;
      const label = `${RARITY_NAMES[rarity][0]} ${i + 1}: ${card.title || "untitled"}, value ${card.value ?? "missing"}, ${status.text.replace(/^[✓✗] /, "")}${selected ? ", in the editor" : ""}`;
      return h("li", {},
        h("button", {
          type: "button", class: `ds-slot ${status.kind}${selected ? " selected" : ""}${i >= wanted ? " extra" : ""}`,
          "data-slot": index, "aria-label": label, "aria-pressed": selected ? "true" : "false",
          title: status.problems.map((p) => p.message).join("\n") || undefined,
          onclick: () => editCard(index),
        },
        slotCardSVG({ title: card.title || "Untitled", value: card.value ?? "?", rarity: card.rarity, text: card.text, id: name }),
        h("span", { class: `ds-status ${status.kind}` }, status.text)));
    });
    for (let i = members.length; i < wanted; i += 1) {
      items.push(h("li", {},
        h("button", {
          type: "button", class: "ds-slot empty", "data-empty-slot": rarity,
          "aria-label": `Empty ${rarity} slot ${i + 1}: start ${article(rarity)} ${rarity} card here`,
          onclick: () => startInSlot(rarity),
        }, emptySVG(`empty ${rarity} slot`, "+"), h("span", { class: "ds-status" }, "empty"))));
    }
    const count = members.length;
    groups.push(h("section", { class: `ds-group rarity-${rarity}`, "aria-label": RARITY_NAMES[rarity][1] },
      h("h3", {},
        h("span", { class: `ds-sym ${rarity}`, "aria-hidden": "true" }, RARITIES[rarity].symbol), " ",
        `${RARITY_NAMES[rarity][1][0].toUpperCase()}${RARITY_NAMES[rarity][1].slice(1)} `,
        h("span", { class: `ds-tally${count === wanted ? " full" : count > wanted ? " over" : ""}` }, `${count} / ${wanted}`),
        h("span", { class: "muted small" }, ` · ${state.limits.text[rarity]} characters of text`)),
      h("ol", { class: "ds-slot-list" }, items)));
  }
  slots.replaceChildren(...groups);
  renderSummary();
}

function startInSlot(rarity) {
  state.set.cards.push(blankCard(rarity));
  state.checked = null;
  editCard(state.set.cards.length - 1);
  scheduleCheck(0);
}

function renderSummary() {
  const total = Object.values(state.limits.composition).reduce((a, b) => a + b, 0);
  const n = state.set.cards.length;
  let text = `${n} of ${total} cards`;
  let kind = "";
  if (!n) text += " · write a card above and add it, or import a set file";
  else if (state.checked && state.checked.cards.length === n) {
    if (state.checked.ok) {
      text += " · ready to print";
      kind = "good";
    } else {
      text += ` · ${plural(state.checked.problems.length, "problem")}`;
      kind = "bad";
    }
  }
  const summary = $("[data-set-summary]");
  summary.textContent = text;
  summary.className = `ds-summary ${kind}`.trim();
}

function scheduleCheck(delay = CHECK_DELAY) {
  clearTimeout(state.checkTimer);
  state.checkTimer = setTimeout(checkSet, delay);
}

async function checkSet() {
  clearTimeout(state.checkTimer);
  const seq = ++state.checkSeq;
  root.dataset.check = "pending";
  try {
    const checked = await api("/api/cards/check-set", { method: "POST", body: setBody() });
    if (seq !== state.checkSeq) return;
    state.checked = checked;
    root.dataset.check = checked.ok ? "ok" : "problems";
  } catch (error) {
    if (seq !== state.checkSeq) return;
    state.checked = null;
    root.dataset.check = "failed";
    setNotice(`Could not check the set: ${error.message}`, "error");
  }
  renderSlots();
  renderCheck();
}

function renderCheck() {
  const out = $("[data-check-result]");
  out.hidden = !state.checkShown;
  if (!state.checkShown || !state.checked) return;
  const checked = state.checked;
  const whole = checked.problems.filter((p) => p.card === null);
  const byCard = new Map();
  for (const p of checked.problems.filter((q) => q.card !== null)) {
    if (!byCard.has(p.card)) byCard.set(p.card, []);
    byCard.get(p.card).push(p);
  }
  const items = [];
  for (const p of whole) items.push(h("li", { "data-problem-field": p.field }, h("span", { class: "ds-field-name" }, "set"), p.message));
  for (const [card, problems] of byCard) {
    const index = card - 1;
    const known = index < state.set.cards.length;
    items.push(h("li", { "data-problem-card": card },
      known
        ? h("button", { type: "button", class: "btn small", onclick: () => editCard(index) }, `Edit ${slotName(index).short}`)
        : null,
      h("ul", {}, problems.map((p) => h("li", { "data-problem-field": p.field }, h("span", { class: "ds-field-name" }, p.field), p.message)))));
  }
  fill(out,
    h("p", { class: checked.ok ? "ds-check-ok" : "ds-check-bad", "data-check-summary": "" },
      checked.ok ? `✓ ${checked.summary}: ready to print.` : `✗ ${checked.summary}`),
    items.length ? h("ul", { class: "ds-check-list" }, items) : null,
  );
}

function setNotice(message, kind = "", action = null) {
  const notice = $("[data-set-notice]");
  notice.className = `notice ${kind}`.trim();
  notice.replaceChildren(message, action ? " " : "", action ?? "");
  notice.hidden = !message;
}

function offerUndo(message, before) {
  state.undo = before;
  setNotice(message, "", h("button", {
    type: "button", class: "btn small", "data-undo": "",
    onclick: () => {
      if (!state.undo) return;
      state.set = state.undo;
      state.undo = null;
      state.editing = null;
      state.checked = null;
      save();
      fillSetFields();
      fillEditor();
      renderSlots();
      scheduleCheck(0);
      setNotice("Undone.");
    },
  }, "Undo"));
}

function fillSetFields() {
  $("[data-set-designer]").value = state.set.designer;
  $("[data-set-name]").value = state.set.name;
}

function clearSet() {
  if (!state.set.cards.length) return;
  const before = cleanSet(state.set);
  state.set.cards = [];
  state.editing = null;
  state.checked = null;
  save();
  fillEditor();
  renderSlots();
  scheduleCheck(0);
  offerUndo(`Cleared your set of ${plural(before.cards.length, "card")}.`, before);
}

// -- files --------------------------------------------------------------------------------------------

function fileStem() {
  const stem = (state.set.name || state.set.designer || "my-set").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return stem || "my-set";
}

function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = h("a", { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A YAML set file as `wartable cards new` writes it (strings double-quoted, as JSON writes them). */
function toYAML(set) {
  const q = (s) => JSON.stringify(String(s));
  const lines = [
    "# A slot-wars card set (see docs/cards.md); check it with: wartable cards check FILE",
    `designer: ${q(set.designer)}`,
    `name: ${q(set.name)}`,
    "cards:",
  ];
  if (!set.cards.length) lines[lines.length - 1] = "cards: []";
  for (const c of set.cards) {
    lines.push(`  - title: ${q(c.title)}`);
    lines.push(`    value: ${c.value ?? "null"}`);
    lines.push(`    rarity: ${c.rarity}`);
    lines.push(`    text: ${q(c.text)}`);
    if (c.designer) lines.push(`    designer: ${q(c.designer)}`);
  }
  return `${lines.join("\n")}\n`;
}

function exportSet(kind) {
  const body = setBody();
  if (kind === "json") {
    download(new Blob([`${JSON.stringify(body, null, 2)}\n`], { type: "application/json" }), `${fileStem()}.json`);
  } else {
    download(new Blob([toYAML(body)], { type: "application/yaml" }), `${fileStem()}.yaml`);
  }
  setNotice(`Exported ${plural(body.cards.length, "card")} to ${fileStem()}.${kind}.`);
}

async function importSet(input) {
  const file = input.files?.[0];
  if (!file) return;
  setNotice(`Reading ${file.name}…`);
  try {
    const form = new FormData();
    form.append("file", file, file.name);
    const imported = await api("/api/cards/import", { method: "POST", body: form });
    const before = cleanSet(state.set);
    state.set = cleanSet(imported);
    state.editing = null;
    state.checked = null;
    state.checkShown = true;
    save();
    fillSetFields();
    fillEditor();
    renderSlots();
    await checkSet();
    const message = `Imported ${plural(state.set.cards.length, "card")} from ${file.name}.`;
    if (before.cards.length) offerUndo(`${message} Your previous set was replaced.`, before);
    else setNotice(message);
  } catch (error) {
    setNotice(`Could not import ${file.name}: ${error.message}`, "error");
  } finally {
    input.value = "";
  }
}

async function downloadPDF() {
  const out = $("[data-print-result]");
  const button = $("[data-pdf]");
  button.disabled = true;
  out.className = "";
  out.replaceChildren("Printing…");
  try {
    const response = await fetch("/api/cards/pdf", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/pdf, application/json",
        "X-CSRF-Token": cookie("wartable_csrf") || "",
      },
      body: JSON.stringify({ set: setBody(), ...state.print }),
    });
    if (!response.ok) {
      let body = null;
      try {
        body = await response.json();
      } catch {
        body = { message: `HTTP ${response.status}` };
      }
      out.className = "notice error";
      fill(out,
        h("p", { "data-print-error": "" }, `Not printed: ${(body?.message ?? "").replace(/^not printed: /, "")}`),
        body?.errors?.length > 1 ? h("ul", {}, body.errors.map((e) => h("li", {}, e.message))) : null,
      );
      state.checkShown = true;
      checkSet();
      return;
    }
    const blob = await response.blob();
    const disposition = response.headers.get("Content-Disposition") ?? "";
    const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `slot-wars-${fileStem()}.pdf`;
    download(blob, name);
    out.className = "ds-print-ok";
    out.replaceChildren(`✓ Downloaded ${name} (${Math.max(1, Math.round(blob.size / 1024))} KB).`);
  } catch (error) {
    out.className = "notice error";
    out.replaceChildren(`Could not print: ${error.message}`);
  } finally {
    button.disabled = false;
  }
}

// -- the language reference -------------------------------------------------------------------------

let referenceLoaded = false;

async function openReference() {
  const dialog = $("[data-reference]");
  if (typeof dialog.showModal === "function") dialog.showModal();
  else dialog.setAttribute("open", "");
  if (referenceLoaded) return;
  const doc = $("[data-reference-doc]");
  try {
    const reference = await api("/api/cards/reference");
    doc.innerHTML = markdown(reference.markdown);
    referenceLoaded = true;
    makeExamplesClickable(doc);
  } catch (error) {
    doc.replaceChildren(h("p", { class: "error-text" }, `Could not load the reference: ${error.message}`));
  }
}

function makeExamplesClickable(doc) {
  for (const table of doc.querySelectorAll("table")) {
    const heads = [...table.querySelectorAll("thead th")].map((th) => th.textContent.trim().toLowerCase());
    const column = heads.indexOf("example");
    if (column < 0) continue;
    for (const row of table.querySelectorAll("tbody tr")) {
      const code = row.children[column]?.querySelector("code");
      if (!code) continue;
      const example = code.textContent;
      code.replaceWith(h("button", {
        type: "button", class: "ds-example-btn", "data-reference-example": example,
        title: "Put this example in the rules text",
        onclick: () => {
          closeReference();
          setText(example, example.length);
        },
      }, h("code", {}, example)));
    }
  }
}

function closeReference() {
  const dialog = $("[data-reference]");
  if (typeof dialog.close === "function") dialog.close();
  else dialog.removeAttribute("open");
  $("[data-open-reference]").focus();
}

// -- examples -----------------------------------------------------------------------------------------

async function loadExamples() {
  const select = $("[data-example]");
  try {
    const starter = await api("/api/cards/starter");
    state.starter = starter.cards ?? [];
  } catch {
    select.replaceChildren(h("option", { value: "" }, "The starter cards could not be loaded"));
    return;
  }
  const groups = RARITY_ORDER.map((rarity) => h("optgroup", { label: `${RARITY_NAMES[rarity][1]} (${state.limits.text[rarity]} characters)` },
    state.starter.map((card, i) => ({ card, i })).filter((x) => x.card.rarity === rarity).map(({ card, i }) => h("option", { value: i },
      `${card.title} (${card.value}): ${card.text || "no text"}`))));
  select.replaceChildren(h("option", { value: "" }, "A starter card…"), ...groups);
  select.disabled = false;
}

// -- page -----------------------------------------------------------------------------------------------

function bind() {
  $("[data-title]").addEventListener("input", (e) => {
    current().title = e.target.value;
    cardChanged();
  });
  $("[data-value]").addEventListener("input", (e) => {
    current().value = readValue(e.target);
    cardChanged();
  });
  root.querySelectorAll('input[name="ds-rarity"]').forEach((radio) => radio.addEventListener("change", () => {
    if (!radio.checked) return;
    current().rarity = radio.value;
    cardChanged({ parseNow: true });
    if (state.editing !== null) renderEditorHead();
  }));
  const area = $("[data-text]");
  area.addEventListener("input", () => {
    current().text = area.value;
    cardChanged();
  });
  area.addEventListener("scroll", () => { $("[data-backdrop]").scrollTop = area.scrollTop; });
  $("[data-editor]").addEventListener("keydown", (e) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey) && state.editing === null) {
      e.preventDefault();
      addToSet();
    }
  });
  $("[data-add]").addEventListener("click", addToSet);
  $("[data-new]").addEventListener("click", newCard);
  $("[data-remove]").addEventListener("click", removeCard);
  $("[data-example]").addEventListener("change", (e) => {
    startFromExample(e.target.value);
    e.target.value = "";
  });
  $("[data-set-designer]").addEventListener("input", (e) => {
    state.set.designer = e.target.value;
    save();
    scheduleCheck();
  });
  $("[data-set-name]").addEventListener("input", (e) => {
    state.set.name = e.target.value;
    save();
  });
  $("[data-check]").addEventListener("click", async () => {
    state.checkShown = true;
    await checkSet();
    $("[data-check-result]").scrollIntoView({ block: "nearest", behavior: "smooth" });
  });
  const fileInput = $("[data-import]");
  $("[data-import-button]").addEventListener("click", () => fileInput.click());
  fileInput.addEventListener("change", () => importSet(fileInput));
  root.querySelectorAll("[data-export]").forEach((b) => b.addEventListener("click", () => exportSet(b.dataset.export)));
  $("[data-clear]").addEventListener("click", clearSet);
  $("[data-paper]").addEventListener("change", (e) => { state.print.paper = e.target.value; save(); });
  $("[data-backs]").addEventListener("change", (e) => { state.print.backs = e.target.checked; save(); });
  $("[data-event]").addEventListener("input", (e) => { state.print.event = e.target.value; save(); });
  $("[data-pdf]").addEventListener("click", downloadPDF);
  $("[data-open-reference]").addEventListener("click", openReference);
  $("[data-close-reference]").addEventListener("click", closeReference);
  $("[data-reference]").addEventListener("click", (e) => {
    if (e.target === e.currentTarget) closeReference(); // a click on the backdrop
  });
  window.addEventListener("resize", autoGrow);
}

export function main() {
  root = document.querySelector("[data-designer]");
  if (!root) return;
  try {
    state.limits = { ...state.limits, ...JSON.parse(root.dataset.limits || "{}") };
  } catch { /* keep the defaults */ }
  for (const node of root.querySelectorAll("[data-limit-of]")) node.textContent = `${state.limits.text[node.dataset.limitOf]} characters`;
  load();
  bind();
  fillSetFields();
  $("[data-paper]").value = state.print.paper;
  $("[data-backs]").checked = state.print.backs;
  $("[data-event]").value = state.print.event;
  fillEditor();
  renderSlots();
  scheduleCheck(0);
  loadExamples();
  window.wartableDesigner = state;
}
