import { describe, expect, it } from 'vitest';
import { schemaNode } from '../../helpers/schema-node.js';
import { englishMessages } from '../../../src/i18n/messages.js';
import { schemaMarkdown } from '../../../src/llms/schema-markdown.js';
import { createSchemaMarkdownMemo } from '../../../src/llms/schema-markdown-memo.js';

const node = schemaNode;

const owner = node({
  types: ['object'],
  typeLabel: 'object',
  properties: [{ name: 'login', required: true, schema: node({ descriptionHtml: '<p>See the guide.</p>' }) }],
});
const repo = node({ types: ['object'], typeLabel: 'object', properties: [{ name: 'owner', required: true, schema: owner }] });

describe('createSchemaMarkdownMemo', () => {
  it('makes lines the first two times and keeps them from the second', () => {
    const memo = createSchemaMarkdownMemo();
    const node = {};
    let made = 0;
    const make = () => [`line ${++made}`];
    expect(memo.lines(node, 'k', make)).toEqual(['line 1']);
    expect(memo.lines(node, 'k', make)).toEqual(['line 2']);
    expect(memo.lines(node, 'k', make)).toEqual(['line 2']);
    expect(memo.lines(node, 'other key', make)).toEqual(['line 3']);
    expect(made).toBe(3);
  });

  it('does not keep lines made while a description read per page', () => {
    const memo = createSchemaMarkdownMemo();
    const node = {};
    let made = 0;
    const make = () => {
      memo.readPerPage();
      return [`line ${++made}`];
    };
    for (let time = 1; time <= 3; time++) expect(memo.lines(node, 'k', make)).toEqual([`line ${time}`]);
  });

  it('keeps nothing more past its limit of characters', () => {
    const memo = createSchemaMarkdownMemo(5);
    const [first, second] = [{}, {}];
    let made = 0;
    const make = () => [`line ${++made}`];
    memo.lines(first, 'k', make);
    memo.lines(first, 'k', make);
    memo.lines(second, 'k', make);
    memo.lines(second, 'k', make);
    expect(memo.lines(first, 'k', make)).toEqual(['line 2']);
    expect(memo.lines(second, 'k', make)).toEqual(['line 5']);
  });
});

describe('schemaMarkdown with a memo', () => {
  it('writes the same lists as without one, on every page', () => {
    const memo = createSchemaMarkdownMemo();
    const text = (html: string | undefined) => html && html.replace(/<\/?p>/g, '');
    const plain = schemaMarkdown(repo, { messages: englishMessages, text });
    for (let page = 0; page < 3; page++) expect(schemaMarkdown(repo, { messages: englishMessages, text, memo })).toBe(plain);
  });

  it('writes a description that reads per page as each page reads it', () => {
    const memo = createSchemaMarkdownMemo();
    const pages = ['/a', '/b', '/c', '/d'];
    const lists = pages.map((page) =>
      schemaMarkdown(repo, {
        messages: englishMessages,
        text: (html) => {
          memo.readPerPage();
          return html && `See [the guide](${page}/guide).`;
        },
        memo,
      }),
    );
    pages.forEach((page, index) => expect(lists[index]).toContain(`[the guide](${page}/guide)`));
  });
});
