import { describe, expect, it } from 'vitest';
import { DocgenError } from '../../../../src/errors/docgen-error.js';
import { createMarkdownRenderer } from '../../../../src/markdown/processor.js';
import { fakeWidget, KNOWN_DOCS } from '../../../helpers/markdown.js';

const render = createMarkdownRenderer({
  routeForDoc: (relativePath) => KNOWN_DOCS[relativePath],
  directives: { qrcode: 'qr-code' },
  renderWidget: fakeWidget,
  admonitions: {
    security: { label: 'Security', style: 'danger' },
    release: { label: 'Release note', style: 'info', icon: '🚀' },
  },
});

const html = async (body: string, lineOffset = 0) =>
  (await render({ path: '/site/docs/guides/page.md', sourcePath: 'guides/page.md', body, lineOffset })).html;

async function failure(body: string, lineOffset = 0): Promise<DocgenError> {
  const error = await html(body, lineOffset).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocgenError);
  return error as DocgenError;
}

/** The props an island received, read back from the fake widget's markup. */
const islandProps = (text: string) =>
  [...text.matchAll(/data-props="([^"]*)"/g)].map((match) => JSON.parse(match[1]!.replace(/&#x22;|&quot;/g, '"')));

describe('admonitions in the full pipeline', () => {
  it('reads the legacy title form `:::tip Title` as the title, with inline markdown', async () => {
    expect(await html(':::tip Read **this** first\nBody.\n:::')).toBe(
      '<aside class="admonition admonition-tip" role="note" aria-label="Tip"><p class="admonition-title">Read <strong>this</strong> first</p><p>Body.</p></aside>',
    );
  });

  it('keeps brackets of a legacy title as text and leaves the form alone in code fences and for other names', async () => {
    expect(await html(':::note See [1] here\nx\n:::')).toContain('<p class="admonition-title">See [1] here</p>');
    const fenced = await html('```md\n:::tip Not a title\n```');
    expect(fenced).toContain(':::tip Not a title');
    expect(fenced).not.toContain('admonition');
  });

  it('renders caution and important with their own classes and default titles', async () => {
    expect(await html(':::caution\nc\n:::')).toContain(
      '<aside class="admonition admonition-caution" role="note" aria-label="Caution"><p class="admonition-title">Caution</p>',
    );
    expect(await html(':::important\ni\n:::')).toContain('aria-label="Important"><p class="admonition-title">Important</p>');
  });

  it('nests with more colons on the outer fence', async () => {
    const nested = await html('::::note[Outer]\nText.\n\n:::tip\nInner.\n:::\n::::');
    expect(nested).toMatch(
      /^<aside class="admonition admonition-note"[^>]*><p class="admonition-title">Outer<\/p><p>Text.<\/p><aside class="admonition admonition-tip"/,
    );
  });

  it('renders a site-defined type with its style, its name as a class and its label as title and name', async () => {
    expect(await html(':::security\nRotate keys.\n:::')).toBe(
      '<aside class="admonition admonition-danger admonition-security" role="note" aria-label="Security"><p class="admonition-title">Security</p><p>Rotate keys.</p></aside>',
    );
    expect(await html(':::release Version 2\nOut now.\n:::')).toContain(
      '<aside class="admonition admonition-info admonition-release admonition-own-icon" role="note" aria-label="Release note"><p class="admonition-title"><span class="admonition-icon" aria-hidden="true">🚀</span>Version 2</p>',
    );
  });

  it('still warns clearly on an unknown container directive (failing --strict), and shows its content', async () => {
    const output = await render({
      path: '/site/docs/guides/page.md',
      sourcePath: 'guides/page.md',
      body: 'Text.\n\n:::foo\nx\n:::',
      lineOffset: 3,
    });
    expect(output.html).toContain('<div><p>x</p></div>');
    expect(output.warnings).toMatchObject([{ file: '/site/docs/guides/page.md', line: 6, failsStrict: true }]);
    expect(output.warnings[0]!.message).toMatch(/^DG031: The directive ":::foo" names nothing docgen knows/);
  });
});

