import { entry } from './error-entry.js';

/** Errors of how a site finds its configuration and uses docgen as a package (DG160-DG169). */
export const packageErrorData = {
  configFileAmbiguous: entry({
    code: 'DG160',
    title: 'More than one site configuration file',
    message: (files: readonly string[]) => `The site folder has ${files.length} configuration files: ${files.join(', ')}.`,
    hint: 'Keep one of them (site.config.ts, site.config.mts, site.config.js or site.config.mjs) and delete the others.',
    docs: 'A site has exactly one configuration file. docgen reads `site.config.ts`, `site.config.mts`, `site.config.js` or `site.config.mjs`; with two of them it cannot know which one you mean.',
  }),
};
