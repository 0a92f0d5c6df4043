// Fair deals: the commitment a game was dealt under, remembered by this browser when it first sees
// the table, and checked on the replay page once the seed is revealed (see docs/web.md).

import { h } from "./common.js";
import { sha256Hex } from "./sha256.js";

const key = (gameId) => `wartable.deal.${gameId}`;

/** The text whose SHA-256 is the commitment (as wartable.core.fairness.Deal.text()). */
export function dealText(game) {
  const deal = game.deal;
  return `wartable deal v1\nvariant=${game.variant}\nrules_version=${deal.rules_version}\n`
    + `options=${deal.options}\nseed=${deal.seed}\nsalt=${deal.salt}\n`;
}

/** JSON with the keys of every object sorted: the same text for the same data. */
export function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The first time this browser sees a seat's table: keep the commitment it is shown and the table
 * itself, to check both against the seed once it is revealed. */
export function rememberDeal(message) {
  const game = message.game;
  if (!game?.deal?.commitment || message.seat === null || message.seat === undefined) return;
  try {
    if (localStorage.getItem(key(game.id))) return;
    localStorage.setItem(key(game.id), JSON.stringify({
      commitment: game.deal.commitment,
      seat: message.seat,
      step: game.moves,
      observation: canonical(message.observation),
    }));
  } catch {
    // No storage: the replay page says that this browser did not see the start.
  }
}

export function rememberedDeal(gameId) {
  try {
    return JSON.parse(localStorage.getItem(key(gameId)) ?? "null");
  } catch {
    return null;
  }
}

const SOURCES = {
  player: "Dealt from a seed the player chose (games against the computer only).",
  record: "An uploaded record: its seed came with it.",
  unknown: "This game was made before deals were committed to.",
};

/** A few lines on how the game was dealt, for the table's side panel. */
export function dealSummary(game) {
  const deal = game.deal;
  if (!deal) return h("p", { class: "muted small" }, "No deal information.");
  if (deal.seed_source !== "server" || !deal.commitment) {
    return h("p", { class: "small", "data-deal-source": deal.seed_source }, SOURCES[deal.seed_source] ?? SOURCES.unknown);
  }
  return h("div", { class: "deal small", "data-deal-source": "server" },
    h("p", {}, "Dealt from a seed the server drew: no player chose it. Its commitment (SHA-256 of the seed and the rules):"),
    h("code", { class: "commitment", "data-commitment": "" }, deal.commitment),
    h("p", { class: "muted" }, deal.seed === null
      ? "The seed is revealed when the game ends; the replay then checks it against this commitment."
      : "The seed is revealed: the replay checks it against this commitment."));
}

/** The checks of a finished game's deal: [{ok: true | false | null, text}] (null: cannot tell). */
export function checkDeal(game, seatFrames) {
  const deal = game.deal;
  const checks = [];
  const hashed = sha256Hex(dealText(game));
  checks.push(hashed === deal.commitment
    ? { ok: true, text: "The revealed seed and salt, with the rules, hash to the commitment: the deal was fixed before the first card." }
    : { ok: false, text: `The revealed seed does not hash to the commitment (it hashes to ${hashed}).` });
  const seen = rememberedDeal(game.id);
  if (!seen) {
    checks.push({ ok: null, text: "This browser did not see the game begin: compare the commitment with the one shown to you then." });
  } else {
    checks.push(seen.commitment === deal.commitment
      ? { ok: true, text: "It is the commitment this browser was shown when it first saw the table." }
      : { ok: false, text: `This browser was shown another commitment at the start: ${seen.commitment}.` });
    const frame = seatFrames?.[seen.step];
    const replayed = frame?.observations?.[seen.seat];
    if (replayed === undefined || replayed === null) {
      checks.push({ ok: null, text: "The re-played game could not be compared with the table you were shown." });
    } else {
      checks.push(canonical(replayed) === seen.observation
        ? { ok: true, text: `Re-played from the seed, your table after move ${seen.step} is the one you were shown.` }
        : { ok: false, text: `Re-played from the seed, your table after move ${seen.step} is not the one you were shown.` });
    }
  }
  const last = seatFrames?.[seatFrames.length - 1]?.observations?.find((o) => o)?.outcome;
  if (game.outcome && last !== undefined) {
    // the game's outcome names how it ended in one word: the variant's own rule (the reason of
    // the observation's outcome), else the generic termination
    const ending = last && (last.reason || last.termination);
    const same = last && last.winner === game.outcome.winner && ending === game.outcome.termination;
    checks.push(same
      ? { ok: true, text: `Re-played from the seed to the end, the game ends as it did: ${game.outcome.text}.` }
      : { ok: false, text: "Re-played from the seed, the game does not end as it did." });
  }
  return checks;
}

/** The replay page's panel: the commitment, the revealed seed and salt, the text hashed and the
 * checks; ``loadFrames(seat)`` gives the frames of a seat's view. */
export async function dealPanel(game, loadFrames) {
  const deal = game.deal;
  const box = h("div", { class: "deal small" });
  if (!deal || deal.seed_source !== "server" || !deal.commitment) {
    box.append(h("p", { "data-deal-source": deal?.seed_source ?? "unknown" }, SOURCES[deal?.seed_source] ?? SOURCES.unknown));
    if (deal?.seed !== null && deal?.seed !== undefined) box.append(h("p", {}, `Seed ${deal.seed}.`));
    return box;
  }
  box.append(h("p", {}, "Commitment shown at the start:"), h("code", { class: "commitment", "data-commitment": "" }, deal.commitment));
  if (deal.seed === null) {
    box.append(h("p", { class: "muted" }, "The seed and its salt are revealed when the game ends; this page then checks them."));
    return box;
  }
  box.append(h("p", {}, "Revealed: seed ", h("code", { "data-seed": "" }, deal.seed), " and salt"),
    h("code", { class: "commitment" }, deal.salt),
    h("details", {}, h("summary", {}, "The text that was hashed"), h("pre", { class: "deal-text" }, dealText(game))));
  const seen = rememberedDeal(game.id);
  let frames = null;
  try {
    frames = await loadFrames(seen ? seen.seat : 0);
  } catch {
    frames = null;
  }
  const list = h("ul", { class: "deal-checks", "data-deal-checks": "" });
  for (const check of checkDeal(game, frames)) {
    const mark = check.ok === true ? "✓" : check.ok === false ? "✗" : "?";
    const kind = check.ok === true ? "ok" : check.ok === false ? "bad" : "unknown";
    list.append(h("li", { class: kind, dataset: { check: kind } }, h("span", { class: "mark", "aria-hidden": "true" }, mark), " ", check.text));
  }
  box.append(list, h("p", { class: "muted" }, "To check without trusting this server, download the record and run ",
    h("code", {}, "wartable replay FILE"), ": it re-plays the game from the seed with your own copy of the rules and checks the commitment."));
  return box;
}
