import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadMessages, messagesFor } from '../../../src/i18n/messages.js';
import type { SchemaNode, SchemaTree } from '../../../src/openapi/model.js';
import { createSchemaNormaliser } from '../../../src/openapi/schema-tree.js';
import { schemaMarkdown } from '../../../src/llms/schema-markdown.js';
import { TypeLabel } from '../../../templates/api/schema-facts.js';
import { SiteContext } from '../../../templates/site-context.js';
import { shownOptionLabel, shownTypeLabel, typeWordsIn } from '../../../templates/api/type-label.js';
import { addressAt } from '../../helpers/site-address.js';

// docgen's built-in words load before messagesFor reads them (as a build's loadSiteMessages does).
await loadMessages(['de']);

const normalise = (schema: unknown): SchemaNode => {
  const tree: SchemaTree | undefined = createSchemaNormaliser({ markdown: () => undefined, componentNames: new Map() })(schema);
  if (!tree || tree.kind !== 'schema') throw new Error('expected a schema node');
  return tree;
};
const five = { oneOf: ['a', 'b', 'c', 'd', 'e'].map((name) => ({ type: 'object', title: name })) };
const german = messagesFor('de', {
  'api.schema.choiceCount': 'einer von {count, number} Typen',
  'api.schema.option': 'Variante {number, number}',
});
const english = messagesFor('en');

describe('type labels in the page language', () => {
  it('keeps the English label in the model and marks the labels that hold words', () => {
    expect(normalise(five).typeLabel).toBe('one of 5 types');
    expect(normalise(five).labelHasWords).toBe(true);
    expect(normalise({ type: 'array', items: five }).typeLabel).toBe('array<one of 5 types>');
    expect(normalise({ oneOf: [{ type: 'object' }, { type: 'object' }] }).typeLabel).toBe('Option 1 | Option 2');
    const plain = normalise({ oneOf: [{ type: 'string' }, { type: 'integer' }] });
    expect(plain.typeLabel).toBe('string | integer');
    expect(plain.labelHasWords).toBeUndefined();
    expect(normalise({ type: 'array', items: { type: 'string', format: 'uuid' } }).labelHasWords).toBeUndefined();
  });

  it("writes counted choices, options and nested labels with the locale's words", () => {
    const words = typeWordsIn(german);
    expect(shownTypeLabel(normalise(five), words)).toBe('einer von 5 Typen');
    expect(shownTypeLabel(normalise({ type: 'array', items: five }), words)).toBe('array<einer von 5 Typen>');
    expect(shownTypeLabel(normalise({ type: 'object', additionalProperties: five }), words)).toBe('map<string, einer von 5 Typen>');
    const options = normalise({ oneOf: [{ type: 'object' }, five] });
    expect(shownTypeLabel(options, words)).toBe('Variante 1 | einer von 5 Typen');
    expect(options.choices!.options.map((option) => shownOptionLabel(option, words))).toEqual(['Variante 1', 'einer von 5 Typen']);
    // English pages show exactly the model's label.
    expect(shownTypeLabel(options, typeWordsIn(english))).toBe(options.typeLabel);
  });

  it('shows the translated label in the HTML and in the page for AI readers', () => {
    const node = normalise({ type: 'array', items: five });
    const html = renderToStaticMarkup(
      <SiteContext.Provider value={{ address: addressAt('/'), messages: german }}>
        <TypeLabel node={node} />
      </SiteContext.Provider>,
    );
    expect(html).toBe('<span class="schema-type">array&lt;einer von 5 Typen&gt;</span>');
    const twin = schemaMarkdown(node, { messages: german, text: () => undefined });
    expect(twin).toContain('array<einer von 5 Typen>');
    expect(twin).not.toContain('one of 5 types');
  });
});
