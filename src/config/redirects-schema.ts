import { z } from 'zod';
import { checkRedirectPath } from '../routes/safe-paths.js';
import { isHttpUrl, urlKind } from '../util/url-kind.js';

/** Why an old address cannot be one: it must be a path from the site's root, without the base URL (`/guides/old`). */
export function redirectFromProblem(value: string): string | undefined {
  const checked = checkRedirectPath(value);
  return 'problem' in checked ? `"${value}" ${checked.problem}` : undefined;
}

/** One old address, or a list of them, each checked where it is written. */
const redirectFromSchema = z
  .union([z.string(), z.array(z.string()).min(1, 'give at least one old path')], {
    error: 'expected a path such as "/guides/old", or a list of them',
  })
  .superRefine((value, context) => {
    const paths = typeof value === 'string' ? [value] : value;
    paths.forEach((path, index) => {
      const problem = redirectFromProblem(path);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: typeof value === 'string' ? [] : [index] });
    });
  });

/** Where a redirect leads: a page of the site (`/guides/new#part`, without the base URL) or an http(s) URL. */
const redirectToSchema = z.string().superRefine((value, context) => {
  if (isHttpUrl(value)) return;
  const path = value.replace(/[?#].*$/, '');
  const checked = urlKind(value) === 'path' ? checkRedirectPath(path) : { problem: 'is neither a path of the site nor an http(s) URL' };
  if ('problem' in checked) {
    context.addIssue({
      code: 'custom',
      message: `"${value}" ${checked.problem}; expected a page of the site such as "/guides/new" (without the base URL) or an absolute URL such as "https://example.com/page"`,
    });
  }
});

/**
 * `redirects`: old addresses that lead to pages (Docusaurus's client-redirects plugin
 * shape). Each `from` gets a small redirect page and a rule in the hosts' `_redirects`.
 */
export const redirectsSchema = z
  .array(
    z
      .object({
        from: redirectFromSchema,
        to: redirectToSchema,
      })
      .strict(),
  )
  .default([]);

export type RedirectRule = z.output<typeof redirectsSchema>[number];
