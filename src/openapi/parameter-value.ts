import type { ParameterValue } from './serialise-parameter.js';

/** What a parameter's value is made of; `content` parameters are one text (e.g. JSON). */
export interface ValueShape {
  contentType?: string;
}

/**
 * A parameter's value as the serialiser takes it: arrays and objects stay structured,
 * except for a parameter described by `content`, whose value is its media type's text.
 */
export function parameterValueOf(parameter: ValueShape, value: unknown): ParameterValue {
  if (parameter.contentType) return typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return toParameterValue(value);
}

function toParameterValue(value: unknown): ParameterValue {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(toParameterValue);
  if (typeof value === 'object')
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, toParameterValue(item)]));
  return value as string | number | boolean;
}

/**
 * A value typed into the send panel, read by the parameter's shape: an array as a JSON
 * array (`["p q","r,s"]`) or comma-separated items, an object as JSON (`{"colour":"red"}`)
 * or `key=value` pairs separated by commas; anything else is the text itself.
 */
export function parseTypedValue(text: string, shape: 'array' | 'object' | undefined): ParameterValue {
  const trimmed = text.trim();
  if (shape === 'array') {
    const json = jsonOf(trimmed, '[');
    if (Array.isArray(json)) return toParameterValue(json);
    return trimmed
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  }
  if (shape === 'object') {
    const json = jsonOf(trimmed, '{');
    if (json !== null && typeof json === 'object' && !Array.isArray(json)) return toParameterValue(json);
    return Object.fromEntries(
      trimmed
        .split(',')
        .map((pair) => pair.split('='))
        .filter(([key]) => key?.trim())
        .map(([key, ...rest]) => [key!.trim(), rest.join('=').trim()]),
    );
  }
  return text;
}

/** The JSON a text holds when it starts with `opening`, else undefined (read as plain text then). */
function jsonOf(text: string, opening: '[' | '{'): unknown {
  if (!text.startsWith(opening)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The text a send panel field starts with for an example value: an array comma-separated,
 * unless an item would not survive that (a comma in it, spaces at its ends, an empty
 * item): then a JSON array. Anything else not a string is JSON.
 */
export function typedTextOf(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) {
    const items = value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
    const plain = items.every((item) => item !== '' && !item.includes(',') && item.trim() === item);
    return plain ? items.join(',') : JSON.stringify(value);
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}
