/**
 * The deployment configurations of examples/deploy/ (and the manual's Deployment page) agree
 * with what a build writes: the order nginx tries files in finds every page of a real
 * build, the cache headers are the build's own, the assets and 404 paths exist, and the
 * publish folders are the build's output folder.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ASSET_FOLDER } from '../../src/core/output.js';
import { CACHE_FOREVER, CACHE_REVALIDATE } from '../../src/deploy/cache-policy.js';
import { buildInMemory, fixtureSite, repoRoot } from '../helpers/build-fixture.js';

const example = (file: string) => readFileSync(path.join(repoRoot, 'examples/deploy', file), 'utf8');
const deployment = readFileSync(path.join(repoRoot, 'manual/docs/deployment.md'), 'utf8');
/** The output folder `docgen build` writes when given no --out. */
const DEFAULT_OUT = 'build';

let files: Set<string>;
let pages: string[];
beforeAll(async () => {
  // Two locales and a version folder with a dot in its name (1.x).
  const result = await buildInMemory(fixtureSite('versions-locales'));
  files = new Set(result.files.keys());
  pages = [...files].filter((file) => /(^|\/)index\.html$/.test(file)).map((file) => `/${file.replace(/(^|\/)index\.html$/, '')}`);
});

/** nginx's `location <prefix> { ... }` blocks, by prefix. */
function nginxLocations(conf: string): Map<string, string> {
  return new Map([...conf.matchAll(/location\s+([^\s{]+)\s*\{([^}]*)\}/g)].map((match) => [match[1]!, match[2]!]));
}

/** What `try_files` answers for a URI: the first file that exists, or its last (fallback) argument. */
function tryFiles(directive: string, uri: string, exists: (file: string) => boolean): string {
  const [, ...args] = directive.trim().replace(/;$/, '').split(/\s+/);
  for (const candidate of args.slice(0, -1)) {
    const file = candidate.replaceAll('$uri', uri).replace(/\/+/g, '/').slice(1);
    // A candidate ending in "/" tests a folder, which nginx then redirects to add a slash.
    if (candidate.endsWith('/')) throw new Error(`try_files ${candidate}: a folder test, which redirects /x to /x/`);
    if (exists(file)) return file;
  }
  return args.at(-1)!;
}

describe('examples/deploy/nginx.conf', () => {
  const locations = nginxLocations(example('nginx.conf'));

  it('serves every page of a build from its index.html, with and without a trailing slash, without a redirect', () => {
    const tryLine = /try_files[^;]+;/.exec(locations.get('/')!)![0];
    expect(pages.length).toBeGreaterThan(20);
    expect(pages).toContain('/1.x/guide/setup');
    for (const page of pages) {
      const index = page === '/' ? 'index.html' : `${page.slice(1)}/index.html`;
      expect(
        tryFiles(tryLine, page, (file) => files.has(file)),
        page,
      ).toBe(index);
      if (page !== '/')
        expect(
          tryFiles(tryLine, `${page}/`, (file) => files.has(file)),
          `${page}/`,
        ).toBe(index);
    }
    expect(tryFiles(tryLine, '/guide/nope', (file) => files.has(file))).toBe('=404');
    expect(deployment).toContain(tryLine);
  });

  it('caches the assets folder the build writes for good, and revalidates the rest', () => {
    const assets = locations.get(`/${ASSET_FOLDER}/`);
    expect(assets, `a location /${ASSET_FOLDER}/`).toBeDefined();
    expect([...files].some((file) => file.startsWith(`${ASSET_FOLDER}/`) && file.endsWith('.js'))).toBe(true);
    expect(assets).toContain(`add_header Cache-Control "${CACHE_FOREVER}";`);
    expect(locations.get('/')).toContain(`add_header Cache-Control "${CACHE_REVALIDATE}";`);
  });

  it('answers missing paths with 404 pages the build writes', () => {
    const conf = example('nginx.conf');
    const notFound = [...conf.matchAll(/error_page 404 \/(\S+);/g)].map((match) => match[1]!);
    expect(notFound).toEqual(['404.html', 'fr/404.html']);
    expect(files.has('404.html')).toBe(true);
    // The example's locale is fr; the fixture's is ar: the same layout, <locale>/404.html.
    expect(files.has('ar/404.html')).toBe(true);
    expect(locations.get('/fr/')).toContain('error_page 404 /fr/404.html;');
  });
});

