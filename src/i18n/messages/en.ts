import { modelMessages } from './en-models.js';
import { sendPanelMessages } from './en-send-panel.js';

/**
 * The engine's own words in English, the built-in catalogue: every text docgen writes on
 * a page that is not the site's content. A site translates or rewords them in
 * `i18n/<locale>/messages.json`; a key missing there falls back to this text.
 *
 * Syntax: ICU MessageFormat (FormatJS) with `{name}` placeholders. Server-rendered
 * messages may use `{count, plural, one {# page} other {# pages}}`. Messages shown by
 * widgets in the browser are filled there with `{name}` only; their counts are plural
 * families instead (`search.results.one`, `.other`, and `.zero` `.two` `.few` `.many` for
 * languages that have them), chosen with `Intl.PluralRules`.
 *
 * The manual's message reference lists them all; it is generated from this file (`npm run manual:references`).
 */
export const en = {
  // The page frame (templates/layout.tsx).
  'layout.skipToContent': 'Skip to main content',
  'layout.help': 'Help',

  // The navbar widget and its mobile menu.
  'navbar.label': 'Main',
  'navbar.toggle': 'Toggle navigation bar',
  'navbar.menu': 'Navigation menu',
  'navbar.close': 'Close navigation bar',
  'navbar.backToMain': 'Back to main menu',
  'navbar.colorMode.toDark': 'Switch to dark mode',
  'navbar.colorMode.toLight': 'Switch to light mode',
  'navbar.colorMode.currentlyLight': 'Switch between dark and light mode (currently light mode)',
  'navbar.colorMode.currentlyDark': 'Switch between dark and light mode (currently dark mode)',

  // The search box in the navbar (browser side).
  'search.label': 'Search the docs',
  'search.placeholder': 'Search',
  'search.resultsLabel': 'Search results',
  'search.results.one': '{count} result',
  'search.results.other': '{count} results',
  'search.noResults': 'No results for “{query}”',
  'search.loading': 'Loading the search index…',
  'search.unavailable': 'Search is not available right now.',
  'search.close': 'Close search',

  // Notices above a page: its version's banner and badge, a page shown untranslated.
  'notice.unreleased': 'This is unreleased documentation for {site} {version}.',
  'notice.unmaintained': 'This is documentation for {site} {version}, which is no longer actively maintained.',
  'notice.latestVersion': 'See the latest version ({version})',
  'notice.versionBadge': 'Version: {version}',
  'notice.untranslated': 'This page has not been translated into {locale} yet; it is shown in {original}.',

  // Docs pages: table of contents, breadcrumbs, pagination, sidebar, index pages.
  'toc.title': 'On this page',
  'breadcrumbs.label': 'Breadcrumbs',
  'pagination.label': 'Docs pages',
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',
  'sidebar.label': '{label} navigation',
  'sidebar.categoryToggle': 'Pages of {label}',
  'index.pageCount': '{count, plural, one {# page} other {# pages}}',
  'doc.tags': 'Tags',
  'doc.editPage': 'Edit this page',
  'doc.lastUpdated.atBy': 'Last updated on {date} by {author}',
  'doc.lastUpdated.at': 'Last updated on {date}',
  'doc.lastUpdated.by': 'Last updated by {author}',

  // The "Was this page helpful?" question at the end of doc pages (feedback.helpful).
  'helpful.question': 'Was this page helpful?',
  'helpful.yes': 'Yes',
  'helpful.no': 'No',
  'helpful.thanks': 'Thank you for your feedback.',
  // The blog: posts, list pages, tags, authors and the archive.
  'blog.readingTime': '{minutes, plural, one {# min read} other {# min read}}',
  'blog.readMore': 'Read more',
  'blog.readMoreAbout': 'Read more about {title}',
  'blog.byline': 'By {authors}',
  'blog.postPagination': 'Blog post navigation',
  'blog.newerPost': 'Newer post',
  'blog.olderPost': 'Older post',
  'blog.listPagination': 'Blog list page navigation',
  'blog.newerPosts': 'Newer posts',
  'blog.olderPosts': 'Older posts',
  'blog.pageOf': 'Page {page} of {pages}',
  'blog.postCount': '{count, plural, one {# post} other {# posts}}',
  'blog.tags.title': 'Tags',
  'blog.tag.title': '{count, plural, one {# post} other {# posts}} tagged with “{tag}”',
  'blog.tag.viewAll': 'View all tags',
  'blog.authors.title': 'Authors',
  'blog.author.title': 'Posts by {name}',
  'blog.author.viewAll': 'View all authors',
  'blog.author.email': 'Email',
  'blog.archive.title': 'Archive',
  'blog.archive.description': 'Every post, by year',
  'blog.feed.rss': '{title} RSS feed',
  'blog.feed.atom': '{title} Atom feed',
  'blog.feed.json': '{title} JSON feed',
  'blog.published': 'Published on {date}',

  // A redirect page, at an old address of a page (`redirects`, frontmatter `redirect_from`).
  'redirect.title': 'This page has moved',
  'redirect.text': 'Its new address is {link}.',

  // The 404 page.
  'notFound.title': 'Page Not Found',
  'notFound.text': 'We could not find what you were looking for. The page may have moved, or the link you followed may be out of date.',
  'notFound.suggestions': 'Try one of these instead:',
  'notFound.home': 'Home',
  'notFound.closest.one': 'Did you mean this page?',
  'notFound.closest.other': 'Did you mean one of these pages?',

  // Markdown: heading anchors, admonitions, task lists, table scroll areas.
  'heading.link': 'Direct link to {heading}',
  'admonition.note': 'Note',
  'admonition.tip': 'Tip',
  'admonition.info': 'Info',
  'admonition.warning': 'Warning',
  'admonition.danger': 'Danger',
  'admonition.caution': 'Caution',
  'admonition.important': 'Important',
  'details.summary': 'Details',
  'taskList.item': 'Task',
  'table.label': 'Table: {columns}',

  // Code copy and wrap buttons and "back to top" (the page-tools widget).
  'code.copy': 'Copy',
  'code.copied': 'Copied',
  'code.copyFailed': 'Copy failed',
  'code.copyLabel': 'Copy code to clipboard',
  'code.wrap': 'Wrap',
  'code.wrapLabel': 'Wrap long lines',
  'page.backToTop': 'Scroll back to top',

  // The page menu beside a page's title: the page's markdown twin, to copy, view or give to an AI assistant.
  'pageMenu.button': 'Page options',
  'pageMenu.copy': 'Copy page as Markdown',
  'pageMenu.view': 'View as Markdown',
  'pageMenu.chatGpt': 'Open in ChatGPT',
  'pageMenu.claude': 'Open in Claude',
  'pageMenu.copied': 'Page copied as Markdown',
  'pageMenu.copyFailed': 'The page could not be copied',
  'pageMenu.prompt': 'Read {url} so I can ask questions about it.',

  // Image zoom: a content image opens large in a dialog.
  'zoom.open': 'Enlarge image: {alt}',
  'zoom.openUnnamed': 'Enlarge image',
  'zoom.dialog': 'Enlarged image',
  'zoom.close': 'Close',

  // The announcement bar.
  'announcement.close': 'Close',

  // The cookie consent banner, its settings dialog, and the footer link that reopens it.
  'cookies.settings': 'Cookie settings',
  'cookies.necessaryOnly': 'Necessary only',
  'cookies.acceptAll': 'Accept all',
  'cookies.save': 'Save choices',
  'cookies.privacyPolicy': 'Privacy policy',
  'cookies.close': 'Close',
  'cookies.alwaysOn': 'Always on',
  'cookies.tableCaption': 'Cookies in {category}',
  'cookies.name': 'Name',
  'cookies.provider': 'Provider',
  'cookies.purpose': 'Purpose',
  'cookies.lifespan': 'Lifespan',

  // A crashed widget, and client-side navigation (the browser runtime).
  'error.title': 'Page Error',
  'error.text': 'This page crashed.',
  'error.cause': 'Cause:',
  'error.tryAgain': 'Try again',
  'navigation.failed': 'This page could not be loaded: {message}',
  'navigation.retry': 'Retry',
  'navigation.loading': 'Loading…',

  // The QR code widget.
  'qr.label': 'QR code for {value}',
  'qr.placeholder': 'No code to show yet',
  'qr.loading': 'Generation in Progress',
  'qr.expired': 'This code has expired.',
  'qr.regenerate': 'Regenerate',
  'qr.format': 'Image format',
  'qr.download': 'Download',
  'qr.downloadFailed': 'The download failed.',

  // Mermaid diagrams: the source under the drawn diagram, and a diagram Mermaid could not draw.
  'mermaid.source': 'Diagram source',
  'mermaid.failed': 'This diagram could not be drawn. Its source is shown instead.',

  // API reference pages: sections and their headings.
  'api.section.authentication': 'Authentication',
  'api.section.securitySchemes': 'Security schemes',
  'api.section.parameters': 'Parameters',
  'api.section.requestBody': 'Request body',
  'api.section.responses': 'Responses',
  'api.section.codeSamples': 'Code samples',
  'api.section.tryIt': 'Try it',
  'api.section.servers': 'Servers',
  'api.section.operations': 'Operations',
  'api.section.otherOperations': 'Other operations',
  'api.section.callbacks': 'Callbacks',
  'api.section.webhooks': 'Webhooks',
  'api.section.payload': 'Payload',
  'api.section.expectedResponses': 'Responses your server returns',
  'api.section.otherTags': 'Other tags',
  'api.webhook': 'Webhook',
  'api.webhook.intro': 'The API sends this request to the URL you register for it.',
  'api.callback.url': 'Sent to',
  'api.callback.intro': 'After this operation, the API sends this request to the URL the expression gives.',
  'api.links': 'Links',
  'api.link.feeds': 'Feeds',
  'api.link.parameter': 'Parameter',
  'api.link.value': 'Value',
  'api.link.requestBody': 'Request body:',
  'api.parameters.path': 'Path parameters',
  'api.parameters.query': 'Query parameters',
  'api.parameters.header': 'Header parameters',
  'api.parameters.cookie': 'Cookie parameters',
  'api.headers': 'Headers',
  'api.headersEveryResponse': 'Headers on every response',
  'api.requestExamples': 'Request examples',
  'api.responseExamples': 'Response examples',

  // API reference pages: the page header and links.
  'api.operation': 'Operation',
  'api.deprecation': 'This operation is deprecated: avoid it in new code.',
  'api.download': 'Download OpenAPI document',
  'api.moreDocs': 'More documentation',
  'api.version': 'v{version}',
  'api.openapiVersion': 'OpenAPI {version}',
  'api.convertedFrom': '{from}, converted to OpenAPI {version}',
  'api.contact': 'Contact:',
  'api.email': 'Email:',
  'api.termsOfService': 'Terms of service',
  'api.license': 'License:',
  'api.operationCount': '{count, plural, one {# operation} other {# operations}}',
  'api.tagDescription': '{tag}: operations of the {service}.',

  // API reference pages: bodies, examples, code samples.
  'api.contentType': 'Content type',
  'api.noSchema': 'No schema given.',
  'api.streamItem': 'Each item of the stream:',
  'api.binary': 'Binary content (raw bytes).',
  'api.language': 'Language',
  'api.example': 'Example',
  'api.exampleGenerated': 'Example (generated from the schema)',
  'api.exampleLabel': 'Example:',
  'api.exampleGeneratedLabel': 'Example (generated from the schema):',
  'api.examplesLabel': 'Examples:',

  // API reference pages: schemas and parameters.
  'api.schema': 'Schema',
  'api.badge.required': 'required',
  'api.badge.optional': 'optional',
  'api.badge.nullable': 'nullable',
  'api.badge.readOnly': 'read-only',
  'api.badge.writeOnly': 'write-only',
  'api.badge.deprecated': 'deprecated',
  'api.schema.always': 'always',
  'api.schema.value': 'value',
  'api.schema.oneOfValues': 'one of',
  'api.schema.default': 'default',
  'api.schema.example': 'example',
  'api.schema.noOtherProperties': 'No other properties are allowed.',
  'api.schema.anyName': '[any name]',
  'api.schema.items': 'Items:',
  'api.schema.exactlyOne': 'Exactly one of these {count, number} schemas',
  'api.schema.anyOf': 'Any of these {count, number} schemas',
  'api.schema.option': 'Option {number, number}',
  'api.schema.choiceCount': 'one of {count, number} types',
  'api.status.informational': 'Informational',
  'api.status.success': 'Success',
  'api.status.redirection': 'Redirection',
  'api.status.clientError': 'Client error',
  'api.status.serverError': 'Server error',
  'api.status.default': 'Any other status',
  'api.schema.chosenBy': ', chosen by',
  'api.schema.when': 'when',
  'api.schema.is': 'is',
  'api.schema.circular': 'circular reference to {name}',
  'api.schema.circularTitle': '{name} contains itself; it is shown once above',

  ...modelMessages,

  // API reference pages: servers and authentication.
  'api.server.anyValue': 'any value',
  'api.server.default': 'default',
  'api.security.anyOne': 'Any one of:',
  'api.parameter.style': 'Style {style}',
  'api.parameter.exploded': 'exploded',
  'api.parameter.notExploded': 'not exploded',
  'api.parameter.allowReserved': 'reserved characters sent unencoded',
  'api.parameter.sentAs': 'Sent as',
  'api.security.optional': 'Authentication is optional for this operation.',
  'api.security.scopes': '{count, plural, one {with scope} other {with scopes}}',
  'api.security.bearer': 'Bearer token in the Authorization header',
  'api.security.bearerFormat': 'Bearer token ({format}) in the Authorization header',
  'api.security.basic': 'HTTP Basic authentication',
  'api.security.http': 'HTTP {scheme} authentication',
  'api.security.apiKeyHeader': 'API key in the {name} header',
  'api.security.apiKeyQuery': 'API key in the {name} query parameter',
  'api.security.apiKeyCookie': 'API key in the {name} cookie',
  'api.security.oauth2': 'OAuth 2.0 access token',
  'api.security.openIdConnect': 'OpenID Connect',
  'api.security.mutualTLS': 'Mutual TLS (client certificate)',
  'api.security.discovery': 'Discovery:',
  'api.security.flow': 'OAuth 2.0',
  'api.security.flowAfter': 'flow',
  'api.security.authorizationUrl': ', authorization URL',
  'api.security.tokenUrl': ', token URL',

  // The pages for AI readers (llms.txt and each page's markdown twin).
  'llms.fullText': 'Every page of this version and language in one file',
  'llms.variant': 'The pages of {version} in {locale}',
  'llms.parameter.name': 'Name',
  'llms.parameter.in': 'In',
  'llms.parameter.type': 'Type',
  'llms.parameter.required': 'Required',
  'llms.parameter.description': 'Description',

  // The send panel ("Try it") of operation pages (en-send-panel.ts).
  ...sendPanelMessages,
} as const;

export type MessageKey = keyof typeof en;
