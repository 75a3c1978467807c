/**
 * The props contract of each template component a site can replace: an override gets
 * exactly these (plus `Original`, the built-in, to wrap). Page data types are in
 * templates/types.ts and templates/api/types.ts.
 */
import type { ApiOperationProps, ApiPageFrame } from '../../templates/api/types.js';
import type {
  BreadcrumbProps,
  ChromeProps,
  DocContentProps,
  IndexContentProps,
  LandingContentProps,
  NotFoundContentProps,
  PageNoticeProps,
  SidebarProps,
  TocEntry,
} from '../../templates/types.js';
import type { AdmonitionProps } from './remark-admonition-override.js';

export type { AdmonitionProps };
export interface BreadcrumbsProps {
  items: BreadcrumbProps[];
}
export interface DocPageProps {
  content: DocContentProps;
}
export interface FooterProps {
  footer: ChromeProps['footer'];
  /** With cookie consent: a "Cookie settings" button in the bottom line. */
  cookieSettings?: boolean;
}
export interface IndexPageProps {
  content: IndexContentProps;
}
export interface LandingPageProps {
  content: LandingContentProps;
}
export interface NavbarProps {
  chrome: ChromeProps;
  /** The page's route. */
  path: string;
  sidebar?: SidebarProps;
}
export interface NotFoundPageProps {
  content: NotFoundContentProps;
}
export interface OperationPageProps {
  page: ApiOperationProps & ApiPageFrame;
}
export interface PageNoticesProps {
  notices: PageNoticeProps[];
}
export interface SidebarComponentProps {
  sidebar: SidebarProps;
}
export interface TableOfContentsProps {
  toc: TocEntry[];
}

/** Template component name -> its props. */
export interface OverridableProps {
  Admonition: AdmonitionProps;
  Breadcrumbs: BreadcrumbsProps;
  DocPage: DocPageProps;
  Footer: FooterProps;
  IndexPage: IndexPageProps;
  LandingPage: LandingPageProps;
  Navbar: NavbarProps;
  NotFoundPage: NotFoundPageProps;
  OperationPage: OperationPageProps;
  PageNotices: PageNoticesProps;
  Sidebar: SidebarComponentProps;
  TableOfContents: TableOfContentsProps;
}
