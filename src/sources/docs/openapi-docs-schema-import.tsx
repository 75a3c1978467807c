import { renderToStaticMarkup } from 'react-dom/server';
import type { Messages } from '../../i18n/messages.js';
import type { ApiModel, ApiService } from '../../openapi/model.js';
import type { ApiUrls } from '../../openapi/urls.js';
import type { SiteAddress } from '../../core/site-address.js';
import { SiteContext } from '../../../templates/site-context.js';
import { ModelLinksContext } from '../../../templates/api/model-links.js';
import { SchemaView } from '../../../templates/api/schema-tree.js';

/**
 * A model's schema as its page's schema section shows it (nested models as links to their
 * pages), for a docs page that imports the `<id>.schema.mdx` gen-api-docs would have written.
 * Server-rendered once per import; the page carries it as HTML.
 */
export function schemaImportHtml(service: ApiService, model: ApiModel, urls: ApiUrls, address: SiteAddress, messages: Messages): string {
  return renderToStaticMarkup(
    <SiteContext.Provider value={{ address, messages }}>
      <ModelLinksContext.Provider value={{ routes: urls.modelRoutes(service), collapse: true }}>
        <div className="api-page api-model api-schema-import">
          <SchemaView schema={model.schema} />
        </div>
      </ModelLinksContext.Provider>
    </SiteContext.Provider>,
  );
}
