import { describe, expect, it } from 'vitest';
import { deferTwins } from '../../../src/dev/deferred-twins.js';
import type { ReaderOutput } from '../../../src/llms/reader-output.js';
import type { SiteView, SourcePage } from '../../../src/core/page-source.js';
import type { Route } from '../../../src/core/route.js';
import { addressAt } from '../../helpers/site-address.js';

const config = { llms: { enabled: true } } as unknown as SiteView['config'];
const site = { config, address: addressAt('/docs/') };
const route = (path: string): Route =>
  ({ path, outPath: `${path.slice(1)}/index.html`, source: 'docs', kind: 'doc', ref: path, origin: { file: 'x.md' }, title: 'T' }) as Route;
const page: SourcePage = { head: { title: 'T' } as SourcePage['head'], render: () => null, reader: () => ({ markdown: '# T\n' }) };

/** A reader output that makes each twin from the page's reader, and counts the twins it made and the lines it noted. */
function countingReaders() {
  const made: string[] = [];
  const noted: string[] = [];
  const readers: ReaderOutput = {
    twin(twinRoute, twinPage) {
      made.push(twinRoute.path);
      const reader = twinPage.reader?.();
      const entry = { path: twinRoute.path, title: twinRoute.title, section: 'Guides', optional: [] };
      return reader && { outPath: `${twinRoute.path.slice(1)}.md`, href: `/docs${twinRoute.path}.md`, markdown: reader.markdown, entry };
    },
    note: (notedRoute) => void noted.push(notedRoute.path),
    finish: () => [],
    follow: () => undefined,
  };
  return { readers, made, noted };
}

describe('deferTwins', () => {
  it("puts a page's twin off where the last build wrote one: the same address now, the twin made later", () => {
    const { readers, made, noted } = countingReaders();
    const twins = deferTwins(readers, site, (outPath) => outPath === 'guides/a.md');
    const placeholder = twins.readers.twin(route('/guides/a'), page);
    expect(placeholder).toEqual({ outPath: 'guides/a.md', href: '/docs/guides/a.md', markdown: '' });
    expect(made).toEqual([]); // nothing made while the page renders
    expect(twins.isDeferred('guides/a.md')).toBe(true);
    const makers = twins.makers();
    expect([...makers.keys()]).toEqual(['guides/a.md']);
    expect(makers.get('guides/a.md')!()).toBe('# T\n');
    expect(made).toEqual(['/guides/a']);
    // The put-off twin's line for llms.txt is noted when it is made (the placeholder had none).
    expect(placeholder?.entry).toBeUndefined();
    expect(noted).toEqual(['/guides/a']);
  });

  it('makes the twin at once where the last build had none (its page may not have one), and never without llms', () => {
    const { readers, made } = countingReaders();
    const twins = deferTwins(readers, site, () => false);
    expect(twins.readers.twin(route('/guides/b'), page)?.markdown).toBe('# T\n');
    expect(made).toEqual(['/guides/b']);
    expect(twins.isDeferred('guides/b.md')).toBe(false);

    const off = deferTwins(
      countingReaders().readers,
      { ...site, config: { ...config, llms: { enabled: false } } as SiteView['config'] },
      () => true,
    );
    off.readers.twin(route('/guides/c'), page);
    expect(off.isDeferred('guides/c.md')).toBe(false);
  });
});
