interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

/** What the page reads of the OpenAPI document. */
export interface OpenApiDocument {
  info: { title: string; description: string; version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The descriptions' only markup: `code`. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const schemaBlock = (schema: unknown) =>
  `<details><summary>Skjema</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;

function parametersTable(parameters: NonNullable<Operation['parameters']>) {
  const rows = parameters
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in === 'path' ? 'sti' : 'spørring'}</td>` +
        `<td>${parameter.required ? 'ja' : 'nei'}</td><td><code>${escapeHtml(JSON.stringify(parameter.schema))}</code></td></tr>`,
    )
    .join('');
  return `<h4>Parametre</h4><table><thead><tr><th>Navn</th><th>Hvor</th><th>Påkrevd</th><th>Skjema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operationSection(method: string, path: string, operation: Operation) {
  const scopes = operation.security.flatMap((requirement) => Object.values(requirement).flat());
  const body = operation.requestBody
    ? `<h4>Forespørsel</h4>${Object.entries(operation.requestBody.content)
        .map(([type, media]) => `<p><code>${escapeHtml(type)}</code></p>${schemaBlock(media.schema)}`)
        .join('')}`
    : '';
  const answers = Object.entries(operation.responses)
    .map(
      ([status, answer]) =>
        `<li><strong>${escapeHtml(status)}</strong> ${prose(answer.description)}${Object.entries(
          answer.content ?? {},
        )
          .map(([type, media]) => ` <code>${escapeHtml(type)}</code>${schemaBlock(media.schema)}`)
          .join('')}</li>`,
    )
    .join('');
  return `<article id="${escapeHtml(operation.operationId)}">
<h3><span class="method method-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p class="summary">${prose(operation.summary)}</p>
${operation.description ? `<p>${prose(operation.description)}</p>` : ''}
<p class="access">${scopes.length > 0 ? `Tilgang: <code>${scopes.map(escapeHtml).join(', ')}</code>` : 'Åpen, uten API-nøkkel'}</p>
${operation.parameters ? parametersTable(operation.parameters) : ''}
${body}
<h4>Svar</h4><ul>${answers}</ul>
</article>`;
}

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 1rem 1.5rem; line-height: 1.5; color: #1a1a1a; }
h1 { font-size: 1.6rem; } h2 { border-bottom: 2px solid #ccc; margin-top: 2.5rem; } h3 { font-size: 1.05rem; margin-bottom: 0.25rem; }
article { border-left: 4px solid #ddd; padding: 0.25rem 1rem; margin: 1.5rem 0; }
.method { display: inline-block; min-width: 4.5rem; padding: 0 0.4rem; border-radius: 4px; color: #fff; background: #444; font-family: monospace; text-align: center; }
.method-get { background: #0b6e4f; } .method-post { background: #1f4e9c; } .method-put { background: #7a4b00; } .method-patch { background: #6b3fa0; } .method-delete { background: #a11d1d; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.9em; } pre { background: #f4f4f4; padding: 0.75rem; overflow-x: auto; }
table { border-collapse: collapse; } th, td { border: 1px solid #ccc; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
.summary { font-weight: 600; } .access { color: #444; }
`;

/** GET /api/provider/v1/docs: the OpenAPI document as a readable page, server-rendered (the CSP allows no scripts). */
export function renderDocsPage(document: OpenApiDocument) {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags[0] ?? '';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, operation)]);
    }
  }
  const tags = document.tags.map((tag) => tag.name);
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${prose(document.info.description)}</p>
<p>Versjon ${escapeHtml(document.info.version)}. Maskinlesbart: <a href="openapi.json">OpenAPI 3.1 (openapi.json)</a>.</p>
<nav aria-label="Innhold"><ul>${tags.map((tag) => `<li><a href="#${slug(tag)}">${escapeHtml(tag)}</a></li>`).join('')}</ul></nav>
</header>
<main>
${tags.map((tag) => `<section id="${slug(tag)}"><h2>${escapeHtml(tag)}</h2>${(byTag.get(tag) ?? []).join('\n')}</section>`).join('\n')}
</main>
</body>
</html>`;
}
