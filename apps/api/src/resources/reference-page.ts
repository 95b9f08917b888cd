/**
 * A readable, self-contained reference page (no scripts, no CDN) rendered from the
 * OpenAPI document: one section per tag, each operation with its parameters, body and
 * answers.
 */

type Json = Record<string, unknown>;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function schemaSummary(schema: unknown): string {
  if (!schema || typeof schema !== 'object') return '';
  const s = schema as Json;
  if (typeof s.$ref === 'string') return s.$ref.split('/').pop() ?? '';
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.type === 'array') return `${schemaSummary(s.items)}[]`;
  if (Array.isArray(s.anyOf)) return s.anyOf.map(schemaSummary).join(' | ');
  if (Array.isArray(s.oneOf)) return s.oneOf.map(schemaSummary).join(' | ');
  return typeof s.type === 'string' ? s.type : Array.isArray(s.type) ? s.type.join(' | ') : 'object';
}

function jsonBlock(schema: unknown): string {
  const text = JSON.stringify(schema, null, 2);
  const shown = text.length > 12_000 ? `${text.slice(0, 12_000)}\n… (see /api/openapi.json)` : text;
  return `<details><summary>schema</summary><pre>${escapeHtml(shown)}</pre></details>`;
}

export function renderReferencePage(document: Json): string {
  const info = (document.info ?? {}) as Json;
  const paths = (document.paths ?? {}) as Record<string, Json>;
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const tag = (Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? op.tags[0] : 'Other') as string;
      const params = (Array.isArray(op.parameters) ? op.parameters : []) as Json[];
      const body = ((op.requestBody as Json | undefined)?.content as Json | undefined)?.[
        'application/json'
      ] as Json | undefined;
      const responses = (op.responses ?? {}) as Record<string, Json>;
      const locked = Array.isArray(op.security) && op.security.length > 0;
      const html = `<article id="${escapeHtml(`${method}-${path}`)}">
  <h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>${locked ? ' <span class="lock" title="needs a session">session</span>' : ''}</h3>
  <p>${escapeHtml(String(op.summary ?? ''))}</p>
  ${op.description ? `<p class="d">${escapeHtml(String(op.description))}</p>` : ''}
  ${
    params.length
      ? `<table><tr><th>parameter</th><th>in</th><th>type</th><th>required</th></tr>${params
          .map(
            (p) =>
              `<tr><td><code>${escapeHtml(String(p.name))}</code></td><td>${escapeHtml(String(p.in))}</td><td>${escapeHtml(schemaSummary(p.schema))}</td><td>${p.required ? 'yes' : ''}</td></tr>`,
          )
          .join('')}</table>`
      : ''
  }
  ${body ? `<h4>JSON body</h4>${jsonBlock(body.schema)}` : ''}
  <h4>Answers</h4><ul>${Object.entries(responses)
    .map(([status, r]) => {
      const schema = ((r.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema;
      return `<li><b>${escapeHtml(status)}</b> ${escapeHtml(String(r.description ?? ''))}${schema ? jsonBlock(schema) : ''}</li>`;
    })
    .join('')}</ul>
</article>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const tags = [...byTag.keys()];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(String(info.title ?? 'API'))} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#fafafa}
header{padding:24px 32px;background:#111;color:#fff}header a{color:#9cf}
nav{padding:8px 32px;background:#eee;position:sticky;top:0}nav a{margin-right:12px}
main{padding:0 32px 48px;max-width:1100px}
article{background:#fff;border:1px solid #ddd;border-radius:8px;padding:8px 16px;margin:12px 0}
h3{margin:8px 0;font-size:16px}.m{display:inline-block;min-width:58px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}
.get{background:#2b7bb9}.post{background:#2e9d57}.put{background:#b8860b}.patch{background:#8a5cb8}.delete{background:#c0392b}
.lock{font-size:11px;background:#eee;border-radius:4px;padding:1px 6px}
table{border-collapse:collapse;margin:4px 0}td,th{border:1px solid #ddd;padding:2px 8px;text-align:left}
pre{background:#f4f4f4;padding:8px;overflow:auto;max-height:360px}.d{color:#555}
</style></head><body>
<header><h1>${escapeHtml(String(info.title ?? 'API'))} <small>${escapeHtml(String(info.version ?? ''))}</small></h1>
<p>${escapeHtml(String(info.description ?? ''))}</p><p><a href="/api/openapi.json">OpenAPI 3.1 document (JSON)</a></p></header>
<nav>${tags.map((tag) => `<a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a>`).join('')}</nav>
<main>${tags
    .map(
      (tag) =>
        `<section id="tag-${escapeHtml(tag)}"><h2>${escapeHtml(tag)}</h2>${(byTag.get(tag) ?? []).join('\n')}</section>`,
    )
    .join('\n')}</main></body></html>`;
}
