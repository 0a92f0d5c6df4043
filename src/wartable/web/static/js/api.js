// /docs: the API reference drawn from the server's own /openapi.json, with the page's own script
// (no script from another site on the origin that keeps seat tokens).

import { h } from "./common.js";

const METHODS = ["get", "post", "put", "patch", "delete"];

function refName(schema) {
  const ref = schema?.$ref ?? schema?.items?.$ref;
  if (!ref) return null;
  const name = ref.split("/").pop();
  return schema.items ? `${name}[]` : name;
}

function typeText(schema) {
  if (!schema) return "";
  const named = refName(schema);
  if (named) return named;
  if (schema.anyOf) return schema.anyOf.map(typeText).join(" | ");
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (schema.type === "array") return `${typeText(schema.items)}[]`;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  return schema.type ?? "any";
}

function schemaLink(schema) {
  const named = refName(schema);
  if (!named) return h("code", {}, typeText(schema));
  const base = named.replace(/\[\]$/, "");
  return h("a", { href: `#schema-${base}` }, h("code", {}, named));
}

function paragraphs(text) {
  return (text ?? "").split(/\n\s*\n/).filter((p) => p.trim()).map((p) => h("p", {}, p.trim()));
}

function operation(path, method, op) {
  const item = h("article", { class: "api-op panel", id: op.operationId ?? `${method}-${path}` },
    h("h3", {}, h("span", { class: `badge method-${method}` }, method.toUpperCase()), " ", h("code", { class: "api-path" }, path)),
    op.summary ? h("p", { class: "api-summary" }, op.summary) : null,
    ...paragraphs(op.description));
  const params = op.parameters ?? [];
  if (params.length) {
    item.append(h("table", { class: "data-table" },
      h("thead", {}, h("tr", {}, h("th", {}, "Parameter"), h("th", {}, "In"), h("th", {}, "Type"), h("th", {}, "Meaning"))),
      h("tbody", {}, params.map((p) => h("tr", {},
        h("td", {}, h("code", {}, p.name), p.required ? " (required)" : ""),
        h("td", {}, p.in),
        h("td", {}, schemaLink(p.schema)),
        h("td", {}, p.description ?? p.schema?.description ?? ""))))));
  }
  const body = op.requestBody?.content;
  if (body) {
    const [type, content] = Object.entries(body)[0];
    item.append(h("p", {}, "Body (", h("code", {}, type), "): ", schemaLink(content.schema)));
  }
  const answers = Object.entries(op.responses ?? {});
  if (answers.length) {
    item.append(h("ul", { class: "api-responses" }, answers.map(([status, answer]) => {
      const content = answer.content ? Object.values(answer.content)[0] : null;
      return h("li", {}, h("strong", {}, status), " ", answer.description ?? "",
        content?.schema ? [" — ", schemaLink(content.schema)] : null);
    })));
  }
  return item;
}

function schemaSection(name, schema) {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  return h("article", { class: "panel api-schema", id: `schema-${name}` },
    h("h3", {}, h("code", {}, name)),
    ...paragraphs(schema.description),
    properties.length ? h("table", { class: "data-table" },
      h("thead", {}, h("tr", {}, h("th", {}, "Field"), h("th", {}, "Type"), h("th", {}, "Meaning"))),
      h("tbody", {}, properties.map(([field, spec]) => h("tr", {},
        h("td", {}, h("code", {}, field), required.has(field) ? " (required)" : ""),
        h("td", {}, schemaLink(spec)),
        h("td", {}, spec.description ?? ""))))) : null);
}

/** Draw the reference. */
export async function main() {
  const root = document.querySelector("[data-api-body]");
  if (!root) return;
  const response = await fetch("/openapi.json", { headers: { Accept: "application/json" } });
  const spec = await response.json();
  const groups = new Map();
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? "other";
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag).push(operation(path, method, op));
    }
  }
  const contents = h("nav", { class: "panel api-contents", "aria-label": "Contents" },
    h("ul", {}, [...groups.keys()].map((tag) => h("li", {}, h("a", { href: `#tag-${tag.replaceAll(" ", "-")}` }, tag))),
      h("li", {}, h("a", { href: "#schemas" }, "schemas"))));
  root.replaceChildren(contents);
  for (const [tag, items] of groups) {
    root.append(h("section", { id: `tag-${tag.replaceAll(" ", "-")}` }, h("h2", {}, tag), items));
  }
  const schemas = Object.entries(spec.components?.schemas ?? {});
  root.append(h("section", { id: "schemas" }, h("h2", {}, "Schemas"),
    schemas.map(([name, schema]) => schemaSection(name, schema))));
}
