// Writes ERRORS.md from the error catalogue (src/errors/error-data.ts). A unit test fails
// when the file is out of date, so the reference and the catalogue cannot drift apart.
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';

const bundled = await build({
  entryPoints: ['src/errors/error-reference.ts'],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
});
const { renderErrorReference } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
writeFileSync('ERRORS.md', renderErrorReference());
console.log('ERRORS.md written');
