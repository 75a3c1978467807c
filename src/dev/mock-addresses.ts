import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { MOCK_SEGMENT } from '../mock/mock-placement.js';
import { defaultServiceRoute } from '../routes/service-route.js';
import type { SiteAddress } from '../core/site-address.js';

/**
 * One line per service whose mock the served build has: `Mock of Pets: http://.../api/pets/__mock`.
 * The services of the site's default version and locale; none when the config does not load.
 */
export async function mockAddresses(root: string, outDir: string, origin: string, address: SiteAddress): Promise<string[]> {
  const config = await loadConfig(root).catch(() => undefined);
  return (config?.api.services ?? []).flatMap((service) => {
    const route = service.route ?? defaultServiceRoute(service.id);
    if (!existsSync(path.join(outDir, route, `${MOCK_SEGMENT}.json`))) return [];
    return [`Mock of ${service.label}: ${origin}${address.href(`${route}/${MOCK_SEGMENT}`, 'file')}`];
  });
}
