import { describe, expect, it } from 'vitest';
import { DocgenError } from '../../../src/errors/docgen-error.js';
import { remarkAdmonitions } from '../../../src/markdown/remark-admonitions.js';
import { coerceAttributes, remarkWidgets, type WidgetDirectiveOptions } from '../../../src/markdown/remark-widgets.js';
import { fakeWidget, runPlugins } from '../../helpers/markdown.js';

const options: WidgetDirectiveOptions = { directives: { qrcode: 'qr-code' }, renderWidget: fakeWidget };

function run(markdown: string, lineOffset = 0, widgetOptions: WidgetDirectiveOptions = options) {
  return runPlugins(
    markdown,
    { remark: [remarkAdmonitions, [remarkWidgets, widgetOptions]] },
    { lineOffset, path: '/site/docs/guides/pair.md' },
  );
}

async function failure(promise: Promise<unknown>): Promise<DocgenError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocgenError);
  return error as DocgenError;
}

/** The props a widget received, read back from the fake widget's markup. */
function propsIn(html: string): unknown[] {
  return [...html.matchAll(/data-props="([^"]*)"/g)].map((match) =>
    JSON.parse(match[1]!.replace(/&#x22;|&quot;/g, '"').replace(/&#x26;|&amp;/g, '&')),
  );
}

describe('remarkWidgets', () => {
  it('replaces a leaf directive with the rendered widget and records the widget on the file', async () => {
    const { html, file } = await run('Scan:\n\n::qrcode{value="did:example:123" size=150}\n\nDone.');
    expect(html).toContain('<docgen-island data-widget="qr-code"');
    expect(html).not.toContain('::qrcode');
    expect(propsIn(html)).toEqual([{ value: 'did:example:123', size: 150 }]);
    expect(file.data.widgets).toEqual(['qr-code']);
  });

  it('lists a widget used twice once', async () => {
    const { file } = await run('::qrcode{value="a"}\n\n::qrcode{value="b"}');
    expect(file.data.widgets).toEqual(['qr-code']);
  });

  it('records no widgets on a page without directives', async () => {
    const { file } = await run('Just prose.');
    expect(file.data.widgets).toEqual([]);
  });

  it('coerces bare numbers and booleans, keeps quoted values as text, and makes bare flags true', async () => {
    const { html } = await run(
      '::qrcode{value="04012345678901" size=150 quietZone=0 ratio=-1.5 visible=true dark=false level=H label="150" enableCORS}',
    );
    expect(propsIn(html)).toEqual([
      {
        value: '04012345678901',
        size: 150,
        quietZone: 0,
        ratio: -1.5,
        visible: true,
        dark: false,
        level: 'H',
        label: '150',
        enableCORS: true,
      },
    ]);
  });

  it('warns on an unknown leaf directive (as Docusaurus does), naming it, the file and the line, and fails --strict', async () => {
    const { html, file } = await run('Intro.\n\n::chart{data="x"}', 5);
    expect(file.messages.map((message) => [message.reason, message.line, message.ruleId])).toEqual([
      [
        'DG031: The directive "::chart" names nothing docgen knows. Its content is shown as it is. A leaf directive (`::name`) can name: built-in components (linkcard, include); widgets (qrcode). Check the spelling, or add the component to components/.',
        // Line 3 of the body, after 5 lines of frontmatter.
        8,
        'fails-strict',
      ],
    ]);
    expect(html).toContain('<div></div>');
  });

  it('shows the content of an unknown container directive in a <div>, with a warning at its line', async () => {
    const { html, file } = await run(':::tabs\nA\n:::');
    expect(html).toBe('<div><p>A</p></div>');
    expect(file.messages.map((message) => message.line)).toEqual([1]);
  });

  it('quotes an unknown container directive with the colons written, and lists what a container may name there', async () => {
    const widgetOptions = { ...options, admonitions: { security: { label: 'Security', style: 'danger' as const } } };
    const { file } = await run('Intro.\n\n::::nosuchthing\nA\n::::', 0, widgetOptions);
    expect(file.messages[0]!.reason).toBe(
      'DG031: The directive "::::nosuchthing" names nothing docgen knows. Its content is shown as it is. A container directive (`:::name`) can name: admonitions (note, tip, info, warning, danger, caution, important, security); built-in components (tabs, tab, cards, card, steps, details); widgets (qrcode). Check the spelling, or add the component to components/.',
    );
    expect(file.messages[0]!.line).toBe(3);
  });

  it('reports invalid widget props with the widget, the problem and the line', async () => {
    const error = await failure(
      run('\n::qrcode{size=10}', 2, {
        directives: { qrcode: 'qr-code' },
        renderWidget: () => {
          throw new Error('`value` is required (the text to encode)');
        },
      }),
    );
    expect(error.code).toBe('DG032');
    expect(error.message).toMatchInlineSnapshot(`"The "qrcode" widget: \`value\` is required (the text to encode)"`);
    expect(error.location).toEqual({ file: '/site/docs/guides/pair.md', line: 4 });
  });

  it('keeps unknown text directives in prose as the text the author wrote', async () => {
    const { html } = await run('A 16:9 ratio, std::vector, :smile, :abbr[HTML] and :abbr[*em*]{title="x"}.');
    expect(html).toBe('<p>A 16:9 ratio, std::vector, :smile, :abbr[HTML] and :abbr[<em>em</em>]{title="x"}.</p>');
  });

  it('leaves admonitions to the admonition plugin', async () => {
    const { html } = await run(':::note\nFine.\n:::');
    expect(html).toContain('admonition-note');
  });
});

describe('coerceAttributes', () => {
  it('turns number-like and boolean-like values into numbers and booleans', () => {
    expect(coerceAttributes({ a: '150', b: '-2', c: '0.5', d: 'true', e: 'false' })).toEqual({ a: 150, b: -2, c: 0.5, d: true, e: false });
  });

  it('keeps other values as strings', () => {
    expect(coerceAttributes({ a: 'H', b: '1e3', c: '0x10', d: '#fff', e: '12px', f: 'TRUE' })).toEqual({
      a: 'H',
      b: '1e3',
      c: '0x10',
      d: '#fff',
      e: '12px',
      f: 'TRUE',
    });
  });

  it('makes attributes without a value true', () => {
    expect(coerceAttributes({ flag: '', other: null, third: undefined })).toEqual({ flag: true, other: true, third: true });
  });

  it('keeps the named quoted attributes as strings', () => {
    expect(coerceAttributes({ value: '0401', size: '150', empty: '' }, new Set(['value', 'empty']))).toEqual({
      value: '0401',
      size: 150,
      empty: '',
    });
  });
});

describe('URL props of widgets', () => {
  it('leave out an unsafe URL prop with a warning at the directive line, keeping the widget', async () => {
    const seen: Record<string, unknown>[] = [];
    const { file } = await runPlugins(
      'Intro.\n\n::qrcode{value="x" logoImage="javascript:alert(1)"}\n\n::qrcode{value="y" logoImage="/img/logo.svg"}',
      {
        remark: [
          [
            remarkWidgets,
            {
              directives: { qrcode: 'qr-code' },
              urlProps: { 'qr-code': { logoImage: 'image' } },
              renderWidget: (_: string, props: Record<string, unknown>) => (seen.push(props), '<span></span>'),
            },
          ],
        ],
      },
      { lineOffset: 2 },
    );
    expect(seen).toEqual([{ value: 'x' }, { value: 'y', logoImage: '/img/logo.svg' }]);
    expect(file.messages.map((message) => [message.line, message.reason])).toEqual([
      [
        5,
        'The logoImage URL "javascript:alert(1)" of ::qrcode was left out: the javascript: scheme is not allowed (only http, https, data:image/... or a relative URL)',
      ],
    ]);
  });
});
