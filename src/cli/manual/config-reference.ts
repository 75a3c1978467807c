import { z } from 'zod';
import { siteConfigSchema } from '../../config/schema.js';
import { configDescriptions } from './config-descriptions.js';

/** One key of the site configuration as the reference lists it. */
export interface ConfigKey {
  /** `navbar.logo.src`; `[]` marks an array's items, `<name>` a record's keys. */
  path: string;
  type: string;
  /** The default as written in a config, or `required`, or `` (none: optional). */
  default: string;
  description: string;
}

// zod's definitions, read structurally: the reference follows the schema as it is.
interface Def {
  type: string;
  innerType?: Schema;
  defaultValue?: unknown;
  getter?: () => Schema;
  in?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  options?: Schema[];
  entries?: Record<string, string>;
  format?: string;
  values?: unknown[];
}
interface Schema {
  /** A lazy schema's target, made once (its `getter` makes a new one on every call). */
  _zod: { def: Def; innerType?: Schema };
}

const def = (schema: Schema) => schema._zod.def;

/** What a key's schema is under its wrappers (optional, default, lazy, transform), and its default. */
function unwrap(schema: Schema): { core: Schema; optional: boolean; defaultValue?: unknown; hasDefault: boolean } {
  let optional = false;
  let hasDefault = false;
  let defaultValue: unknown;
  let current = schema;
  for (;;) {
    const d = def(current);
    if (d.type === 'optional') optional = true;
    else if (d.type === 'default' || d.type === 'prefault') {
      if (!hasDefault) defaultValue = d.defaultValue;
      hasDefault = true;
    } else if (d.type === 'lazy') {
      current = current._zod.innerType ?? d.getter!();
      continue;
    } else if (d.type === 'pipe') {
      current = d.in!;
      continue;
    } else if (d.type !== 'nullable' && d.type !== 'readonly') return { core: current, optional, defaultValue, hasDefault };
    current = d.innerType!;
  }
}

/** A type as a config author reads it: `string`, `'left' | 'right'`, `string[]`, `object`. */
function typeName(schema: Schema): string {
  const { core } = unwrap(schema);
  const d = def(core);
  switch (d.type) {
    case 'string':
      return d.format === 'url' ? 'string (URL)' : 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'enum':
      return Object.values(d.entries!)
        .map((value) => `'${value}'`)
        .join(' | ');
    case 'array': {
      const item = typeName(d.element!);
      return item.includes(' ') ? `(${item})[]` : `${item}[]`;
    }
    case 'object':
      return 'object';
    case 'record':
      return `{ [name]: ${typeName(d.valueType!)} }`;
    case 'union':
      return d.options!.map(typeName).join(' | ');
    case 'custom':
      // A schema of its own kind names its type (`.meta({ typeLabel })`); the others are plugins.
      return (z.globalRegistry.get(core as never)?.typeLabel as string | undefined) ?? 'plugin | [plugin, options]';
    case 'unknown':
      return 'any';
    default:
      return d.type;
  }
}

/** A default value as written in site.config.ts. */
function written(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  return JSON.stringify(value, (_key, inner: unknown) => inner)
    .replace(/"([A-Za-z_]\w*)":/g, '$1: ')
    .replace(/"/g, "'")
    .replace(/,(?=\S)/g, ', ')
    .replace(/\{(?=\S)/g, '{ ')
    .replace(/(?<=\S)\}/g, ' }')
    .replace(/\{ \}/g, '{}');
}

/**
 * Every key of the site configuration, in the schema's order, nested keys after their
 * parent: an object's keys as `parent.key`, an array's items as `parent[].key`, a
 * record's values as `parent.<name>.key`. A navbar item's own `items` (a dropdown's) are
 * navbar items again: listed once.
 */
export function configKeys(): ConfigKey[] {
  const keys: ConfigKey[] = [];
  /** Where each object schema's keys were listed: a schema used again (a logo) refers there. */
  const listedAt = new Map<Schema, string>();
  const visit = (shape: Record<string, Schema>, prefix: string) => {
    for (const [name, schema] of Object.entries(shape)) {
      const path = `${prefix}${name}`;
      const { core, optional, defaultValue, hasDefault } = unwrap(schema);
      const sameAs = def(core).type === 'object' ? listedAt.get(core) : undefined;
      keys.push({
        path,
        type: sameAs ? `object (the keys of ${sameAs})` : typeName(schema),
        default: hasDefault ? written(defaultValue) : optional ? '' : 'required',
        description: configDescriptions[path] ?? '',
      });
      nested(core, path);
    }
  };
  const nested = (schema: Schema, path: string) => {
    const d = def(schema);
    if (d.type === 'object') {
      if (listedAt.has(schema)) return;
      listedAt.set(schema, path);
      visit(d.shape!, `${path}.`);
    } else if (d.type === 'array') nested(unwrap(d.element!).core, `${path}[]`);
    else if (d.type === 'record') nested(unwrap(d.valueType!).core, `${path}.<name>`);
    else if (d.type === 'union') for (const option of d.options!) nested(unwrap(option).core, path);
  };
  visit(def(siteConfigSchema as unknown as Schema).shape!, '');
  return keys;
}

/** The configuration reference page of the manual. */
export function renderConfigReference(keys: ConfigKey[] = configKeys()): string {
  const rows = keys.map((key) => [
    `\`${key.path}\``,
    key.type.startsWith('object (') ? key.type.replace(/the keys of (\S+)\)/, 'the keys of `$1`)') : `\`${key.type}\``,
    key.default === 'required' || key.default === '' ? key.default : `\`${key.default}\``,
    key.description,
  ]);
  return [
    '---',
    'title: Configuration reference',
    'description: Every key of site.config.ts, with its type, its default and what it does.',
    'sidebar_position: 1',
    '---',
    '',
    '<!-- Generated from src/config/schema.ts and src/cli/manual/config-descriptions.ts by `npm run manual:references`; do not edit by hand. -->',
    '',
    '`site.config.ts` default-exports one object (see [Configuration](../configuration.md) for how the',
    'file is written and checked). These are all of its keys. A nested key is written with dots:',
    '`navbar.logo.src` is `src` inside `logo` inside `navbar`; `[]` stands for each item of a list',
    '(`navbar.items[].label`) and `<name>` for a name the site chooses (`docs.versions.<name>.label`).',
    'An empty default means the key is optional and has none. A key docgen does not know fails the',
    'build (DG003), naming its path.',
    '',
    ...table(['Key', 'Type', 'Default', 'Description'], rows),
    '',
  ].join('\n');
}

/** A markdown table (left-aligned, unpadded: prettier leaves generated files alone). */
export function table(header: string[], rows: string[][]): string[] {
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\n/g, ' ').replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)];
}
