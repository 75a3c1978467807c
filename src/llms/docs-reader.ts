import type { DocSource } from '../content/collect.js';
import { routeOfDocFile, type DocsModel } from '../content/docs-model.js';
import { docReaderBody } from './docs-reader-body.js';
import type { ReaderBody } from '../core/reader-twin.js';
import type { Frontmatter } from '../content/frontmatter.js';
import type { Messages } from '../i18n/messages.js';
import type { CustomAdmonitions } from '../config/admonition-types.js';
import { indexContent } from '../render/page-data.js';
import { markdownLink } from './llms-txt.js';
import type { ReaderLinks } from './reader-links.js';
import { firstSentence } from '../openapi/page-data.js';
import type { ReaderPage } from '../core/page.js';
import type { Route } from '../core/route.js';

/** What of a doc's route its twin's body depends on: where it is, and the title it shows. */
export function readerPageOf(route: Route, doc: DocSource): { route: string; title?: string } {
  // The page's shown title: its opening `# heading` (taken out of the body) or its frontmatter title.
  return { route: route.path, title: route.kind === 'landing' ? undefined : (doc.heading ?? doc.frontmatter.title) };
}

/**
 * A docs page for AI readers. A doc is its markdown as written, frontmatter dropped, its
 * title as `# heading` when the text has none; links to other docs (`../setup.md`) and
 * site paths point at their pages' twins. The landing page adds its hero and feature
 * cards (frontmatter the HTML shows); an index page lists its cards.
 */
export function docsReaderPage(
  model: DocsModel,
  route: Route,
  links: ReaderLinks,
  messages: Messages,
  /** The site folder: partials are inlined only from inside it. */
  siteRoot: string,
  admonitions?: CustomAdmonitions,
  /** The body already made (on a markdown worker, or taken from the build cache). */
  computed?: ReaderBody,
): ReaderPage | undefined {
  if (route.kind === 'section-index' || route.kind === 'category-index') return { markdown: indexMarkdown(model, route, links) };
  const doc = model.docs.get(route.ref)?.doc;
  if (!doc || (route.kind !== 'doc' && route.kind !== 'landing')) return undefined;
  const { frontmatter } = doc;
  const { markdown: body, firstParagraph } =
    computed ??
    docReaderBody(doc, readerPageOf(route, doc), {
      links,
      routeForDoc: (relativePath) => routeOfDocFile(model, relativePath),
      admonitionTitle: (type) => messages.format(`admonition.${type}`),
      admonitions,
      siteRoot,
    });
  // Without a frontmatter description, the first sentence of the text (not of a heading).
  const description = frontmatter.description ?? (firstParagraph ? firstSentence(firstParagraph) : undefined);
  if (route.kind === 'doc') return { markdown: body, description };
  return {
    description,
    markdown: [landingIntro(frontmatter, (href) => links.resolve(href, route.path)), body.trim()].filter(Boolean).join('\n\n') + '\n',
  };
}

/** The hero (title, tagline, actions) and the feature cards of a landing page, as markdown. */
function landingIntro(frontmatter: Frontmatter, resolve: (href: string) => string): string {
  const { hero, features } = frontmatter;
  const blocks = [`# ${hero?.title ?? frontmatter.title}`];
  if (hero?.tagline) blocks.push(hero.tagline);
  if (hero?.actions.length) blocks.push(hero.actions.map((action) => `- ${markdownLink(action.text, resolve(action.link))}`).join('\n'));
  if (features.length) {
    blocks.push(
      features
        .map((feature) => {
          const title = feature.link ? markdownLink(feature.title, resolve(feature.link)) : `**${feature.title}**`;
          return `- ${title}: ${feature.details}`;
        })
        .join('\n'),
    );
  }
  return blocks.join('\n\n');
}

/** A section's or category's overview: its title, description and a line per card. */
function indexMarkdown(model: DocsModel, route: Route, links: ReaderLinks): string {
  const content = indexContent(model, route);
  const blocks = [`# ${content.title}`];
  if (content.description) blocks.push(content.description);
  const cards = content.cards.map(
    (card) => `- ${markdownLink(card.title, links.resolve(card.href, route.path))}${card.description ? `: ${card.description}` : ''}`,
  );
  if (cards.length) blocks.push(cards.join('\n'));
  return `${blocks.join('\n\n')}\n`;
}
