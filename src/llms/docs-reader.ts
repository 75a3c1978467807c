import { isMdxFile } from '../content/collect.js';
import type { DocsModel } from '../content/docs-model.js';
import { mdxReaderText } from '../mdx/reader-text.js';
import type { Frontmatter } from '../content/frontmatter.js';
import type { Messages } from '../i18n/messages.js';
import { resolveMarkdownFileLink } from '../markdown/remark-links.js';
import { indexContent } from '../render/page-data.js';
import type { Route } from '../routes/route-table.js';
import { urlKind } from '../util/url-kind.js';
import { markdownLink } from './llms-txt.js';
import type { ReaderLinks } from './reader-links.js';
import { readerMarkdownOf } from './reader-markdown.js';
import { firstSentence } from '../openapi/page-data.js';
import type { ReaderPage } from './reader-page.js';

/**
 * A docs page for AI readers. A doc is its markdown as written, frontmatter dropped, its
 * title as `# heading` when the text has none; links to other docs (`../setup.md`) and
 * site paths point at their pages' twins. The landing page adds its hero and feature
 * cards (frontmatter the HTML shows); an index page lists its cards.
 */
export function docsReaderPage(model: DocsModel, route: Route, links: ReaderLinks, messages: Messages): ReaderPage | undefined {
  if (route.kind === 'section-index' || route.kind === 'category-index') return { markdown: indexMarkdown(model, route, links) };
  const doc = model.docs.get(route.ref)?.doc;
  if (!doc || (route.kind !== 'doc' && route.kind !== 'landing')) return undefined;
  const url = (written: string) => {
    const target = urlKind(written) === 'path' ? resolveMarkdownFileLink(written, doc.relativePath, { routeForDoc }) : undefined;
    if (typeof target === 'string') {
      const hash = target.search(/[?#]/);
      return hash === -1 ? links.markdownUrl(target) : links.markdownUrl(target.slice(0, hash)) + target.slice(hash);
    }
    // A link to a missing doc stays as written: the build has warned about it.
    return target === null ? written : links.resolve(written, route.path);
  };
  const routeForDoc = (relativePath: string) => model.docsByPath.get(relativePath)?.route;
  const { frontmatter } = doc;
  const text = isMdxFile(doc.relativePath) ? mdxReaderText(doc.body) : doc.body;
  const { markdown: body, firstParagraph } = readerMarkdownOf(text, {
    url,
    title: route.kind === 'landing' ? undefined : frontmatter.title,
    directives: { admonitionTitle: (type) => messages.format(`admonition.${type}`) },
    rawHtml: 'keep',
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
