/** Props of the models pages (built by src/sources/api/model-page-data.ts). */
import type { SchemaTreeProps } from './model-props.js';
import type { DownloadProps, ExampleProps, OperationSummaryProps, PageSection } from './types.js';

/** `/api/{service}/models`: every model of the service. */
export interface ApiModelsProps {
  kind: 'api-models';
  title: string;
  service: { label: string; route: string };
  models: { name: string; route: string; summary?: string; typeLabel: string }[];
  download: DownloadProps;
}

/** `/api/{service}/models/{slug}`: one schema of `components/schemas`. */
export interface ApiModelProps {
  kind: 'api-model';
  title: string;
  service: { label: string; route: string };
  modelsRoute: string;
  schema: SchemaTreeProps;
  example?: ExampleProps;
  /** Operations using the model directly, each with where (`request body`, `response 200`). */
  usedBy: { operation: OperationSummaryProps; uses: string[] }[];
  /** How many more operations use it than are listed. */
  usedByMore: number;
  /** Models containing this one. */
  usedIn: { name: string; route: string }[];
  download: DownloadProps;
  sections: Partial<Record<'schema' | 'example' | 'usedBy' | 'usedIn', PageSection>>;
}
