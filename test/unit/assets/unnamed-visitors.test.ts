import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script of the engine's compile step, without type declarations
import { unnamedVisitors } from '../../../scripts/unnamed-visitors.mjs';

const ENTRY = `
import { visit } from 'unist-util-visit';
const tree = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'a' }, { type: 'text', value: 'b' }] }] };
const seen = [];
visit(tree, 'text', (node) => void seen.push(node.value));
export default seen;
`;

async function bundle(plugins: (typeof unnamedVisitors)[]) {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    plugins,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe('the compile step leaves out the names unist-util-visit-parents gives each visitor', () => {
  it('bundles the walker without naming a function per visited node, and it still visits every node', async () => {
    expect(await bundle([])).toMatch(/defineProperty\(visit\d*, "name"/);
    const code = await bundle([unnamedVisitors]);
    expect(code).not.toMatch(/defineProperty\(visit\d*, "name"/);
    const visited = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { default: string[] };
    expect(visited.default).toEqual(['a', 'b']);
  });
});
