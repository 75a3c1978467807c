import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMessageReference } from '../../../src/i18n/message-reference.js';
import { en } from '../../../src/i18n/messages/en.js';
import { repoRoot } from '../../helpers/paths.js';

describe('MESSAGES.md', () => {
  it('is the reference generated from the catalogue (run `npm run messages:reference` after changing it)', () => {
    expect(readFileSync(path.join(repoRoot, 'MESSAGES.md'), 'utf8')).toBe(renderMessageReference());
  });

  it('lists every key with its English text', () => {
    const reference = renderMessageReference();
    for (const [key, text] of Object.entries(en)) {
      const row = reference.split('\n').find((line) => line.startsWith(`| \`${key}\` `));
      expect(row, key).toContain(` ${text.replace(/\|/g, '\\|')} `);
    }
  });

  it('is linked from the README', () => {
    expect(readFileSync(path.join(repoRoot, 'README.md'), 'utf8')).toContain('[MESSAGES.md](MESSAGES.md)');
  });
});
