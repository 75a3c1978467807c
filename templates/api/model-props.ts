/**
 * The parts of an API page the templates render, as the templates' own types. The
 * OpenAPI model (src/openapi/model.ts) fits them structurally, so page data hands its
 * values over as they are, and the templates never depend on the model.
 */

export type ParameterLocationProps = 'path' | 'query' | 'header' | 'cookie';

export interface ExternalDocsProps {
  url: string;
  description?: string;
}

export interface ServerProps {
  url: string;
  description?: string;
  variables: { name: string; default: string; enum?: string[]; description?: string; descriptionHtml?: string }[];
}

export interface SecuritySchemeProps {
  /** Key under components.securitySchemes. */
  key: string;
  type: string;
  /** For `http`: `bearer`, `basic`... */
  scheme?: string;
  bearerFormat?: string;
  /** For `apiKey`: where and under which name. */
  in?: 'query' | 'header' | 'cookie';
  parameterName?: string;
  descriptionHtml?: string;
  openIdConnectUrl?: string;
  flows?: {
    type: string;
    authorizationUrl?: string;
    tokenUrl?: string;
    refreshUrl?: string;
    scopes: { name: string; description: string }[];
  }[];
}

/** One way to authenticate: every scheme listed must be satisfied. */
export interface SecurityRequirementProps {
  schemes: { scheme: SecuritySchemeProps; scopes: string[] }[];
}

/** A node of a schema tree as shown: allOf merged, labels and rules worked out. */
export interface SchemaNodeProps {
  kind: 'schema';
  id: number;
  /** Name of the component the schema comes from (`components/schemas/Pet` -> `Pet`). */
  name?: string;
  title?: string;
  /** JSON types without `null` (`nullable` says whether null is allowed). */
  types: string[];
  nullable: boolean;
  /** Short type for display: `string<date-time>`, `array<Pet>`, `object`. */
  typeLabel: string;
  /** The label holds English words ("one of 5 types", "Option 2"): shown, it is written in the page's language (type-label.ts). */
  labelHasWords?: true;
  format?: string;
  descriptionHtml?: string;
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  enum?: unknown[];
  /** `x-enumDescriptions`: what each value of the enum means (rendered markdown), in the enum's order. */
  enumDescriptions?: { value: unknown; descriptionHtml: string }[];
  /** `x-deprecated-description`: why it is deprecated and what to use instead (rendered markdown). */
  deprecationHtml?: string;
  const?: unknown;
  default?: unknown;
  examples: unknown[];
  /** Human-readable validation rules: `>= 1`, `length <= 128`, `pattern ^a`. */
  constraints: string[];
  properties: { name: string; required: boolean; schema: SchemaTreeProps }[];
  /** `false` forbids extra properties; a schema describes them; undefined: not stated. */
  additionalProperties?: boolean | SchemaTreeProps;
  items?: SchemaTreeProps;
  /** `number`: an option without a name, title or type of its own, shown as "Option {number}" in the page's language. */
  choices?: { kind: 'oneOf' | 'anyOf'; options: { label: string; schema: SchemaTreeProps; number?: number }[] };
  discriminator?: { propertyName: string; mapping: { value: string; target: string }[] };
  /** Rarer JSON Schema keywords, only when the schema uses one. */
  keywords?: SchemaKeywordProps;
}

/** JSON Schema keywords beyond properties, items and choices. */
export interface SchemaKeywordProps {
  /** Properties whose names match a regular expression. */
  patternProperties?: { pattern: string; schema: SchemaTreeProps }[];
  /** A tuple: the schema of each position. */
  prefixItems?: SchemaTreeProps[];
  /** `items: false`: no items beyond `prefixItems` (none at all without them). */
  noItems?: boolean;
  /** At least one item matches this schema. */
  contains?: SchemaTreeProps;
  /** The value must not match this schema. */
  not?: SchemaTreeProps;
  conditional?: { if: SchemaTreeProps; then?: SchemaTreeProps; else?: SchemaTreeProps };
  /** When `property` is present, so must `requires` be. */
  dependentRequired?: { property: string; requires: string[] }[];
  /** When `property` is present, the value also matches `schema`. */
  dependentSchemas?: { property: string; schema: SchemaTreeProps }[];
}

/** A schema that refers back to one of its ancestors: a marker, never expanded. */
export interface CircularNodeProps {
  kind: 'circular';
  id: number;
  name: string;
}

export type SchemaTreeProps = SchemaNodeProps | CircularNodeProps;
