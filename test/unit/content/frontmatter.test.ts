import { describe, expect, it } from 'vitest';
import { parseMarkdownFile } from '../../../src/content/frontmatter.js';
import { formatDocgenError } from '../../../src/errors/docgen-error.js';
import { docgenErrorOf } from '../../helpers/temp.js';

const FILE = '/site/docs/guides/intro.md';
const parse = (source: string) => parseMarkdownFile(FILE, source);
const invalid = (source: string) => docgenErrorOf(() => parse(source));

describe('parseMarkdownFile', () => {
  it('splits valid frontmatter from the body and fills in defaults', () => {
    const parsed = parse(
      '---\ntitle: Intro\ndescription: What it is.\nkeywords: [a, b]\nsidebar_position: 2\nsidebar_label: Start\n---\n\n## Body\n',
    );
    expect(parsed.frontmatter).toEqual({
      title: 'Intro',
      description: 'What it is.',
      keywords: ['a', 'b'],
      sidebar_position: 2,
      sidebar_label: 'Start',
      hide_title: false,
      hide_table_of_contents: false,
      tags: [],
      unlisted: false,
      template: 'doc',
      features: [],
      draft: false,
    });
    expect(parsed.body).toBe('\n## Body\n');
  });

  it('counts the frontmatter lines so body lines map to file lines', () => {
    const source = '---\ntitle: Intro\ndescription: x\n---\n\nFirst body line\n';
    const parsed = parse(source);
    const bodyLine = parsed.body.split('\n').indexOf('First body line') + 1;
    expect(source.split('\n')[bodyLine + parsed.bodyLineOffset - 1]).toBe('First body line');
  });

  it('reports a YAML error as DG010 with the line of the file and a code frame', () => {
    const error = invalid('---\ntitle: Intro\nkeywords: a: b\n---\n\nBody\n');
    expect(error.code).toBe('DG010');
    expect(error.location).toEqual({ file: FILE, line: 3, column: 11 });
    expect(error.message).toBe('The frontmatter is not valid YAML: Nested mappings are not allowed in compact mappings.');
    expect(error.frame).toMatchInlineSnapshot(`
      "  1 | ---
        2 | title: Intro
      > 3 | keywords: a: b
          |           ^
        4 | ---
        5 | "
    `);
  });

  it('points at the value that an indented key would nest under', () => {
    const error = invalid('---\ntitle: Intro\ndescription: one\n  sidebar_position: 2\n---\n');
    expect(error.location?.line).toBe(3);
    expect(error.frame).toContain('> 3 | description: one');
  });

  it('refuses a YAML alias bomb at once, naming the file', () => {
    const bomb = [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      ...'bcdefghi'.split('').map((key, index) => `${key}: &${key} [${Array(9).fill(`*${'abcdefghi'[index]}`).join(',')}]`),
    ];
    const started = performance.now();
    const error = invalid(`---\ntitle: Bomb\n${bomb.join('\n')}\n---\n`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error.code).toBe('DG010');
    expect(error.message).toContain('Excessive alias count');
  });

  it('ends the frontmatter at the first closing fence, leaving later rules in the body', () => {
    const page = parseMarkdownFile(FILE, '\uFEFF---\ntitle: Intro\n---\nBody\n\n---\n\nMore\n');
    expect(page.frontmatter.title).toBe('Intro');
    expect(page.body).toBe('Body\n\n---\n\nMore\n');
    expect(page.bodyLineOffset).toBe(3);
    expect(parseMarkdownFile(FILE, '---\n---\nBody\n').body).toBe('Body\n');
  });

  it('prints the error with file:line:column and without a stack trace', () => {
    const printed = formatDocgenError(invalid('---\ntitle: "unclosed\n---\n'));
    expect(printed.split('\n')[0]).toBe('error DG010: Invalid frontmatter');
    expect(printed).toMatch(new RegExp(`in ${FILE}:\\d+:\\d+`));
    expect(printed).not.toMatch(/\n\s+at /);
  });

  it('names the key of a schema error and points at its line', () => {
    const error = invalid('---\ntitle: Intro\nsidebar_position: first\n---\n');
    expect(error.code).toBe('DG010');
    expect(error.message).toMatchInlineSnapshot(`"sidebar_position: Invalid input: expected number, received string"`);
    expect(error.location).toEqual({ file: FILE, line: 3 });
    expect(error.frame).toContain('> 3 | sidebar_position: first');
  });

  it('names nested keys', () => {
    expect(invalid('---\ntitle: Home\ntemplate: landing\nhero:\n  tagline: no title\n---\n').message).toMatchInlineSnapshot(
      `"hero.title: Invalid input: expected string, received undefined"`,
    );
  });

  it('without a title, takes the opening # heading (out of the body), else sidebar_label, else the file name', () => {
    const headed = parse('---\ndescription: No title here.\n---\n\n# The *real* title {#top}\n\nText.\n');
    expect(headed.frontmatter.title).toBe('The real title');
    expect(headed.heading).toBe('The real title');
    expect(headed.body).toBe('\n\n\nText.\n');
    expect(parse('---\nsidebar_label: Start\n---\n\nText first.\n\n# Not a title\n').frontmatter.title).toBe('Start');
    expect(parse('Just text.\n').frontmatter.title).toBe('intro');
  });

  it('keeps a frontmatter title and still takes the opening heading out, so the page shows one title', () => {
    const parsed = parse('---\ntitle: Short\n---\n# A longer heading\n\nText.\n');
    expect(parsed.frontmatter.title).toBe('Short');
    expect(parsed.heading).toBe('A longer heading');
    expect(parsed.body).not.toContain('# A longer heading');
  });

  it('leaves the opening heading in the body of a landing page (it shows under the hero)', () => {
    const parsed = parse('---\ntemplate: landing\n---\n# Welcome\n\nText.\n');
    expect(parsed.frontmatter.title).toBe('Welcome');
    expect(parsed.heading).toBeUndefined();
    expect(parsed.body).toBe('# Welcome\n\nText.\n');
  });

  it("reads Docusaurus's keys: pagination null, tags as text or objects, TOC levels", () => {
    const { frontmatter } = parse(
      '---\npagination_next: null\npagination_prev: intro\ntags: [a, {label: B, permalink: /b}]\ntoc_max_heading_level: 4\nunlisted: true\ncustom_edit_url: null\n---\n',
    );
    expect(frontmatter).toMatchObject({
      pagination_next: null,
      pagination_prev: 'intro',
      tags: ['a', { label: 'B', permalink: '/b' }],
      toc_max_heading_level: 4,
      unlisted: true,
      custom_edit_url: null,
    });
    expect(invalid('---\ntoc_max_heading_level: 9\n---\n').location?.line).toBe(2);
  });

  it('finds a key’s line the way YAML reads it, quoted keys and flow style included', () => {
    expect(parseMarkdownFile(FILE, '---\ntitle: Intro\n"slug": /start\n---\n').slugLine).toBe(3);
    const error = invalid('---\n{ title: Intro,\n  sidebar_position: "two" }\n---\n');
    expect(error.location).toEqual({ file: FILE, line: 3 });
  });

  it('keeps an unknown key out of the frontmatter and reports it with its line, marking Docusaurus keys it cannot honour', () => {
    const parsed = parse('---\ntitle: Intro\nsidebar_postion: 2\nsidebar_custom_props:\n  a: 1\n---\n');
    expect(parsed.frontmatter).not.toHaveProperty('sidebar_postion');
    expect(parsed.ignoredKeys).toEqual([
      { key: 'sidebar_postion', line: 3, docusaurus: false },
      { key: 'sidebar_custom_props', line: 4, docusaurus: true },
    ]);
  });

  it("reads Docusaurus's last_update (any date a parser reads) and redirect_from (one path or a list, with its line)", () => {
    const parsed = parse('---\ntitle: Intro\nlast_update:\n  date: 2024-01-31\n  author: Ann\nredirect_from: /start\n---\n');
    expect(parsed.frontmatter.last_update).toEqual({ date: '2024-01-31T00:00:00.000Z', author: 'Ann' });
    expect(parsed.frontmatter.redirect_from).toEqual(['/start']);
    expect(parsed.redirectFromLine).toBe(6);
    expect(parsed.ignoredKeys).toEqual([]);
    expect(parse('---\ntitle: Intro\nredirect_from: [/a, /b/c]\n---\n').frontmatter.redirect_from).toEqual(['/a', '/b/c']);
  });

  it('refuses a last_update date no parser reads, a redirect_from that is no path from the root, and an unsafe custom_edit_url', () => {
    const date = invalid('---\ntitle: Intro\nlast_update:\n  date: someday\n---\n');
    expect(date.message).toBe('last_update.date: expected a date such as 2024-01-31');
    expect(date.location).toMatchObject({ line: 4 }); // the line of the date itself
    expect(invalid('---\ntitle: Intro\nredirect_from: [/ok, ../up]\n---\n').message).toBe(
      'redirect_from.1: "../up" must start with "/" (a path from the site\'s root, such as "/guides/old")',
    );
    expect(invalid('---\ntitle: Intro\nredirect_from: /a/../../b\n---\n').message).toContain('has `.` or `..` segments');
    expect(invalid('---\ntitle: Intro\ncustom_edit_url: "javascript:alert(1)"\n---\n').message).toBe(
      'custom_edit_url: the URL "javascript:alert(1)" is refused: the javascript: scheme is not allowed (only http, https, mailto, tel or a relative URL)',
    );
  });

  it('refuses a URL that would run code in every frontmatter field that becomes an href or src, naming the field and its line', () => {
    const cases: [string, string, number][] = [
      ['image: "javascript:alert(1)"', 'image: the URL "javascript:alert(1)" is refused', 3],
      ['image: "data:text/html,<script>alert(1)</script>"', 'image: the URL "data:text/html,<script>alert(1)</script>" is refused', 3],
      ['tags:\n  - label: Evil\n    permalink: "javascript:alert(1)"', 'tags.0.permalink: the URL "javascript:alert(1)" is refused', 5],
      [
        'hero:\n  title: Hi\n  actions:\n    - text: Go\n      link: " JaVaScRiPt:alert(1)"',
        'hero.actions.0.link: the URL " JaVaScRiPt:alert(1)" is refused',
        7,
      ],
      [
        'features:\n  - title: F\n    details: D\n    link: "vbscript:msgbox(1)"',
        'features.0.link: the URL "vbscript:msgbox(1)" is refused',
        6,
      ],
    ];
    for (const [yaml, message, line] of cases) {
      const error = invalid(`---\ntitle: Intro\n${yaml}\n---\n`);
      expect(error.message, yaml).toContain(message);
      expect(error.location, yaml).toMatchObject({ line });
    }
    // Safe ones pass: relative, http(s), mailto, images as data:image.
    const safe = parse(
      '---\ntitle: Intro\nimage: "data:image/png;base64,AA=="\nhero:\n  title: Hi\n  actions:\n    - text: Go\n      link: /guides\n---\n',
    );
    expect(safe.frontmatter.hero?.actions[0]?.link).toBe('/guides');
  });

  it('lists every schema problem', () => {
    expect(invalid('---\ntitle: 42\nkeywords: one\n---\n').message.split('\n')).toEqual([
      'title: Invalid input: expected string, received number',
      'keywords: Invalid input: expected array, received string',
    ]);
  });

  it('reports the same broken file twice (no cache hides the second error)', () => {
    const source = '---\ntitle: [\n---\n';
    expect(invalid(source).code).toBe('DG010');
    expect(invalid(source).code).toBe('DG010');
  });
});
