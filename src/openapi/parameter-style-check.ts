import type { SpecWarning } from './slugs.js';
import { STYLES_BY_LOCATION, type ParameterIn } from './serialise-parameter.js';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Warnings for parameters whose `style` their location does not allow (or that OpenAPI
 * does not know): docgen writes them in the location's default style instead, and says
 * so with the JSON pointer of the style. `parametersAt` is the pointer of the list.
 */
export function parameterStyleWarnings(parameters: unknown, parametersAt: string): SpecWarning[] {
  if (!Array.isArray(parameters)) return [];
  return parameters.flatMap((parameter, index): SpecWarning[] => {
    if (!isObject(parameter) || typeof parameter.style !== 'string') return [];
    const location = parameter.in as ParameterIn;
    const allowed = STYLES_BY_LOCATION[location];
    if (!allowed || allowed.some((style) => style === parameter.style)) return [];
    return [
      {
        pointer: `${parametersAt}/${index}/style`,
        message:
          `The ${location} parameter "${String(parameter.name)}" has style "${parameter.style}", which a ${location} parameter cannot have ` +
          `(allowed: ${allowed.join(', ')}). docgen writes it as "${allowed[0]}"; change the style in the document.`,
      },
    ];
  });
}
