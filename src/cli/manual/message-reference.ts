import { en } from '../../i18n/messages/en.js';

/** What each group of keys (the key's first part) covers, in the order of the reference. */
const AREAS: Record<string, string> = {
  layout: 'Page frame',
  navbar: 'Navbar and mobile menu',
  search: 'Search box (browser)',
  notice: 'Version and translation notices',
  toc: 'Table of contents',
  breadcrumbs: 'Breadcrumbs',
  pagination: 'Previous / next',
  sidebar: 'Sidebar',
  index: 'Index pages',
  doc: 'Doc footer (tags, edit link, last update)',
  redirect: 'Redirect pages',
  notFound: '404 page',
  heading: 'Headings',
  admonition: 'Admonitions',
  details: 'Details (collapsible sections)',
  taskList: 'Task lists',
  code: 'Code copy buttons',
  page: 'Page tools',
  pageMenu: 'Page menu (markdown twin and AI assistants)',
  zoom: 'Image zoom',
  announcement: 'Announcement bar',
  cookies: 'Cookie consent',
  error: 'Crashed widget (browser)',
  navigation: 'Client-side navigation (browser)',
  qr: 'QR code widget',
  api: 'API reference pages',
  sendPanel: 'API send panel ("Try it")',
};

/** The manual's message reference, generated from the English catalogue: every key and its English text, by area. */
export function renderMessageReference(): string {
  const groups = new Map<string, [string, string][]>();
  for (const [key, text] of Object.entries(en)) {
    const area = key.split('.')[0]!;
    groups.set(area, [...(groups.get(area) ?? []), [key, text]]);
  }
  const sections = [...groups].map(([area, entries]) =>
    [
      `## ${AREAS[area] ?? area}`,
      '',
      ...table(
        ['Key', 'English'],
        entries.map(([key, text]) => [`\`${key}\``, cell(text)]),
      ),
    ].join('\n'),
  );
  return [
    '---',
    'title: Message reference',
    'description: Every word docgen writes on a page, by key, with its English text.',
    'sidebar_position: 4',
    '---',
    '',
    '<!-- Generated from src/i18n/messages/en.ts by `npm run manual:references`; do not edit by hand. -->',
    '',
    'Every word docgen itself writes on a page, by key, with its built-in English. A site translates or',
    'rewords any of them in `i18n/<locale>/messages.json` (see',
    "[Translating docgen's own words](../versions-and-locales.md#translating-docgens-own-words)); a key it",
    'leaves out keeps the English text.',
    '',
    'Messages are ICU MessageFormat: `{name}` is filled in by docgen, and server-rendered counts use',
    '`{count, plural, one {# page} other {# pages}}`. Counts shown by widgets in the browser are plural',
    'families instead: `search.results.one`, `search.results.other`, and for languages that have them',
    '`.zero`, `.two`, `.few` and `.many`.',
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}

/** A markdown table with its columns padded, as Prettier writes it. */
function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((text, column) => text.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

/** A text as a table cell: pipes escaped, shown as written. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}
