import { context, type BuildContext } from 'esbuild';
import { bundleClientAssets, type BundleOutput, type EsbuildRun } from '../assets/bundle.js';
import type { ClientAssets } from '../core/output.js';

type BundleInput = Omit<Parameters<typeof bundleClientAssets>[0], 'run'>;

/**
 * The client bundle of a watched site: one long-lived esbuild context for the scripts and
 * one for the stylesheets, rebuilt incrementally (`rebuild()`) when asked to, and the last
 * bundle handed out again while neither the stylesheets nor the site's components change.
 */
export function createAssetBundler() {
  const contexts = new Map<'js' | 'css', { key: string; context: Promise<BuildContext<{ write: false; metafile: true }>> }>();
  let last: { key: string; assets: ClientAssets } | undefined;

  // A context per role, made again only when its entry points change (a component added).
  const run: EsbuildRun = async (role, options) => {
    const key = JSON.stringify([options.entryPoints, options.stdin]);
    let held = contexts.get(role);
    if (held?.key !== key) {
      if (held) await (await held.context).dispose();
      held = { key, context: context(options) };
      contexts.set(role, held);
    }
    return (await (await held.context).rebuild()) as BundleOutput;
  };

  return {
    /** The bundle for `input`; built again when `fresh` (a stylesheet changed) or when the inputs differ. */
    async bundle(input: BundleInput, fresh = false): Promise<ClientAssets> {
      const key = JSON.stringify([
        input.siteRoot,
        input.customCss,
        input.themeCss,
        (input.components ?? []).map((component) => component.module),
      ]);
      if (!fresh && last?.key === key) return last.assets;
      last = undefined;
      const assets = await bundleClientAssets({ ...input, run });
      last = { key, assets };
      return assets;
    },
    async close(): Promise<void> {
      for (const held of contexts.values()) await (await held.context).dispose();
      contexts.clear();
    },
  };
}
