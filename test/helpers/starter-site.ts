/** The files `docgen init` writes for a template (the guides template has no specs/). */
export function starterSiteFiles(template: 'api' | 'guides'): string[] {
  return [
    '.github/workflows/docs.yml',
    '.gitignore',
    'docs/guides/_category.yml',
    'docs/guides/getting-started.md',
    'docs/guides/writing-pages.md',
    'docs/index.md',
    'package.json',
    'site.config.ts',
    'static/favicon.svg',
    'tsconfig.json',
    ...(template === 'api' ? ['specs/tasks.yaml'] : []),
  ].sort();
}
