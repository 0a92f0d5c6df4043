// Any other variant: its observation as text, every legal action in the action bar.

import { h } from "./parts.js";

export default {
  render(ctx) {
    return h("div", { class: "table-grid", "data-variant": ctx.obs?.variant ?? "generic" },
      h("pre", { style: { whiteSpace: "pre-wrap", margin: 0 } }, ctx.obsText ?? JSON.stringify(ctx.view, null, 1)),
      h("div", { "data-stage": "" }));
  },
  frames() {
    return [];
  },
};
