import { describe, expect, it } from 'vitest';
import { remarkSafeUrls } from '../../../src/markdown/remark-safe-urls.js';
import { runPlugins } from '../../helpers/markdown.js';

describe('remarkSafeUrls', () => {
  it('keeps the text of an unsafe link and warns at its line, counting the frontmatter', async () => {
    const { html, file } = await runPlugins(
      'Intro.\n\nSee [the docs](javascript:alert(1)) now.',
      { remark: [remarkSafeUrls] },
      { lineOffset: 4 },
    );
    expect(html).toBe('<p>Intro.</p>\n<p>See the docs now.</p>');
    expect(file.messages.map((message) => [message.line, message.reason])).toEqual([
      [
        7,
        'The URL "javascript:alert(1)" was left out: the javascript: scheme is not allowed (only http, https, mailto, tel or a relative URL)',
      ],
    ]);
  });

  it('turns an unsafe image into its alt text and drops an unsafe definition', async () => {
    const { html, file } = await runPlugins('![chart](data:text/html,x) and [ref][r]\n\n[r]: vbscript:run', { remark: [remarkSafeUrls] });
    expect(html).toBe('<p>chart and [ref][r]</p>');
    expect(file.messages).toHaveLength(2);
  });

  it('leaves safe links, images and raw HTML alone', async () => {
    const source = '[a](https://x.test) [b](/c) [c](#d) ![e](data:image/png;base64,AA) <a href="javascript:void(0)">author HTML</a>';
    const { html, file } = await runPlugins(source, { remark: [remarkSafeUrls] });
    expect(html).toContain('<a href="https://x.test">a</a>');
    expect(html).toContain('<img src="data:image/png;base64,AA" alt="e">');
    expect(file.messages).toEqual([]);
  });
});
