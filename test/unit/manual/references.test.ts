/**
 * The manual's generated references (manual/docs/reference/): each committed page is
 * what the code it describes gives today, and together they cover every configuration
 * key of the schema (with a description), every command and flag of the CLI, every error
 * code (at the anchor printed errors link) and every message key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorData } from '../../../src/errors/error-data.js';
import { formatDocgenError } from '../../../src/errors/docgen-error.js';
import { errors } from '../../../src/errors/catalogue.js';
import { en } from '../../../src/i18n/messages/en.js';
import { cliFlags, cliProgram } from '../../../src/cli/manual/cli-reference.js';
import { configDescriptions } from '../../../src/cli/manual/config-descriptions.js';
import { configKeys } from '../../../src/cli/manual/config-reference.js';
import { errorReferenceUrl, MANUAL_URL } from '../../../src/errors/manual-url.js';
import { manualReferences, REFERENCE_DIR } from '../../../src/cli/manual/references.js';
import { repoRoot } from '../../helpers/paths.js';

const pages = manualReferences();
const committed = (name: string) => readFileSync(path.join(repoRoot, REFERENCE_DIR, name), 'utf8');
/** The table row whose first cell is `firstCell` (padded or not). */
const rowOf = (page: string, firstCell: string) =>
  page.split('\n').find(
    (line) =>
      line.startsWith(`| ${firstCell} `) &&
      line
        .slice(firstCell.length + 2)
        .trimStart()
        .startsWith('|'),
  );

describe('the manual’s generated references', () => {
  it('are committed as the code gives them (run `npm run manual:references` after changing the code)', () => {
    const files = readdirSync(path.join(repoRoot, REFERENCE_DIR)).filter((name) => name.endsWith('.md'));
    expect(files.sort()).toEqual(Object.keys(pages).sort());
    for (const [name, text] of Object.entries(pages)) expect(committed(name), name).toBe(text);
  });

  it('list every key of the configuration schema with its type, default and a description', () => {
    const keys = configKeys();
    // Nested keys of every kind are there: an object's, a list item's, a record value's.
    expect(keys.map((key) => key.path)).toEqual(
      expect.arrayContaining(['title', 'navbar.logo.src', 'navbar.items[].type', 'docs.versions.<name>.banner', 'build.workers']),
    );
    expect(keys.find((key) => key.path === 'baseUrl')).toMatchObject({ type: 'string', default: "'/'" });
    expect(keys.find((key) => key.path === 'title')).toMatchObject({ default: 'required' });
    for (const key of keys) {
      expect(key.description, `no description for ${key.path} in src/cli/manual/config-descriptions.ts`).not.toBe('');
      const row = rowOf(pages['configuration.md']!, `\`${key.path}\``);
      expect(row, key.path).toBeDefined();
      expect(row).toContain(key.description.slice(0, 20).replace(/\|/g, '\\|'));
    }
    const paths = new Set(keys.map((key) => key.path));
    expect(
      Object.keys(configDescriptions).filter((described) => !paths.has(described)),
      'descriptions of keys the schema no longer has',
    ).toEqual([]);
  });

  it('list every command, argument and flag of the CLI', () => {
    const page = pages['cli.md']!;
    const program = cliProgram();
    expect(program.commands.map((command) => command.name())).toEqual(['build', 'serve', 'check', 'version', 'init']);
    for (const command of program.commands) {
      expect(page).toContain(`## docgen ${command.name()} {#${command.name()}}`);
      for (const argument of command.registeredArguments) expect(page).toContain(argument.description);
    }
    const section = (name: string) => page.slice(page.indexOf(`## docgen ${name} `)).split('\n## ')[0]!;
    for (const flag of cliFlags()) {
      const where = flag.command === 'docgen' ? page.split('\n## ')[0]! : section(flag.command);
      expect(rowOf(where, `\`${flag.flags}\``), `${flag.command} ${flag.flags}`).toContain(flag.description);
    }
    expect(rowOf(section('check'), '`--no-build`')).toBeDefined();
  });

  it('give every error code its entry, at the anchor every printed error links', () => {
    const page = pages['errors.md']!;
    for (const entry of Object.values(errorData)) {
      const anchor = entry.code.toLowerCase();
      expect(page).toContain(`## ${entry.code}: ${entry.title} {#${anchor}}`);
      expect(errorReferenceUrl(entry.code)).toBe(`${MANUAL_URL}reference/errors/#${anchor}`);
    }
    const printed = formatDocgenError(errors.portInUse(undefined, 3000));
    expect(printed.split('\n').at(-1)).toBe(`  more: ${MANUAL_URL}reference/errors/#dg070`);
  });

  it('list every message key with its English text', () => {
    for (const [key, text] of Object.entries(en))
      expect(rowOf(pages['messages.md']!, `\`${key}\``)?.trimEnd() ?? '', key).toContain(text.replace(/\|/g, '\\|'));
  });
});
