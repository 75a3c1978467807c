import { readFile } from 'node:fs/promises';
import { manualPage } from '../errors/manual-url.js';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { ResolvedConfig } from '../config/validate.js';
import { errors } from '../errors/catalogue.js';
import type { Diagnostic } from '../core/output.js';
import { readTranslationFile } from './docusaurus-translations.js';
import { jsonErrorPosition } from '../util/json-error-position.js';
import { closestMatch } from '../util/closest-match.js';
import { toPointer } from '../util/json-pointer.js';
import { positionOfPointer } from '../util/source-position.js';
import {
  CONFIG_TEXT_PREFIX,
  englishTextOf,
  isMessageKey,
  loadMessages,
  messageKeys,
  messagesFor,
  type ConfigTextKey,
  type ConfigTextPlace,
  type MessageOverrides,
  type Messages,
} from './messages.js';

export interface SiteMessages {
  /** Every configured locale's messages: the site's texts over the built-in English. */
  catalogues: Map<string, Messages>;
  /** Keys the site's files set that are no message (left out). */
  warnings: Diagnostic[];
}

/** Where a site keeps its texts for a locale. */
export const siteMessagesFile = (root: string, locale: string) => path.join(root, 'i18n', locale, 'messages.json');

/**
 * Reads `i18n/<locale>/messages.json` of every locale in `config.i18n.locales`, once per
 * build. A locale without the file gets the built-in English words (with its own number
 * and plural rules). Bad files fail with the file and where in it; unknown keys warn.
 */
export async function loadSiteMessages(config: ResolvedConfig): Promise<SiteMessages> {
  const catalogues = new Map<string, Messages>();
  const warnings: Diagnostic[] = [];
  const locales = new Set([config.i18n.defaultLocale, ...config.i18n.locales]);
  await loadMessages(locales);
  for (const locale of locales) {
    const file = siteMessagesFile(config.root, locale);
    const text = await readIfPresent(file);
    const written = configTexts(config);
    const parsed = text === undefined ? { overrides: {}, warnings: [] } : parseSiteMessages(file, text, written);
    // Docusaurus's navbar.json and footer.json translate the same texts; messages.json wins.
    const theme = await themeTranslations(config, locale, written);
    catalogues.set(locale, messagesFor(locale, { ...theme, ...parsed.overrides }));
    warnings.push(...parsed.warnings);
  }
  return { catalogues, warnings };
}

/** The texts of one messages file, checked; throws a DocgenError naming the file and the place. */
export function parseSiteMessages(
  file: string,
  text: string,
  written: ReadonlySet<string> = new Set(),
): { overrides: MessageOverrides; warnings: Diagnostic[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const problem = (error as Error).message.replace(/ in JSON at position \d+.*$/s, '');
    throw errors.siteMessagesJsonInvalid({ file, ...jsonErrorPosition(text, (error as Error).message) }, file, problem);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw errors.siteMessageNotText({ file, pointer: '' }, file, '', describe(data));
  const overrides: Record<string, string> = {};
  const warnings: Diagnostic[] = [];
  for (const [key, value] of Object.entries(data)) {
    const pointer = toPointer([key]);
    const at = () => ({ file, pointer, ...positionOfPointer(text, pointer) });
    if (typeof value !== 'string') throw errors.siteMessageNotText(at(), file, pointer, describe(value));
    if (key.startsWith(CONFIG_TEXT_PREFIX)) {
      // A translation of a text of the config, used as it is (no placeholders).
      const original = key.slice(CONFIG_TEXT_PREFIX.length);
      if (written.has(original)) overrides[key as ConfigTextKey] = value;
      else {
        const suggestion = closestMatch(original, [...written]);
        const hint = suggestion ? ` Did you mean "${CONFIG_TEXT_PREFIX}${suggestion}"?` : '';
        const { line, column } = at();
        warnings.push({
          severity: 'warning',
          file,
          line,
          column,
          message: `No text of site.config.ts reads "${original}"; "${key}" is ignored.${hint}`,
        });
      }
      continue;
    }
    if (!isMessageKey(key)) {
      const suggestion = closestMatch(key, messageKeys);
      const { line, column } = at();
      const hint = suggestion ? ` Did you mean "${suggestion}"?` : ` ${manualPage('reference/messages')} lists the keys.`;
      warnings.push({ severity: 'warning', file, line, column, message: `"${key}" is not a docgen message; it is ignored.${hint}` });
      continue;
    }
    let parsed: MessageFormatElement[];
    try {
      parsed = parse(value, { ignoreTag: true });
    } catch (error) {
      throw errors.siteMessageSyntaxInvalid(at(), file, pointer, (error as Error).message);
    }
    // A placeholder docgen never fills would show as written: say so.
    const filled = argumentsOf(parse(englishTextOf(key) ?? '', { ignoreTag: true }));
    const unknown = [...argumentsOf(parsed)].filter((name) => !filled.has(name));
    if (unknown.length) {
      const { line, column } = at();
      const known = filled.size ? `it fills ${[...filled].map((name) => `{${name}}`).join(', ')}` : 'it fills none';
      warnings.push({
        severity: 'warning',
        file,
        line,
        column,
        message: `"${key}" uses {${unknown.join('}, {')}}, which docgen does not fill (${known}).`,
      });
    }
    overrides[key] = value;
  }
  return { overrides, warnings };
}

/**
 * The config texts translated by `i18n/<locale>/docusaurus-theme-classic/navbar.json`
 * (`title`, `item.label.<label>`) and `footer.json` (`link.title.<title>`,
 * `link.item.label.<label>`, `copyright`), as `config:<text>` messages.
 */
async function themeTranslations(config: ResolvedConfig, locale: string, written: ReadonlySet<string>): Promise<MessageOverrides> {
  const folder = path.join(config.root, 'i18n', locale, 'docusaurus-theme-classic');
  const [navbar, footer] = await Promise.all(['navbar.json', 'footer.json'].map((name) => readTranslationFile(path.join(folder, name))));
  const overrides: Record<string, string> = {};
  // Each file translates its own part of the page: the same text in the navbar and the footer may differ.
  const put = (place: ConfigTextPlace, original: string | undefined, message: string) => {
    if (original !== undefined && written.has(original)) overrides[`${CONFIG_TEXT_PREFIX}${place}:${original}`] = message;
  };
  for (const [key, message] of Object.entries(navbar ?? {})) {
    if (key === 'title') put('navbar', config.navbar.title ?? config.title, message);
    else if (key.startsWith('item.label.')) put('navbar', key.slice('item.label.'.length), message);
  }
  for (const [key, message] of Object.entries(footer ?? {})) {
    if (key === 'copyright') put('footer', config.footer.copyright, message);
    else if (key.startsWith('link.title.')) put('footer', key.slice('link.title.'.length), message);
    else if (key.startsWith('link.item.label.')) put('footer', key.slice('link.item.label.'.length), message);
  }
  return overrides as MessageOverrides;
}

/** The texts of the config that pages show and a locale may translate: navbar, footer, banners. */
function configTexts(config: ResolvedConfig): Set<string> {
  const texts = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  [config.title, config.tagline, config.navbar, config.footer, config.announcementBar, config.helpButton, config.cookieConsent].forEach(
    visit,
  );
  return texts;
}

/** The placeholders a message uses, plural and select ones included. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element) names.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, names);
  }
  return names;
}

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `the ${typeof value} ${JSON.stringify(value)}`;
}
