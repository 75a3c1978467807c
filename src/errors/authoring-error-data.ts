import { builtinsErrorData } from './builtins-error-data.js';
import { componentErrorData } from './component-error-data.js';
import { docusaurusErrorData } from './docusaurus-error-data.js';
import { mdxErrorData } from './mdx-error-data.js';

/** Errors of what authors write beyond plain markdown: MDX, components, built-ins, Docusaurus content. */
export const authoringErrorData = {
  ...mdxErrorData,
  ...componentErrorData,
  ...builtinsErrorData,
  ...docusaurusErrorData,
};
