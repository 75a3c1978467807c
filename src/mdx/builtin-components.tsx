import { Children, createContext, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import { cardColumnStyle } from '../../templates/card-columns.js';
import { englishMessages } from '../i18n/messages.js';
import { isBuiltinAdmonition } from '../config/admonition-types.js';
import { BADGE_VARIANTS } from '../markdown/builtins/remark-blocks.js';
import { TABS_CLASS, tabsProps, tabValueOf } from '../markdown/builtins/tabs-model.js';
import { MdxPageContextProvider } from './page-context.js';

/**
 * The built-in components for MDX pages, under Docusaurus's and Starlight's names and
 * props. Each writes the same HTML as its markdown directive (src/markdown/builtins/),
 * so one stylesheet and one tabs island serve both.
 */

const usePage = () => useContext(MdxPageContextProvider);

/** `<Admonition type="tip" title="Read first">`: the `:::tip[Read first]` of MDX. */
export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const page = usePage();
  const own = page?.admonitions && Object.hasOwn(page.admonitions, type) ? page.admonitions[type] : undefined;
  if (!own && !isBuiltinAdmonition(type)) throw new Error(`<Admonition type="${type}">: no admonition type "${type}"`);
  const label = own ? own.label : (page?.messages ?? englishMessages).format(`admonition.${type as 'note'}`);
  const classes = own ? ['admonition', `admonition-${own.style}`, `admonition-${type}`] : ['admonition', `admonition-${type}`];
  if (own?.icon) classes.push('admonition-own-icon');
  return (
    <aside className={classes.join(' ')} role="note" aria-label={label}>
      <p className="admonition-title">
        {own?.icon && (
          <span className="admonition-icon" aria-hidden="true">
            {own.icon}
          </span>
        )}
        {title ?? label}
      </p>
      {children}
    </aside>
  );
}

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** One tab of `<Tabs>`; it renders only through its `<Tabs>`. */
export function TabItem(_props: TabItemProps): ReactNode {
  throw new Error('<TabItem> must be inside <Tabs>');
}

/**
 * `<Tabs groupId="os" queryString>` around `<TabItem value="mac" label="macOS" default>`,
 * with Docusaurus's props (`defaultValue`, `values` for labels; `lazy` is ignored: every
 * panel is in the HTML, which is what makes the page readable without JavaScript).
 */
export function Tabs(props: {
  groupId?: string;
  queryString?: boolean | string;
  defaultValue?: string;
  values?: { value: string; label?: string }[];
  lazy?: boolean;
  children?: ReactNode;
}) {
  const page = usePage();
  if (!page) throw new Error('<Tabs> used outside an MDX page');
  const tabs = Children.toArray(props.children).filter(
    (child): child is ReactElement<TabItemProps> => isValidElement(child) && child.type === TabItem,
  );
  const items = tabs.map(({ props: item }) => {
    const label = props.values?.find((entry) => entry.value === item.value)?.label ?? item.label ?? item.value;
    return { value: item.value ?? tabValueOf(label), label, isDefault: item.default };
  });
  const island = tabsProps(items, { groupId: props.groupId, queryString: props.queryString, defaultValue: props.defaultValue });
  if (typeof island === 'string') throw new Error(`<Tabs> ${island.replace(':::tab', '<TabItem>')}`);
  return (
    <div className={TABS_CLASS.container}>
      {page.island('tabs', { ...island })}
      {tabs.map((tab, index) => (
        <div
          key={items[index]!.value}
          className={TABS_CLASS.panel}
          data-tab-value={items[index]!.value}
          data-tab-default={items[index]!.value === island.defaultValue ? '' : undefined}
        >
          <p className={TABS_CLASS.caption}>{items[index]!.label}</p>
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}

/** `<Details summary="Why?">` (or a `<summary>` child, as in HTML). */
export function Details({ summary, open, children }: { summary?: ReactNode; open?: boolean; children?: ReactNode }) {
  const page = usePage();
  const parts = Children.toArray(children);
  const written = parts.find((child) => isValidElement(child) && child.type === 'summary');
  return (
    <details className="details" open={open}>
      {written ?? <summary>{summary ?? (page?.messages ?? englishMessages).format('details.summary')}</summary>}
      {parts.filter((child) => child !== written)}
    </details>
  );
}

/** `<Badge text="New" variant="tip" />` or `<Badge variant="tip">New</Badge>`. */
export function Badge({ text, variant = 'default', children }: { text?: string; variant?: string; children?: ReactNode }) {
  if (!(BADGE_VARIANTS as readonly string[]).includes(variant)) {
    throw new Error(`<Badge variant="${variant}">: expected one of ${BADGE_VARIANTS.join(', ')}`);
  }
  return <span className={`badge badge-${variant}`}>{children ?? text}</span>;
}

/** `<Steps>` around a numbered list. */
export function Steps({ children }: { children?: ReactNode }) {
  return <div className="steps">{children}</div>;
}

const InCardGrid = createContext(false);

/** A grid whose rows come out full, as the index pages' cards. */
export function CardGrid({ children }: { children?: ReactNode }) {
  const cards = Children.toArray(children).filter(isValidElement);
  return (
    <ul className="card-grid card-rows markdown-cards" style={cardColumnStyle(cards.length)}>
      <InCardGrid.Provider value={true}>{cards}</InCardGrid.Provider>
    </ul>
  );
}

/** A card with a title (and an optional short icon) over its content. */
export function Card({ title, icon, children }: { title: ReactNode; icon?: string; children?: ReactNode }) {
  const Tag = useContext(InCardGrid) ? 'li' : 'div';
  return (
    <Tag className="card content-card">
      <p className="card-title">
        {icon && (
          <span className="card-icon" aria-hidden="true">
            {icon}
          </span>
        )}
        {title}
      </p>
      {children}
    </Tag>
  );
}

/** One big link with a title and a description. `href` is the page's URL as the reader sees it. */
export function LinkCard({ title, href, description }: { title: ReactNode; href: string; description?: ReactNode }) {
  const Tag = useContext(InCardGrid) ? 'li' : 'div';
  return (
    <Tag className="card link-card">
      <a href={href} className="card-link">
        <span className="card-title">{title}</span>
        {description && <span className="card-description">{description}</span>}
      </a>
    </Tag>
  );
}

/** The built-ins by the names MDX pages use, for the provided components. */
export const builtinComponents = { Admonition, Tabs, TabItem, Details, Badge, Steps, CardGrid, Card, LinkCard };
