import { exampleLabel } from '../../templates/api/code.js';
import type { ExampleProps, ParameterProps } from '../../templates/api/types.js';
import type { ApiParameter, SchemaTree } from './model.js';

/**
 * A parameter's example as its entry shows it: each of the document's named examples
 * when it gives several (or one with a summary or description), else the one example
 * (flagged when docgen chose it), unless the schema's rules already show that value.
 */
export function parameterExampleProps(parameter: ApiParameter): Pick<ParameterProps, 'example' | 'exampleGenerated' | 'examples'> {
  if (showsEachExample(parameter))
    return {
      examples: parameter.examples.map((example) => ({
        name: example.name,
        descriptionHtml: example.descriptionHtml,
        value: valueText(example.value),
        label: exampleLineLabel(example, valueText(example.value)),
      })),
    };
  if (parameter.example === undefined || shownInRules(parameter.schema, parameter.example)) return {};
  return parameter.exampleGenerated
    ? { example: valueText(parameter.example), exampleGenerated: true }
    : { example: valueText(parameter.example) };
}

/** Whether a parameter's named examples are each shown (several, or one with a summary or description), not just one value. */
export function showsEachExample(parameter: ApiParameter): boolean {
  const { examples } = parameter;
  return examples.length > 1 || examples.some((example) => example.summary !== undefined || example.descriptionHtml !== undefined);
}

/** An example's label beside its value (its summary, else its name), unless it only repeats the value (`adopted: {value: adopted}`). */
export function exampleLineLabel(example: Pick<ExampleProps, 'name' | 'summary'>, shownValue: string): string | undefined {
  const label = exampleLabel(example);
  return label === shownValue ? undefined : label;
}

/** A value as the page shows it: a string as it is, anything else as JSON. */
function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Whether a schema's rules, under the parameter's description, already show this value as its default or an example. */
function shownInRules(schema: SchemaTree | undefined, value: unknown): boolean {
  if (schema?.kind !== 'schema') return false;
  const text = JSON.stringify(value);
  return [schema.default, ...schema.examples].some((shown) => shown !== undefined && JSON.stringify(shown) === text);
}
