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
 * A value typed into the send panel, read by the parameter's shape: an array as
 * comma-separated items, an object as JSON (`{"colour":"red"}`) or `key=value` pairs
 * separated by commas; anything else is the text itself.
 */
export function parseTypedValue(text: string, shape: 'array' | 'object' | undefined): ParameterValue {
  if (shape === 'array')
    return text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  if (shape === 'object') {
    const trimmed = text.trim();
    if (trimmed.startsWith('{')) {
      try {
        const parsed: unknown = JSON.parse(trimmed);
        if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return toParameterValue(parsed);
      } catch {
        // not JSON: read as key=value pairs below
      }
    }
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
