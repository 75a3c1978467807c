import { siteAddress, type SiteAddress } from '../../src/core/site-address.js';

/** A site's address for a test: the base URL and the trailing-slash policy it is about (the origin rarely matters). */
export function addressAt(baseUrl = '/', trailingSlash = false, url = 'https://docs.test'): SiteAddress {
  return siteAddress({ url, baseUrl, trailingSlash });
}
