import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { plainFrontmatter } from '../../../src/content/frontmatter.js';

/** Values YAML might read otherwise than as their text: each is either read as YAML reads it, or left to YAML. */
const values = [
  'Guide 0',
  'Generated guide number 0.',
  'a  b',
  'Ends with spaces   ',
  'true',
  'True',
  'false',
  'null',
  'NULL',
  'yes',
  'No',
  'on',
  'off',
  'inf',
  'nan',
  'e1',
  'Infinity',
  'x: y',
  'x #comment',
  'x#y',
  "it's",
  '"quoted"',
  '[a, b]',
  '{a: 1}',
  '- item',
  '/guides/x',
  'a, b, c',
  'Version (beta) 2.0',
  'path/to-file_name.md',
  '0',
  '7',
  '12',
  '012',
  '0x1f',
  '1e3',
  '1.5',
  '-3',
  '+3',
  '123456789012345',
  '1234567890123456789',
  '2024-01-02',
  '12:30',
  '~',
  '',
  'tab\there',
  '&anchor',
  '*alias',
  '!tag x',
  '|',
  '>',
  '%x',
  '@x',
  '`x`',
];
const keys = ['title', 'sidebar_position', 'sidebar-label', '_x', '__proto__', 'constructor', '1key', '<<'];

describe('plain frontmatter', () => {
  it('reads every `key: value` line as the YAML library does, or leaves the block to it', () => {
    let read = 0;
    for (const key of keys) {
      for (const value of values) {
        for (const block of [`${key}: ${value}`, `${key}: ${value}\r\nother: x`, `first: 1\n\n${key}: ${value}\n`]) {
          const plain = plainFrontmatter(block);
          if (plain === undefined) continue;
          read++;
          expect(JSON.stringify(plain), block).toBe(JSON.stringify(parseYaml(block)));
          expect(Object.getPrototypeOf(plain)).toBe(Object.prototype);
        }
      }
    }
    // The common case is read here: a text title, a sentence, a position.
    expect(read).toBeGreaterThan(100);
    expect(plainFrontmatter('title: Guide 0\ndescription: Generated guide number 0.\nsidebar_position: 3')).toEqual({
      title: 'Guide 0',
      description: 'Generated guide number 0.',
      sidebar_position: 3,
    });
  });

  it('leaves to YAML what it does not read the same way: nesting, lists, comments, keys written twice, nothing', () => {
    for (const block of [
      'hero:\n  title: x',
      'tags: [a, b]',
      'tags:\n- a',
      '# note\ntitle: x',
      'title: x\ntitle: y',
      '',
      '\n',
      'title: x # y',
    ]) {
      expect(plainFrontmatter(block), block).toBeUndefined();
    }
  });
});
