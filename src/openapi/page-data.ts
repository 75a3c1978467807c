/**
 * What every API page builder shares: the page shape, the reference's own info, titles,
 * summaries, the page frame and first sentences. The builders themselves are one file
 * per page kind (`*-page-data.ts`); all are pure: model in, props, head and search out.
 */
import type { CodeSampleLanguage } from '../config/code-sample-languages.js';
import type { Messages } from '../i18n/messages.js';
import type { TocEntry } from '../markdown/types.js';
import type { BreadcrumbProps } from '../../templates/types.js';
import type { ApiPageProps, DownloadProps, OperationSummaryProps } from '../../templates/api/types.js';
import type { ApiOperation, ApiService } from './model.js';
import type { SendPanelServer } from '../../widgets/send-panel/types.js';
import type { ApiUrls } from './urls.js';
import type { HeadInput, SearchPage } from '../core/page.js';

export interface ApiPage {
  props: ApiPageProps;
  head: HeadInput;
  search: SearchPage;
}

export interface ApiSiteInfo {
  /** Title of the whole reference (`API reference`). */
  title: string;
  description?: string;
  /** Where its pages live. */
  urls: ApiUrls;
  /** The engine's words in the locale of the pages being built (section titles, labels). */
  messages: Messages;
  /** The send panel's "Mock" server of a service, when the build has a mock (mock/mock-placement.ts). */
  mockServer?: (service: ApiService, messages: Messages) => SendPanelServer;
  /** The generated code samples' languages, in tab order (`api.codeSamples.languages`; default: code-samples.ts). */
  codeSampleLanguages?: readonly CodeSampleLanguage[];
}

export function operationTitle(operation: ApiOperation): string {
  return operation.summary ?? operation.operationId ?? `${operation.method.toUpperCase()} ${operation.path}`;
}

export function summaryOf(site: ApiSiteInfo, service: ApiService, operation: ApiOperation): OperationSummaryProps {
  return {
    method: operation.method,
    path: operation.path,
    title: operationTitle(operation),
    route: site.urls.operation(service, operation),
    deprecated: operation.deprecated,
  };
}

export function downloadOf(site: ApiSiteInfo, service: ApiService): DownloadProps {
  return { href: site.urls.download(service), fileName: `${service.id}.${service.specFormat}` };
}

/** A page's props with the breadcrumbs and table of contents the API templates render. */
export function framed(
  breadcrumbs: BreadcrumbProps[],
  api: DistributiveOmit<ApiPageProps, 'breadcrumbs' | 'toc'>,
  toc: TocEntry[],
): ApiPageProps {
  return { ...api, breadcrumbs, toc };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The first sentence of a text, for meta descriptions and summaries (at most ~200 characters). */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const match = /^(.{20,200}?[.!?])(\s|$)/s.exec(trimmed);
  const sentence = match ? match[1]! : trimmed.length > 200 ? `${trimmed.slice(0, 197).replace(/\s+\S*$/, '')}...` : trimmed;
  return sentence.replace(/\s+/g, ' ');
}
