import { errors } from '../errors/catalogue.js';
import type { IslandCollector } from '../islands/island.js';
import type { ComponentDirectives } from './directive-use.js';
import { renderComponentUse } from './render-component.js';
import type { SiteComponents } from './site-components.js';

/** The site's components as markdown directives: each by its name, rendered on the page. */
export function componentDirectives(site: SiteComponents): ComponentDirectives {
  return {
    names: new Set(site.components.keys()),
    render(name, props, hydrate, hasChildren, file) {
      const loaded = site.components.get(name)!;
      if (loaded.noDefaultExport) throw errors.componentNoDefaultExport({ file: loaded.origin }, name, loaded.module);
      const collector = file.data.islands as IslandCollector;
      if (hydrate) site.interactive.add(name);
      return renderComponentUse({ name, component: loaded.component, props, hydrate, hasChildren }, collector);
    },
  };
}
