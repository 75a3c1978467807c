import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../../src/i18n/messages.js';
import type { SchemaNode, SchemaTree } from '../../../src/openapi/model.js';
import { createSchemaNormaliser } from '../../../src/openapi/schema-tree.js';
import { schemaFacts, schemaMarkdown } from '../../../src/llms/schema-markdown.js';
import { Parameters } from '../../../templates/api/parameters.js';
import { SchemaView } from '../../../templates/api/schema-tree.js';
import { SiteContext } from '../../../templates/site-context.js';
import { addressAt } from '../../helpers/site-address.js';

const normalise = (schema: unknown): SchemaNode => {
  const tree: SchemaTree | undefined = createSchemaNormaliser({ markdown: () => undefined, componentNames: new Map() })(schema);
  if (!tree || tree.kind !== 'schema') throw new Error('expected a schema node');
  return tree;
};
const render = (element: JSX.Element) =>
  renderToStaticMarkup(
    <SiteContext.Provider value={{ address: addressAt('/'), messages: englishMessages }}>{element}</SiteContext.Provider>,
  );
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');

const states = normalise({ type: 'array', items: { type: 'string', enum: ['open', 'closed'] } });
const ids = normalise({ type: 'array', items: { type: 'integer', minimum: 1, maximum: 99 } });

describe('rules of plain array items', () => {
  it("are shown under a parameter that is an array of plain values, in the constraints' words", () => {
    const html = render(
      <Parameters
        parameters={[
          { name: 'states', in: 'query', required: false, deprecated: false, schema: states },
          { name: 'ids', in: 'query', required: false, deprecated: false, schema: ids },
        ]}
      />,
    );
    expect(words(html)).toContain('states array<string> Items: one of open closed');
    expect(html).toContain('<code>open</code><code>closed</code>');
    expect(words(html)).toContain('ids array<integer> Items: at least 1 at most 99');
  });

  it('are shown in a schema tree, for a body that is an array and for an array member', () => {
    expect(words(render(<SchemaView schema={ids} direction="request" />))).toContain('Items: at least 1 at most 99');
    const order = normalise({ type: 'object', properties: { codes: { type: 'array', items: { type: 'string', pattern: '^[a-z]+$' } } } });
    expect(words(render(<SchemaView schema={order} />))).toContain('codes array<string> Items: matches ^[a-z]+$');
  });

  it("are in the markdown twin: the schema's line and a parameter's table cell", () => {
    expect(schemaMarkdown(ids, { messages: englishMessages, text: () => undefined })).toContain(
      'Schema: `array<integer>` (Items: `at least 1`, `at most 99`)',
    );
    expect(schemaFacts(states, { messages: englishMessages })).toBe('Items: one of `open`, `closed`');
  });

  it('are not added for items with nothing to say, nor for items the tree unfolds itself', () => {
    expect(schemaFacts(normalise({ type: 'array', items: { type: 'string' } }), { messages: englishMessages })).toBe('');
    const objects = normalise({ type: 'array', items: { type: 'object', properties: { a: { type: 'string', enum: ['x', 'y'] } } } });
    expect(words(render(<SchemaView schema={objects} />)).match(/Items:/g)).toHaveLength(1);
  });
});
