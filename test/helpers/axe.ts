import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);

let source: Buffer | undefined;
const axeSource = () => String((source ??= readFileSync(require.resolve('axe-core/axe.min.js'))));

let axeUrl: Promise<string> | undefined;
/**
 * axe-core's browser build (nothing is downloaded), served from the loopback, cacheable:
 * Chromium then keeps its compiled code, where a script injected as text is compiled again
 * on every page (a sixth of a page's axe pass on a portal page, about 0.5 s of CPU).
 * One server per test worker, which does not keep the worker alive.
 */
function axeScriptUrl(): Promise<string> {
  axeUrl ??= new Promise((resolve, reject) => {
    const server = createServer((_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
        'access-control-allow-origin': '*',
      });
      response.end(axeSource());
    });
    server.on('error', reject);
    server.on('connection', (socket) => socket.unref());
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/axe.min.js`);
    });
  });
  return axeUrl;
}

/** The rule sets of the issue: WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeViolation {
  rule: string;
  impact: string | null;
  help: string;
  /** CSS selectors of the failing elements, with axe's summary of what is wrong. */
  nodes: { target: string; summary: string }[];
}

/** The rules whose outcome depends on colours alone: all that a change of colour mode can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core on the page as it is now and returns every violation: of every rule of
 * AXE_TAGS, or of the named `rules` only.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // A test that blocks scripts (to crash a widget) blocks this one too: then as text.
    await page.addScriptTag({ url: await axeScriptUrl() }).catch(() => page.addScriptTag({ content: axeSource() }));
  }
  return page.evaluate(
    async ({ tags, rules }) => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<AxeResults> } }).axe;
      interface AxeResults {
        violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
      }
      const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags };
      const results = await axe.run(document, { runOnly, resultTypes: ['violations'] });
      return results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String).join(' '),
          summary: (node.failureSummary ?? '').split('\n').slice(0, 2).join(' '),
        })),
      }));
    },
    { tags: AXE_TAGS, rules },
  );
}

/** One line per failing element: `rule (impact) page: selector: what is wrong`. */
export function describeViolations(page: string, violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.rule} (${violation.impact}) ${page}: ${node.target}: ${node.summary}`),
  );
}
