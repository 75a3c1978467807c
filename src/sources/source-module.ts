import type { SiteComponents } from '../components/site-components.js';
import type { ResolvedConfig } from '../config/validate.js';
import type { PageSource } from '../core/page-source.js';
import type { Messages } from '../i18n/messages.js';
import type { SiteVariants } from '../variants/variants.js';

/**
 * What a source module loads its page sources from. The shared inputs are promises, so
 * that each module waits only for what it reads (the API reference starts before the
 * site's components are compiled; the docs need them).
 */
export interface SourceContext {
  config: ResolvedConfig;
  /** The versions and locales built. */
  variants: SiteVariants;
  /** Every locale's words (the site's texts over English), for labels the sources write. */
  catalogues: Promise<ReadonlyMap<string, Messages>>;
  /** The site's own components (its MDX renders them). */
  components: Promise<SiteComponents>;
  /**
   * Where the sources load: on the build's main thread, or on a render thread that only
   * renders pages needing nothing prepared (it validates nothing, runs no markdown threads).
   */
  role: 'build' | 'render-thread';
}

/**
 * One kind of content of a site (the docs folder, the API reference, the site's own
 * pages): loads its page sources, one per version and locale that has any. Listed once
 * in src/sources/registry.ts, which the build, the render threads and `serve --watch`
 * all load from.
 */
export interface SourceModule<Options = undefined> {
  /** Its sources' family: their ids are this, or this and `:<variant key>`. */
  readonly family: string;
  /** The build stage it loads in, reported with its time; none for a source that loads at once. */
  readonly stage?: string;
  load(context: SourceContext, options: Options | undefined): Promise<readonly PageSource[]> | readonly PageSource[];
}
