import { Children, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { VFile } from 'vfile';
import { errors } from '../errors/catalogue.js';
import { isDocgenError } from '../errors/docgen-error.js';
import type { HydrateTrigger } from '../islands/types.js';
import type { ComponentDirectives } from './directive-use.js';
import { jsonPropsProblem } from './json-props.js';

/** One interactive use of a site component in an MDX page, ready to place. */
export interface MdxIslandUse {
  /** The element's name as written (`MyChart`). */
  island: string;
  props: Record<string, unknown>;
  hydrate: HydrateTrigger;
  /** The element's JSX children, rendered to HTML. */
  childrenHtml?: string;
  file: string;
  line?: number;
}

/** Places an island in the page being rendered (the MDX pipeline turns the HTML into a token). */
export type PlaceMdxIsland = (use: MdxIslandUse) => ReactNode;

export interface MdxIslandProps {
  island: string;
  hydrate: HydrateTrigger;
  /** `file:line`, for messages. */
  source: string;
  children?: ReactNode;
  place: PlaceMdxIsland;
}

/**
 * What `DocgenIsland` (placed by remarkMdxClientDirectives) does: takes its one child
 * element's props, checks they are JSON, renders its JSX children to HTML and places
 * the island.
 */
export function MdxIsland({ island, hydrate, source, children, place }: MdxIslandProps): ReactNode {
  const [file, line] = splitSource(source);
  const element = Children.only(children);
  if (!isValidElement<Record<string, unknown>>(element)) throw new Error('DocgenIsland expects one element');
  const { children: inner, ...props } = element.props;
  const problem = jsonPropsProblem(props);
  if (problem) throw errors.componentPropsNotSerialisable({ file, line }, island, problem);
  const childrenHtml = inner === undefined ? undefined : renderToStaticMarkup(inner as ReactNode);
  return place({ island, props, hydrate, childrenHtml, file, line });
}

/** `MyChart` -> `my-chart`. */
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * An MDX island as HTML, rendered like a directive's island: the site's component named
 * as written or in kebab case (`MyChart` or `my-chart`), recorded as interactive so the
 * client build gives it a chunk.
 */
export function mdxIslandHtml(components: ComponentDirectives, page: VFile, use: MdxIslandUse): string {
  const name = [use.island, kebab(use.island)].find((candidate) => components.names.has(candidate));
  if (!name)
    throw errors.widgetUnknown({ file: use.file, line: use.line }, `<${use.island}>`, [
      `the site's components (${[...components.names].join(', ')})`,
    ]);
  try {
    const rendered = components.render(name, use.props, use.hydrate, use.childrenHtml !== undefined, page);
    return rendered.showsChildren ? `${rendered.before}${use.childrenHtml ?? ''}${rendered.after}` : rendered.before;
  } catch (error) {
    if (isDocgenError(error)) throw error;
    throw errors.componentRenderFailed({ file: use.file, line: use.line, cause: error }, name, (error as Error).message);
  }
}

function splitSource(source: string): [string, number | undefined] {
  const match = /^(.*):(\d+)$/.exec(source);
  return match ? [match[1]!, Number(match[2])] : [source, undefined];
}
