import { ADMONITION_TYPES, type CustomAdmonitions } from '../config/admonition-types.js';
import { INCLUDE_DIRECTIVE } from './remark-include.js';

/** Built-in components written as containers (`:::steps`) and as leaves (`::linkcard`). */
const BUILTIN_CONTAINERS = ['tabs', 'tab', 'cards', 'card', 'steps', 'details'];
const BUILTIN_LEAVES = ['linkcard', INCLUDE_DIRECTIVE];

/**
 * What a directive may name, in groups for an error's hint (`widgets (qrcode)`) where it is written: a container (`:::name`) takes an
 * admonition type (the site's own too), a built-in container, a widget or one of the
 * site's components; a leaf (`::name`) a built-in leaf, a widget or a component.
 */
export function acceptedDirectives(
  form: 'container' | 'leaf',
  widgets: Iterable<string>,
  components: Iterable<string> = [],
  admonitions: CustomAdmonitions = {},
): string[] {
  const groups: { label: string; names: readonly string[] }[] =
    form === 'container'
      ? [
          { label: 'admonitions', names: [...ADMONITION_TYPES, ...Object.keys(admonitions)] },
          { label: 'built-in components', names: BUILTIN_CONTAINERS },
        ]
      : [{ label: 'built-in components', names: BUILTIN_LEAVES }];
  groups.push({ label: 'widgets', names: [...widgets] }, { label: "the site's components", names: [...components] });
  return groups.filter((group) => group.names.length > 0).map((group) => `${group.label} (${group.names.join(', ')})`);
}

/** The directive as the author wrote its start (`:::name`, `::::tabs`, `::name`). */
export function directiveAsWritten(name: string, type: string, source: string, offset?: number): string {
  const colons = offset === undefined ? undefined : /^:+/.exec(source.slice(offset))?.[0];
  return `${colons ?? (type === 'containerDirective' ? ':::' : '::')}${name}`;
}