describe('examples/deploy/.htaccess', () => {
  const htaccess = example('.htaccess');

  it('rewrites a clean URL to the index.html the build writes for it', () => {
    expect(htaccess).toContain('RewriteCond %{REQUEST_FILENAME}/index.html -f');
    const rule = /^RewriteRule \^\(\.\*\?\)\/\?\$ (\S+) \[L\]$/m.exec(htaccess);
    expect(rule, 'the clean-URL rewrite').not.toBeNull();
    for (const page of pages.filter((page) => page !== '/')) {
      const target = rule![1]!.replace('$1', /^(.*?)\/?$/.exec(page.slice(1))![1]!);
      expect(files.has(target), page).toBe(true);
    }
    expect(htaccess).toContain('DirectorySlash Off');
  });

  it('sets the build’s cache headers by the assets folder, and its 404 pages', () => {
    expect(htaccess).toContain(`Header set Cache-Control "${CACHE_FOREVER}" "expr=%{REQUEST_URI} =~ m#^/${ASSET_FOLDER}/#"`);
    expect(htaccess).toContain(`Header set Cache-Control "${CACHE_REVALIDATE}" "expr=%{REQUEST_URI} !~ m#^/${ASSET_FOLDER}/#"`);
    expect(htaccess).toContain('ErrorDocument 404 /404.html');
  });
});

describe('examples/deploy/netlify.toml and github-pages.yml', () => {
  it('publish the output folder docgen builds into', () => {
    const toml = example('netlify.toml');
    expect(/^\s*publish = "([^"]+)"$/m.exec(toml)?.[1]).toBe(DEFAULT_OUT);
    expect(/^\s*command = "([^"]+)"$/m.exec(toml)?.[1]).toBe('npx docgen build');
    expect(files.has('_headers'), 'Netlify reads the build’s _headers').toBe(true);
  });

  it('builds, checks and deploys with the Pages actions', () => {
    const workflow = parseYaml(example('github-pages.yml')) as {
      permissions: Record<string, string>;
      jobs: {
        build: { steps: { uses?: string; run?: string; with?: Record<string, string> }[] };
        deploy: { needs: string; steps: { uses?: string }[] };
      };
    };
    const steps = workflow.jobs.build.steps;
    expect(steps.some((step) => /^npx docgen (build|check)\b/.test(step.run ?? ''))).toBe(true);
    const upload = steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'));
    expect(upload?.with?.path).toBe(DEFAULT_OUT);
    expect(workflow.jobs.deploy.needs).toBe('build');
    expect(workflow.jobs.deploy.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@'))).toBe(true);
    expect(workflow.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
  });
});

describe("the manual's Deployment page", () => {
  it('links every example file, and states the build’s own cache headers', () => {
    for (const file of ['nginx.conf', '.htaccess', 'netlify.toml', 'github-pages.yml']) {
      expect(deployment).toContain(`(https://github.com/docgen-dev/docgen/blob/main/examples/deploy/${file})`);
    }
    expect(deployment).toContain(`Cache-Control: ${CACHE_FOREVER}`);
    expect(deployment).toContain(`Cache-Control: ${CACHE_REVALIDATE}`);
    expect(deployment).toContain(
      `aws s3 sync ${DEFAULT_OUT}/${ASSET_FOLDER} s3://BUCKET/${ASSET_FOLDER} --cache-control "${CACHE_FOREVER}"`,
    );
  });
});
