import type { ComponentType } from 'react';
import type { ApiPageProps } from '../../../templates/api/types.js';
import type { ReaderPage } from '../../core/page.js';
import type { ApiReaderContext } from '../../llms/content-markdown.js';
import type { Highlighter } from '../../openapi/highlight-code.js';
import type { ApiService } from '../../openapi/model.js';
import type { ApiPage, ApiSiteInfo } from '../../openapi/page-data.js';
import type { ApiRoute, ApiRouteKind, ApiRouteTarget } from '../../openapi/routes.js';
import type { ApiUrls } from '../../openapi/urls.js';

/** The target of a kind's pages (`{ kind: 'api-tag', service, tag }`). */
export type TargetOf<K extends ApiRouteKind> = Extract<ApiRouteTarget, { kind: K }>;
/** The props a kind's template renders. */
export type PropsOf<K extends ApiRouteKind> = Extract<ApiPageProps, { kind: K }>;

/** What a kind's routes are made from: where the reference's pages live and its labels, in the pages' language. */
export interface RoutePlan {
  urls: ApiUrls;
  /** Title of the whole reference. */
  title: string;
  labels: { webhooks: string; otherTags: string; models: string };
}

/** What a kind's page for AI readers is made from. */
export interface ReaderInput<K extends ApiRouteKind> {
  context: ApiReaderContext;
  services: readonly ApiService[];
  target: TargetOf<K>;
  /** The HTML page's props (an operation's twin shows the code samples its HTML page made). */
  props: PropsOf<K>;
  /** The `section` of llms.txt a service's pages are listed under. */
  section(service: ApiService): string;
}

/**
 * One kind of page of the API reference, end to end: which pages there are, what each
 * holds, how it looks and how it reads for AI readers. The API page source dispatches on
 * the route's kind to these (src/sources/api/page-kinds.ts lists them); a new kind is one
 * module, one template and its messages.
 */
export type ApiPageKind<K extends ApiRouteKind = ApiRouteKind> = KindParts<K> & KindRoutes;

/** Where a kind's pages are. */
export type KindRoutes =
  | {
      /** One page for the whole reference. */
      scope: 'reference';
      routes(plan: RoutePlan): ApiRoute[];
    }
  | {
      /** Pages of each service: this kind's routes in `service`, in document order. */
      scope: 'service';
      routes(plan: RoutePlan, service: ApiService): ApiRoute[];
    };

interface KindParts<K extends ApiRouteKind> {
  kind: K;
  /** Props, head and search entry of a page (pure: model in, data out). */
  data(site: ApiSiteInfo, services: readonly ApiService[], target: TargetOf<K>, highlight: Highlighter): ApiPage;
  Template: ComponentType<{ page: PropsOf<K> }>;
  /** The page's markdown twin, its llms.txt section and the description listed there. */
  reader(input: ReaderInput<K>): ReaderPage;
}
