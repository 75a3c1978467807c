/**
 * Vendor extensions of a schema that docusaurus-openapi-docs and Redoc show, read into
 * the schema tree: `x-enumDescriptions` and `x-deprecated-description`.
 */

type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * `x-enumDescriptions`: what each enum value means, in the enum's order. Written as an
 * object keyed by value (docusaurus-openapi-docs, Redoc) or as a list beside `enum`.
 * Values without a description are left out; undefined when none has one.
 */
export function enumDescriptionsOf(
  schema: Schema,
  values: readonly unknown[] | undefined,
  markdown: (text: string | undefined) => string | undefined,
): { value: unknown; descriptionHtml: string }[] | undefined {
  const written = schema['x-enumDescriptions'] ?? schema['x-enum-descriptions'];
  if (!values?.length || written === undefined) return undefined;
  const textOf = (value: unknown, index: number): unknown => {
    if (Array.isArray(written)) return written[index];
    if (!isObject(written)) return undefined;
    const key = typeof value === 'string' ? value : JSON.stringify(value);
    return Object.hasOwn(written, key) ? written[key] : undefined;
  };
  const described = values.flatMap((value, index) => {
    const text = textOf(value, index);
    const descriptionHtml = typeof text === 'string' ? markdown(text) : undefined;
    return descriptionHtml === undefined ? [] : [{ value, descriptionHtml }];
  });
  return described.length ? described : undefined;
}

/** `x-deprecated-description` of something deprecated, rendered; undefined otherwise. */
export function deprecationOf(
  owner: Schema,
  deprecated: boolean,
  markdown: (text: string | undefined) => string | undefined,
): string | undefined {
  const text = owner['x-deprecated-description'];
  return deprecated && typeof text === 'string' ? markdown(text) : undefined;
}
