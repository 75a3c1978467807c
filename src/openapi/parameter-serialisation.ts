import type { ApiParameter } from './model.js';
import { parameterValueOf } from './parameter-value.js';
import { describeSerialisation, serialiseCookie, serialiseHeader, serialisePath, serialiseQuery } from './serialise-parameter.js';

/** How a parameter page shows a declared serialisation: the keywords, and the example as it is sent. */
export interface SerialisationProps {
  style: string;
  explode: boolean;
  allowReserved: boolean;
  /** The example written by the style (`;point=3;point=4`, `filter[colour]=red`). */
  sentAs?: string;
}

/** The serialisation to show for a parameter; undefined when it uses its location's default or `content`. */
export function serialisationOf(parameter: ApiParameter): SerialisationProps | undefined {
  if (parameter.contentType) return undefined;
  const declared = describeSerialisation(parameter);
  if (!declared) return undefined;
  if (parameter.example === undefined) return declared;
  const value = parameterValueOf(parameter, parameter.example);
  const sentAs =
    parameter.in === 'path'
      ? serialisePath(parameter, value)
      : parameter.in === 'query'
        ? serialiseQuery(parameter, value).join('&')
        : parameter.in === 'header'
          ? `${parameter.name}: ${serialiseHeader(parameter, value)}`
          : `Cookie: ${serialiseCookie(parameter, value).join('; ')}`;
  return { ...declared, sentAs };
}
