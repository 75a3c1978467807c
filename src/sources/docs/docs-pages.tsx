import { CURRENT_VERSION } from '../../variants/versions.js';
import { katexFiles } from '../../markdown/vendor-files.js';
import { HOME_INDEX_KIND, TAG_KIND, TAGS_INDEX_KIND, type DocsModel } from '../../content/docs-model.js';
import type { Messages } from '../../i18n/messages.js';
import type { MarkdownOutput } from '../../markdown/processor.js';
import type { SiteView, SourcePage } from '../../core/page-source.js';
import { sidebarById, sidebarsOfVariant } from '../../routes/sidebar.js';
import { searchHeadings, splitSections } from '../../search/search-page.js';
import { DocPage } from '../../../templates/doc-page.js';
import { IndexPage } from '../../../templates/index-page.js';
import { LandingPage } from '../../../templates/landing-page.js';
import { NotFoundPage } from '../../../templates/not-found-page.js';
import { docContent, type DocFooterData, docHead, homeIndexContent, indexContent, tagContent, landingContent, notFoundContent } from '../../render/page-data.js';
import type { Route } from '../../core/route.js';
import type { DocsLastUpdates } from '../../content/last-update.js';
import { docEditUrl } from '../../content/edit-url.js';
import { configLine } from '../../variants/config-lines.js';

/** A page of the docs folder: a doc, the landing page, or a section's or category's index. */
export function docsPage(
  model: DocsModel,
  route: Route,
  markdown: ReadonlyMap<string, MarkdownOutput>,
  site: SiteView,
  messages: Messages,
  lastUpdates?: DocsLastUpdates,
): SourcePage {
  const sidebar = sidebarById(model.sidebars, route.sidebarId);
  const head = docHead(model, site.config.title, route);
  switch (route.kind) {
    case 'doc': {
      const output = markdown.get(route.path)!;
      const content = docContent(model, route, output, docFooter(model, route, site, lastUpdates));
      // An unlisted page is built but not searchable.
      const search = route.unlisted
        ? undefined
        : {
            title: content.title,
            group: sidebar?.label ?? site.config.title,
            sections: splitSections(output.html, searchHeadings(output, model.docs.get(route.ref)?.doc.frontmatter.toc_max_heading_level)),
          };
      return {
        head: output.head ? { ...head, html: output.head } : head,
        sidebar,
        widgets: output.widgets,
        stylesheets: pageStylesheets(output),
        writtenIn: model.docs.get(route.ref)?.doc.writtenIn,
        search,
        renderedFrom: { page: 'doc', content },
        render: () => <DocPage content={content} />,
      };
    }
    case 'landing': {
      const output = markdown.get(route.path)!;
      const content = landingContent(model, route, output);
      return {
        head: output.head ? { ...head, html: output.head } : head,
        widgets: output.widgets,
        stylesheets: pageStylesheets(output),
        writtenIn: model.docs.get(route.ref)?.doc.writtenIn,
        search: {
          title: content.title,
          group: site.config.title,
          sections: splitSections(output.html, searchHeadings(output, model.docs.get(route.ref)?.doc.frontmatter.toc_max_heading_level), content.hero?.tagline ?? ''),
        },
        renderedFrom: { page: 'landing', content },
        render: () => <LandingPage content={content} />,
      };
    }
    case 'section-index':
    case 'category-index': {
      const content = indexContent(model, route);
      return {
        head: { title: content.title, description: content.description, path: route.path },
        sidebar,
        renderedFrom: { page: 'index', content },
        render: () => <IndexPage content={content} />,
      };
    }
    case TAGS_INDEX_KIND:
    case TAG_KIND: {
      const content = tagContent(model, route, messages.format('doc.tags'));
      return {
        head: { title: content.title, path: route.path },
        renderedFrom: { page: 'index', content },
        render: () => <IndexPage content={content} />,
      };
    }
    case HOME_INDEX_KIND: {
      const content = homeIndexContent(model, site.config.title);
      return {
        head: { title: '', path: route.path, type: 'website' },
        renderedFrom: { page: 'index', content },
        render: () => <IndexPage content={content} />,
      };
    }
    default:
      throw new Error(`the docs source has no page of kind ${route.kind} (${route.path})`);
  }
}

/** A doc page's "Edit this page" link and last update (the `docs` options, its frontmatter, git). */
function docFooter(model: DocsModel, route: Route, site: SiteView, lastUpdates: DocsLastUpdates | undefined): DocFooterData {
  const doc = model.docs.get(route.ref)?.doc;
  const { config } = site;
  if (!doc) return {};
  // A docs instance's own options (`docs.instances[i]`); its one folder is its current version, as Docusaurus names it.
  const index = config.docs.instances.findIndex((instance) => instance.id === model.placement.instance);
  const options = index === -1 ? config.docs : config.docs.instances[index]!;
  const at = index === -1 ? ['docs'] : ['docs', 'instances', index];
  const variant = model.placement.variant ?? site.variants.of(route);
  const editUrl = docEditUrl(options, {
    doc,
    variant: index === -1 ? variant : { ...variant, version: { ...variant.version, name: CURRENT_VERSION } },
    dir: model.placement.dir,
    permalink: site.address.href(route.path),
    configFile: config.configFile,
    configLine: typeof options.editUrl === 'function' ? configLine(config, [...at, 'editUrl']) : undefined,
  });
  const lastUpdate = lastUpdates?.of(doc);
  return { ...(editUrl ? { editUrl } : {}), ...(lastUpdate ? { lastUpdate } : {}) };
}

/** KaTeX's stylesheet, on the pages with math only. */
function pageStylesheets(output: MarkdownOutput): string[] | undefined {
  return output.math ? [`/${katexFiles().entry}`] : undefined;
}

/**
 * The 404 page: links to the home page and to every sidebar's first page, in the page's
 * locale, and the pages of its version and locale (but unlisted ones), from which the
 * browser suggests those closest to the address asked for.
 */
export function notFoundPage(route: Route, site: SiteView, messages: Messages): SourcePage {
  const variant = site.variants.of(route);
  const pages = site.routes
    .all()
    .filter((other) => other.kind !== 'not-found' && !other.unlisted && site.variants.of(other).key === variant.key)
    .map((other): [string, string] => [other.path, other.title]);
  const content = notFoundContent(sidebarsOfVariant(site.sidebars, variant.key), variant.prefix || '/', pages);
  const title = messages.format('notFound.title');
  return {
    head: { title, path: route.path, noindex: true },
    renderedFrom: { page: 'not-found', content },
    render: () => <NotFoundPage content={content} />,
  };
}
