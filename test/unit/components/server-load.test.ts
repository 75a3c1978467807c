import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteComponents } from '../../../src/components/site-components.js';
import { docgenRejectionOf, tempDir } from '../../helpers/temp.js';

/** A site folder with the given component files and `components` config entries. */
async function load(files: Record<string, string>, configured: Record<string, string> = {}) {
  const root = tempDir(files);
  return { root, site: await loadSiteComponents({ root, components: configured, configFile: path.join(root, 'site.config.ts') }) };
}

describe('loading the site components on the server', () => {
  it('finds nothing and compiles nothing in a site without a components folder', async () => {
    const { site } = await load({ 'docs/index.md': '# Home' });
    expect(site.components.size).toBe(0);
    expect(site.overrides.size).toBe(0);
  });

  it('names each file of components/ after it, skips helpers, and renders hooks with the engine React', async () => {
    const { site } = await load({
      'components/my-counter.tsx': `import { useState } from 'react';\nimport { twice } from './_math.js';\nexport default function C({ start }: { start: number }) { const [n] = useState(twice(start)); return <b>{n}</b>; }\n`,
      'components/_math.ts': 'export const twice = (n: number) => n * 2;\n',
      'components/lib/not-a-component.ts': 'export const x = 1;\n',
    });
    expect([...site.components.keys()]).toEqual(['my-counter']);
    // useState inside renderToString of the engine's React: it throws with a second React copy.
    expect(renderToString(createElement(site.components.get('my-counter')!.component, { start: 4 }))).toBe('<b>8</b>');
  });

  it('loads a component from a package the site installs, named in the configuration', async () => {
    const { site } = await load(
      {
        'node_modules/chart-pkg/package.json': '{"name":"chart-pkg","type":"module","exports":{"./Chart":"./chart.js"}}',
        'node_modules/chart-pkg/chart.js': "import { createElement } from 'react';\nexport default (p) => createElement('i', null, p.v);\n",
      },
      { 'price-chart': 'chart-pkg/Chart' },
    );
    expect(renderToString(createElement(site.components.get('price-chart')!.component, { v: 'x' }))).toBe('<i>x</i>');
  });

  it('loads overrides from components/overrides/ by template component name', async () => {
    const { site } = await load({ 'components/overrides/Footer.tsx': 'export default () => <footer>mine</footer>;\n' });
    expect([...site.overrides.keys()]).toEqual(['Footer']);
    expect(site.components.size).toBe(0);
  });

  it('loads a file without a default export (a helper pages may import) and marks it for an error where it is used', async () => {
    const { site } = await load({ 'components/helpers.tsx': 'export const Broken = () => <p />;\n' });
    expect(site.components.get('helpers')?.noDefaultExport).toBe(true);
  });

  it('rejects an override without a default export at once, naming it (DG181)', async () => {
    const root = tempDir({ 'components/overrides/Footer.tsx': 'export const Footer = () => <footer />;\n' });
    const error = await docgenRejectionOf(loadSiteComponents({ root, components: {}, configFile: path.join(root, 'site.config.ts') }));
    expect(error.code).toBe('DG181');
    expect(error.location?.file).toBe(path.join(root, 'components/overrides/Footer.tsx'));
  });

  it('rejects a syntax error with its file and line (DG180)', async () => {
    const root = tempDir({ 'components/bad.tsx': 'export default function Bad() {\n  const x = ;\n  return <p>{x}</p>;\n}\n' });
    const error = await docgenRejectionOf(loadSiteComponents({ root, components: {}, configFile: path.join(root, 'site.config.ts') }));
    expect(error.code).toBe('DG180');
    expect(error.location?.file).toBe(path.join(root, 'components/bad.tsx'));
    expect(error.location?.line).toBe(2);
  });

  it('rejects a configured package that is not installed, at the configuration file (DG180)', async () => {
    const root = tempDir({});
    const configFile = path.join(root, 'site.config.ts');
    const error = await docgenRejectionOf(loadSiteComponents({ root, components: { chart: 'missing-pkg/Chart' }, configFile }));
    expect(error.code).toBe('DG180');
    expect(error.location?.file).toBe(configFile);
    expect(error.message).toContain('missing-pkg/Chart');
  });

  it('rejects an override of a component that cannot be replaced, listing those that can (DG184)', async () => {
    const root = tempDir({ 'components/overrides/Fotter.tsx': 'export default () => null;\n' });
    const error = await docgenRejectionOf(loadSiteComponents({ root, components: {}, configFile: path.join(root, 'site.config.ts') }));
    expect(error.code).toBe('DG184');
    expect(error.hint).toContain('"Footer"');
  });

  it('rejects a component named like an engine directive or the same in folder and config (DG182)', async () => {
    const root = tempDir({
      'components/qrcode.tsx': 'export default () => null;\n',
      'components/chart.tsx': 'export default () => null;\n',
    });
    const configFile = path.join(root, 'site.config.ts');
    expect((await docgenRejectionOf(loadSiteComponents({ root, components: {}, configFile }))).code).toBe('DG182');
    const clash = tempDir({ 'components/chart.tsx': 'export default () => null;\n' });
    const error = await docgenRejectionOf(loadSiteComponents({ root: clash, components: { chart: 'x/y' }, configFile }));
    expect(error.code).toBe('DG182');
  });

  it('rejects a component named like a built-in directive, the include directive or a site admonition type (DG182)', async () => {
    for (const name of ['tabs', 'details', 'include']) {
      const root = tempDir({ [`components/${name}.tsx`]: 'export default () => null;\n' });
      const error = await docgenRejectionOf(loadSiteComponents({ root, components: {}, configFile: path.join(root, 'site.config.ts') }));
      expect(error.code, name).toBe('DG182');
    }
    const root = tempDir({ 'components/security.tsx': 'export default () => null;\n' });
    const markdown = {
      remarkPlugins: [],
      rehypePlugins: [],
      math: true,
      format: 'mdx' as const,
      hooks: { onBrokenMarkdownLinks: 'warn' as const },
      admonitions: { security: { label: 'Security', style: 'danger' as const } },
    };
    const error = await docgenRejectionOf(
      loadSiteComponents({ root, components: {}, configFile: path.join(root, 'site.config.ts'), markdown }),
    );
    expect(error.message).toContain('markdown.admonitions');
  });
});
