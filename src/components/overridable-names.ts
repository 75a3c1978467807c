/** The template components a site can replace with a file in `components/overrides/`. */
export const OVERRIDABLE_COMPONENTS = [
  'Admonition',
  'Breadcrumbs',
  'DocPage',
  'Footer',
  'IndexPage',
  'LandingPage',
  'Navbar',
  'NotFoundPage',
  'OperationPage',
  'PageNotices',
  'Sidebar',
  'TableOfContents',
] as const;

export type OverridableName = (typeof OVERRIDABLE_COMPONENTS)[number];
