import { describe, expect, it } from 'vitest';
import { parseCategory } from '../../../src/content/category.js';
import { docgenErrorOf } from '../../helpers/temp.js';

const JSON_FILE = '/site/docs/guides/_category_.json';

describe('parseCategory: Docusaurus category files', () => {
  it('reads every Docusaurus key of a _category_.json, ignoring customProps', () => {
    const text = JSON.stringify({
      label: 'Guides',
      position: 2,
      collapsed: false,
      collapsible: true,
      className: 'red',
      link: { type: 'generated-index', title: 'All guides', description: 'Every guide.', slug: '/all-guides' },
      customProps: { emoji: 'x' },
    });
    expect(parseCategory(JSON_FILE, text, 'guides')).toEqual({
      dir: 'guides',
      label: 'Guides',
      position: 2,
      collapsed: false,
      collapsible: true,
      className: 'red',
      link: { type: 'generated-index', title: 'All guides', description: 'Every guide.', slug: '/all-guides' },
    });
  });

  it('reads a link to a doc and `link: null` (a category without a page) from YAML', () => {
    expect(parseCategory('/s/_category_.yml', 'label: A\nlink:\n  type: doc\n  id: a/intro\n', 'a').link).toEqual({
      type: 'doc',
      id: 'a/intro',
    });
    expect(parseCategory('/s/_category.yml', 'label: A\nlink: null\n', 'a').link).toBeNull();
  });

  it('names the file and line of a JSON syntax error, as JSON', () => {
    const error = docgenErrorOf(() => parseCategory(JSON_FILE, '{\n  "label": "Guides",\n  "position": 2,,\n}\n', 'guides'));
    expect(error.code).toBe('DG011');
    expect(error.location).toMatchObject({ file: JSON_FILE, line: 3 });
    expect(error.message).toMatch(/^Not valid JSON: /);
  });

  it("ends a YAML error with a whole sentence, at the file's line and column, with a frame of its lines", () => {
    const file = '/site/docs/guides/_category.yml';
    const error = docgenErrorOf(() => parseCategory(file, '# Guides\nlabel: Guides\nposition: 1\nlabel: Again\n', 'guides'));
    expect(error.code).toBe('DG011');
    expect(error.message).toBe('Not valid YAML: Map keys must be unique.');
    expect(error.location).toEqual({ file, line: 4, column: 1 });
    expect(error.frame).toContain('> 4 | label: Again');
  });

  it('names an unknown field of a link and a link of an unknown type', () => {
    expect(docgenErrorOf(() => parseCategory(JSON_FILE, '{"link": {"type": "doc", "id": "x", "slug": "/y"}}', 'g')).message).toBe(
      'Unknown field "link.slug".',
    );
    expect(docgenErrorOf(() => parseCategory(JSON_FILE, '{"link": {"type": "page"}}', 'g')).message).toMatch(/^link\.type: /);
  });

  it('points at the line of a field of the wrong type', () => {
    const error = docgenErrorOf(() => parseCategory(JSON_FILE, '{\n  "label": "A",\n  "collapsed": "no"\n}\n', 'g'));
    expect(error.message).toMatch(/^collapsed: /);
    expect(error.location?.line).toBe(3);
  });
});
