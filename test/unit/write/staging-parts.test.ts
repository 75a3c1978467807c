/**
 * A file written in parts (llms-full.txt: every twin already staged, with texts between)
 * is the parts in their order, byte for byte, however many there are: they are read
 * several at a time, ahead of the writes.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OutputPart } from '../../../src/core/output.js';
import { openStaging, WRITES_IN_FLIGHT } from '../../../src/write/staging.js';

describe('a file written from parts', () => {
  it('holds every staged file and text in order, across many read-ahead windows', async () => {
    const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-parts-')), 'site');
    const staging = await openStaging(outDir);
    const count = WRITES_IN_FLIGHT * 3 + 5;
    const parts: OutputPart[] = [];
    let expected = '';
    for (let index = 0; index < count; index++) {
      // Sizes vary, so that a part read late but finished first would show out of place.
      const text = `# Page ${index}\n${'é'.repeat((index * 37) % 500)}\n`;
      await staging.write(`p/${index}.md`, text);
      parts.push({ written: `p/${index}.md` }, index % 2 ? '' : `\n---${index}\n`);
      expected += text + (index % 2 ? '' : `\n---${index}\n`);
    }
    await staging.commit(new Map([['full.txt', { parts }]]));
    expect(readFileSync(path.join(outDir, 'full.txt'), 'utf8')).toBe(expected);
  });
});
