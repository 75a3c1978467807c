/**
 * Mistakes in images, math and heading ids, through the CLI on a copy of the codeblocks
 * fixture: a missing image fails like a broken link; a formula KaTeX cannot read and an
 * id written twice are warnings at their file and line, and the site still builds.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectUserError, runCli } from '../../helpers/bad-input.js';
import { copyFixtureSite } from '../../helpers/site-copy.js';

describe('codeblocks site mistakes', () => {
  it('a missing local image: exit 1 naming the file, line and image', async () => {
    const { root } = copyFixtureSite('codeblocks');
    const file = path.join(root, 'docs/guide/images.md');
    appendFileSync(file, '\n![Gone](/img/missing.png)\n');
    const run = await runCli(['build'], { cwd: root });
    expectUserError(run, { file, line: 16, code: 'DG114' });
    expect(run.stderr).toContain('![Gone](/img/missing.png)');
  });

  it('a formula KaTeX cannot read, and a heading id written twice: warnings at their lines, exit 0', async () => {
    const { root } = copyFixtureSite('codeblocks');
    const math = path.join(root, 'docs/guide/math.md');
    appendFileSync(math, '\nBroken: $\\frac{1}{$.\n');
    const code = path.join(root, 'docs/guide/code.md');
    appendFileSync(code, '\n## Again {#highlighted}\n');
    const run = await runCli(['build'], { cwd: root });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(
      new RegExp(`warning ${math.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:12:\\d+: Could not render math with KaTeX: `),
    );
    expect(run.stderr).toContain(`warning ${code}:63`);
    expect(run.stderr).toContain('The heading id "highlighted" is used twice on the page');
  });
});
