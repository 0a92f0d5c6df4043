// Starts the page's own script: <body data-page="lobby"> runs main() of lobby.js. Pages carry no
// inline script, so the Content-Security-Policy can forbid it.

const PAGES = {
  lobby: ["./lobby.js", "main"],
  game: ["./table.js", "main"],
  replay: ["./replay.js", "main"],
  login: ["./account.js", "loginPage"],
  account: ["./account.js", "accountPage"],
  events: ["./events.js", "eventsPage"],
  event: ["./events.js", "eventPage"],
  designer: ["./designer.js", "main"],
  api: ["./api.js", "main"],
};

const entry = PAGES[document.body.dataset.page];
if (entry) {
  const [path, start] = entry;
  const module = await import(path);
  module[start]();
}
