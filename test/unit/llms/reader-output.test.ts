import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../../src/i18n/messages.js';
import { otherVariants } from '../../../src/llms/reader-output.js';
import type { SiteView } from '../../../src/core/page-source.js';
import type { SiteVariant } from '../../../src/variants/variants.js';
import { addressAt } from '../../helpers/site-address.js';

const variant = (prefix: string, version: string, locale: string): SiteVariant =>
  ({
    key: prefix.slice(1),
    prefix,
    isDefault: prefix === '',
    version: { name: version, label: version },
    locale: { code: locale, label: locale },
  }) as unknown as SiteVariant;

const all = [variant('', '2.x', 'en'), variant('/1.x', '1.x', 'en'), variant('/fr', '2.x', 'fr')];
const site = { address: addressAt('/'), variants: { all } } as unknown as Pick<SiteView, 'variants' | 'address'>;

describe("the default llms.txt's links to the other versions and locales", () => {
  it('lists only those that have an llms.txt of their own (a variant without pages gets none)', () => {
    const links = otherVariants(site, englishMessages, (other) => other.key !== 'fr');
    expect(links.map((link) => link.url)).toEqual(['https://docs.test/1.x/llms.txt']);
  });
});
