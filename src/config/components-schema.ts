import { z } from 'zod';

/**
 * Components from packages the site installs, by the name pages use them with:
 * `{ 'price-chart': 'some-package/Chart' }` (the module's default export). The site's
 * `components/` folder needs no configuration.
 */
export const componentsSchema = z
  .record(
    z.string().regex(/^[A-Za-z][\w-]*$/, 'a component name starts with a letter and holds letters, digits, "-" and "_"'),
    z.string().min(1, 'give the module to import, such as "some-package/Chart"'),
  )
  .default({});
