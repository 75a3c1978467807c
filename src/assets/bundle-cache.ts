import { statSync } from 'node:fs';
import path from 'node:path';
import type { CacheStore } from '../cache/cache-store.js';
import { canonicalJson, engineFingerprint, fileFingerprint, hashOf } from '../cache/cache-keys.js';
import type { BundleOptions } from './bundle.js';
import type { ClientAssets } from '../core/output.js';

/** A bundle as stored: what it was made of (each input's content hash) and what it made. */
interface AssetsEntry {
  format: 1;
  inputs: Record<string, string>;
  assets: Omit<ClientAssets, 'files'>;
  /** Output files, base64, by path relative to the output folder. */
  files: Record<string, string>;
}

/**
 * The client bundle from the cache when the engine, the options and every file esbuild
 * read last time (widgets, theme CSS, React, the site's stylesheets and components) are
 * unchanged; otherwise bundled and stored. A file added where esbuild would now resolve a
 * different module is the one case no input hash sees; the engine fingerprint, the
 * component list and the stylesheet list in the key cover what a site configures.
 */
export async function cachedClientAssets(
  store: CacheStore | undefined,
  options: BundleOptions,
  bundle: (options: BundleOptions) => Promise<ClientAssets>,
): Promise<ClientAssets> {
  if (!store) return bundle(options);
  const settings = canonicalJson({
    customCss: options.customCss.map((file) => path.resolve(options.siteRoot, file)),
    themeCss: options.themeCss ?? null,
    components: (options.components ?? []).map(({ name, module }) => ({ name, module })),
    baseUrl: options.baseUrl ?? null,
    clientModules: (options.clientModules ?? []).map((file) => path.resolve(options.siteRoot, file)),
  });
  const key = hashOf('client-assets', engineFingerprint(), settings!);
  const entry = store.get(key, (value) => {
    const stored = value as Partial<AssetsEntry>;
    return stored.format === 1 && Object.entries(stored.inputs ?? {}).every(([file, hash]) => fileFingerprint(file) === hash);
  }) as AssetsEntry | undefined;
  if (entry) {
    const files = new Map(Object.entries(entry.files).map(([file, base64]) => [file, new Uint8Array(Buffer.from(base64, 'base64'))]));
    return { ...entry.assets, files };
  }
  const started = Date.now();
  const assets = await bundle(options);
  // A file saved while esbuild ran may not be what it read: that bundle is not stored.
  if (assets.inputs.some((file) => modifiedSince(file, started))) return assets;
  const { files, ...rest } = assets;
  store.set(key, {
    format: 1,
    inputs: Object.fromEntries(assets.inputs.map((file) => [file, fileFingerprint(file)])),
    assets: rest,
    files: Object.fromEntries([...files].map(([file, contents]) => [file, Buffer.from(contents).toString('base64')])),
  } satisfies AssetsEntry);
  return assets;
}

function modifiedSince(file: string, time: number): boolean {
  try {
    return statSync(file).mtimeMs >= time;
  } catch {
    return true;
  }
}