describe('tabs', () => {
  it('writes every panel with its caption, marks the default one, and places the tabs island with values, default, group and query key', async () => {
    const out = await html(
      '::::tabs{groupId="os" queryString}\n:::tab[macOS]{value="mac"}\nMac.\n:::\n:::tab{label="Linux" default}\nLinux.\n:::\n::::',
    );
    expect(out).toMatch(/^<div class="tabs"><docgen-island data-widget="tabs"/);
    expect(out).toContain(
      '<div class="tab-panel" data-tab-value="mac"><p class="tab-caption">macOS</p><p>Mac.</p></div><div class="tab-panel" data-tab-value="linux" data-tab-default=""><p class="tab-caption">Linux</p><p>Linux.</p></div></div>',
    );
    expect(islandProps(out)).toEqual([
      {
        items: [
          { value: 'mac', label: 'macOS' },
          { value: 'linux', label: 'Linux' },
        ],
        defaultValue: 'linux',
        groupId: 'os',
        queryKey: 'os',
      },
    ]);
  });

  it('takes a named query key, a defaultValue, and no group or key when none is given', async () => {
    const named = await html(
      '::::tabs{queryString="lang" defaultValue="py"}\n:::tab[JS]{value="js"}\nj\n:::\n:::tab[Python]{value="py"}\np\n:::\n::::',
    );
    expect(islandProps(named)[0]).toMatchObject({ defaultValue: 'py', queryKey: 'lang' });
    const plain = await html('::::tabs\n:::tab[One]\n1\n:::\n::::');
    expect(islandProps(plain)).toEqual([{ items: [{ value: 'one', label: 'One' }], defaultValue: 'one' }]);
  });

  it('records the tabs widget on the page, so its script is loaded', async () => {
    const output = await render({ path: '/p.md', sourcePath: 'p.md', body: '::::tabs\n:::tab[A]\na\n:::\n::::', lineOffset: 0 });
    expect(output.widgets).toEqual(['tabs']);
  });

  it('keeps markdown and widgets inside panels, and tabs inside tabs', async () => {
    const out = await html(
      [
        '::::::tabs',
        ':::::tab[Outer]',
        '**bold**',
        '',
        '::qrcode{value="x"}',
        '',
        '::::tabs',
        ':::tab[Inner]',
        'i',
        ':::',
        '::::',
        ':::::',
        '::::::',
      ].join('\n'),
    );
    expect(out).toContain('<strong>bold</strong>');
    expect(out).toContain('<docgen-island data-widget="qr-code"');
    expect(islandProps(out).map((props) => props.items?.[0].label)).toEqual(['Outer', undefined, 'Inner']);
  });

  it('fails with DG190 and the line for a tab outside tabs, a stray block, a missing label or a value twice', async () => {
    expect((await failure('\n:::tab[A]\na\n:::', 2)).location).toMatchObject({ line: 4 });
    expect((await failure(':::tab[A]\na\n:::')).code).toBe('DG190');
    expect((await failure('::::tabs\nStray text.\n\n:::tab[A]\na\n:::\n::::')).message).toMatch(/only :::tab blocks/);
    expect((await failure('::::tabs\n:::tab\na\n:::\n::::')).message).toMatch(/no label/);
    expect((await failure('::::tabs\n:::tab[A]\na\n:::\n:::tab{label="B" value="a"}\nb\n:::\n::::')).message).toMatch(
      /two tabs with the value "a"/,
    );
    expect((await failure('::::tabs\n::::')).message).toMatch(/holds no :::tab/);
  });
});

describe('cards, link cards, steps, details and badges', () => {
  it('draws a grid of cards with full rows, a content card and a link card whose .md link is rewritten', async () => {
    const out = await html(
      '::::cards\n:::card[Install]{icon="📦"}\nRun it.\n:::\n::linkcard[Overview]{href="./overview.md" description="Start here."}\n::::',
    );
    expect(out).toBe(
      '<ul class="card-grid card-rows markdown-cards" style="--card-columns-2:2;--card-columns-3:2;--card-columns-4:2;--card-columns-5:2">' +
        '<li class="card content-card"><p class="card-title"><span class="card-icon" aria-hidden="true">📦</span>Install</p><p>Run it.</p></li>' +
        '<li class="card link-card"><a href="/guides/overview" class="card-link"><span class="card-title">Overview</span><span class="card-description">Start here.</span></a></li></ul>',
    );
  });

  it('draws a link card on its own as one big link', async () => {
    expect(await html('::linkcard[API]{href="https://api.example.com"}')).toMatch(
      /^<div class="card link-card"><a href="https:\/\/api.example.com" class="card-link"[^>]*><span class="card-title">API<\/span><\/a><\/div>$/,
    );
  });

  it('fails with DG191 for a link card without href, a card without title, or other content in cards', async () => {
    expect((await failure('::linkcard[API]')).code).toBe('DG191');
    expect((await failure(':::card\nx\n:::')).message).toMatch(/needs a title/);
    expect((await failure('::::cards\nText.\n::::')).message).toMatch(/other than :::card/);
  });

  it('turns an ordered list into steps, and fails with DG192 for anything else', async () => {
    expect(await html(':::steps\n1. ### One\n   Do.\n2. Two\n:::')).toMatch(/^<div class="steps"><ol>\n<li>\n<h3 id="one">/);
    expect((await failure(':::steps\n- not numbered\n:::')).code).toBe('DG192');
    expect((await failure(':::steps\n1. a\n\nAfter.\n:::')).code).toBe('DG192');
  });

  it('renders details with the given summary, the legacy title form, or the default "Details"', async () => {
    expect(await html(':::details[Why?]\nBecause.\n:::')).toBe('<details class="details"><summary>Why?</summary><p>Because.</p></details>');
    expect(await html(':::details Why not?\nx\n:::')).toContain('<summary>Why not?</summary>');
    expect(await html(':::details{open}\nx\n:::')).toBe('<details class="details" open><summary>Details</summary><p>x</p></details>');
  });

  it('renders inline badges by variant, and fails with DG193 for an unknown variant or no text', async () => {
    expect(await html('A :badge[New]{variant="tip"} and :badge[Old] thing.')).toBe(
      '<p>A <span class="badge badge-tip">New</span> and <span class="badge badge-default">Old</span> thing.</p>',
    );
    const unknown = await failure('A :badge[x]{variant="purple"}.');
    expect(unknown.code).toBe('DG193');
    expect(unknown.hint).toMatch(/default, note, tip, info, warning, danger, caution, important/);
    expect((await failure('A :badge{variant="tip"}.')).message).toMatch(/no text/);
  });
});
