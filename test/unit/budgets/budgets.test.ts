/**
 * The budgets on what input may cost, as pure functions: each is crossed with small
 * input (or input whose size is the point but costs nothing to make) and gives its
 * clear answer in well under a second.
 */
import { describe, expect, it } from 'vitest';
import { budgets } from '../../../src/util/budgets.js';
import { boundedTest } from '../../../src/util/bounded-regexp.js';
import { documentBudgets, patternBudgetProblem } from '../../../src/openapi/document-budgets.js';
import { sampleSchema } from '../../../src/openapi/sampler.js';
import { countHeadings, pageText } from '../../../src/content/collect.js';
import { expandedSize } from '../../../src/openapi/validate-worker.mjs';
import { baseUrlProblem } from '../../../src/config/base-url.js';
import { DocgenError } from '../../../src/errors/docgen-error.js';

describe('a pattern test with a time box', () => {
  it('answers a plain pattern as RegExp.test does', () => {
    expect(boundedTest(/^[a-z]+$/u, 'abc')).toBe(true);
    expect(boundedTest(/^[a-z]+$/u, 'ab1')).toBe(false);
  });

  it('stops a pattern that backtracks without end, and never runs it again', () => {
    const evil = /^(a+)+$/u;
    const started = Date.now();
    expect(boundedTest(evil, `${'a'.repeat(40)}!`, 50)).toBeUndefined();
    expect(boundedTest(evil, 'aaa', 50), 'a slow expression is not run again').toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('generated examples within budgets', () => {
  it('minItems above the budget makes the budgeted number of items', () => {
    const value = sampleSchema({ type: 'array', minItems: 100_000_000, items: { type: 'integer' } }, 'response');
    expect(value).toHaveLength(budgets.exampleItems);
  });

  it('minItems within the budget is kept', () => {
    expect(sampleSchema({ type: 'array', minItems: 3, items: { type: 'integer' } }, 'response')).toHaveLength(3);
  });

  it('minLength above the budget makes a string of the budgeted length', () => {
    const value = sampleSchema({ type: 'string', minLength: 100_000_000 }, 'response') as string;
    expect(value.length).toBe(budgets.exampleStringLength);
  });

  it('a pattern with a repetition above the budget is not generated from (the sampler value stays)', () => {
    const started = Date.now();
    expect(sampleSchema({ type: 'string', pattern: '^[a-z]{100000000}$' }, 'response')).toBe('string');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('a ReDoS pattern with a written example keeps the example, in bounded time', () => {
    const example = `${'a'.repeat(40)}!`;
    const started = Date.now();
    expect(sampleSchema({ type: 'string', pattern: '^(a+)+$', example }, 'response')).toBe(example);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a pattern within the budgets still gets an example that matches', () => {
    const value = sampleSchema({ type: 'string', pattern: '^[A-Z]{3}-[0-9]{4}$' }, 'response') as string;
    expect(value).toMatch(/^[A-Z]{3}-[0-9]{4}$/);
  });
});

describe("a document's budgets and schema types", () => {
  it('names minItems, minLength and a pattern above the budgets by pointer', () => {
    const report = documentBudgets({
      components: {
        schemas: {
          A: { type: 'array', minItems: 1_000_000, items: { type: 'string', minLength: 1_000_000, pattern: 'x{5000}' } },
        },
      },
    });
    expect(report.budgetProblems.map((problem) => problem.pointer)).toEqual([
      '/components/schemas/A/minItems',
      '/components/schemas/A/items/minLength',
      '/components/schemas/A/items/pattern',
    ]);
    expect(report.tooLong).toBeUndefined();
  });

  it('names a type that is not a JSON Schema type, in a list too; security schemes and examples keep their own types', () => {
    const report = documentBudgets({
      components: {
        securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } },
        schemas: {
          A: { type: 'strng', example: { type: 'anything' } },
          B: { type: ['string', 'nul'] },
          C: { type: 'object', properties: { type: { type: 'string' } } },
        },
      },
    });
    const found = report.typeProblems.map((problem) => [problem.pointer, problem.message.split(' is ')[0]]);
    expect(found.sort()).toEqual([
      ['/components/schemas/A/type', '"strng"'],
      ['/components/schemas/B/type', '"nul"'],
    ]);
  });

  it('refuses a description above the budget by its pointer', () => {
    const report = documentBudgets({ info: { title: 'x', description: 'x'.repeat(budgets.descriptionLength + 1) } });
    expect(report.tooLong).toEqual({ pointer: '/info/description', length: budgets.descriptionLength + 1 });
  });

  it('a pattern within the budgets has no problem; a long one has', () => {
    expect(patternBudgetProblem('^[a-z]{1,64}$')).toBeUndefined();
    expect(patternBudgetProblem('a'.repeat(budgets.patternLength + 1))).toContain('characters');
  });

  it('walks a document whose aliases are shared once each', () => {
    const shared = { type: 'string' };
    let level: Record<string, unknown> = { a: shared, b: shared };
    for (let depth = 0; depth < 40; depth++) level = { a: level, b: level };
    const started = Date.now();
    expect(documentBudgets({ components: { schemas: { Deep: level } } }).typeProblems).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('YAML expansion, measured without expanding', () => {
  it('counts a shared value every time it is used', () => {
    const shared = ['x', 'y'];
    expect(expandedSize({ a: shared, b: shared }).values).toBe(7);
  });

  it('measures 2^60 values of a doubling bomb at once', () => {
    let level: unknown = ['lol'];
    for (let depth = 0; depth < 60; depth++) level = [level, level];
    const started = Date.now();
    expect(expandedSize(level).values).toBeGreaterThan(2 ** 60);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('counts the characters of a long string each time it is shared', () => {
    const long = 'x'.repeat(1_000);
    const { size } = expandedSize({ a: [long, long, long] });
    expect(size).toBeGreaterThan(3_000);
    expect(size).toBeLessThan(3_100);
  });

  it('a value that contains itself is counted once, not forever', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    expect(expandedSize(loop).values).toBe(3);
  });
});

describe('pages', () => {
  it('counts "#" headings, not "#" lines in fenced code nor "#hashtags"', () => {
    const markdown = [
      '# One',
      '## Two',
      '#hashtag',
      '```bash',
      '# comment',
      '```',
      '~~~',
      '## in tilde fence',
      '~~~',
      '   ### Three',
      '    # indented code',
    ].join('\n');
    expect(countHeadings(markdown)).toBe(3);
  });

  it('a page with NUL bytes or invalid UTF-8 is DG284; a byte-order mark is dropped', () => {
    expect(() => pageText('a.md', Buffer.from([0x61, 0, 0x62]))).toThrow(DocgenError);
    expect(() => pageText('a.md', Buffer.from([0x61, 0xe9]))).toThrow(/not valid UTF-8/);
    expect(pageText('a.md', Buffer.from([0xef, 0xbb, 0xbf, 0x61]))).toBe('a');
  });
});

describe('base URLs', () => {
  it('refuses "." and ".." segments, escaped or not, and "//"', () => {
    for (const bad of ['/../../', '/%2e%2e/x/', '/a/./b/', '/a//b/', '/%2E/', '/a?b/', '/%zz/'])
      expect(baseUrlProblem(bad), bad).toContain('plain path segments');
  });

  it('takes ordinary base URLs', () => {
    for (const good of ['/', '/docs/', '/preview/pr-42/', '/caf%C3%A9/', '/v1.2/']) expect(baseUrlProblem(good), good).toBeUndefined();
  });
});
