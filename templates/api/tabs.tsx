import type { ReactNode } from 'react';

/** Panels that CSS can show by position (api-bodies.css); a longer list shows each panel under its label. */
export const MAX_TABS = 12;

interface TabItemProps {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs that work without JavaScript: radio buttons (keyboard: arrow keys) with CSS
 * showing the panel of the checked one. The labels sit in one row that scrolls sideways
 * when they do not fit, so they never wrap onto a second line. `alwaysTabs` keeps a
 * single item's label (a status code says what the panel is).
 */
export function Tabs({
  name,
  label,
  items,
  alwaysTabs = false,
}: {
  name: string;
  label: string;
  items: TabItemProps[];
  alwaysTabs?: boolean;
}) {
  if (items.length === 1 && !alwaysTabs) return <>{items[0]!.content}</>;
  if (items.length > MAX_TABS) return <TabList items={items} />;
  return (
    <div className="api-tabs">
      <div className="api-tab-list" role="radiogroup" aria-label={label}>
        {items.map((item, index) => {
          const id = `${name}-${item.id}`;
          return (
            <span key={item.id} className="api-tab">
              <input className="api-tab-input" type="radio" name={name} id={id} defaultChecked={index === 0} value={item.id} />
              <label className="api-tab-label" htmlFor={id}>
                {item.label}
              </label>
            </span>
          );
        })}
      </div>
      {items.map((item) => (
        <div key={item.id} className="api-tab-panel" id={`${name}-${item.id}-panel`}>
          {item.content}
        </div>
      ))}
    </div>
  );
}

/** More items than the tab CSS handles: each under its own label, one after the other. */
function TabList({ items }: { items: TabItemProps[] }) {
  return (
    <div className="api-tab-stack">
      {items.map((item) => (
        <div key={item.id} className="api-tab-stack-item">
          <p className="api-tab-stack-label">{item.label}</p>
          {item.content}
        </div>
      ))}
    </div>
  );
}
