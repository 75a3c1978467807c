// Writes MESSAGES.md from the English message catalogue (src/i18n/messages/en.ts). A unit
// test fails when the file is out of date, so the reference and the catalogue cannot drift apart.
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';

const bundled = await build({
  entryPoints: ['src/i18n/message-reference.ts'],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
});
const { renderMessageReference } = await import(
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`
);
writeFileSync('MESSAGES.md', renderMessageReference());
console.log('MESSAGES.md written');
