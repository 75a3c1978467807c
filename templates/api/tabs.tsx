import type { ReactNode } from 'react';

/**
 * Tabs that work without JavaScript: radio buttons (keyboard: arrow keys) with CSS
 * showing the panel after the checked one.
 */
export function Tabs({ name, label, items }: { name: string; label: string; items: { id: string; label: string; content: ReactNode }[] }) {
  if (items.length === 1) return <>{items[0]!.content}</>;
  return (
    <div className="api-tabs" role="radiogroup" aria-label={label}>
      {items.map((item, index) => (
        <TabItem key={item.id} name={name} item={item} checked={index === 0} />
      ))}
    </div>
  );
}

function TabItem({ name, item, checked }: { name: string; item: { id: string; label: string; content: ReactNode }; checked: boolean }) {
  const id = `${name}-${item.id}`;
  return (
    <>
      <input className="api-tab-input" type="radio" name={name} id={id} defaultChecked={checked} value={item.id} />
      <label className="api-tab-label" htmlFor={id}>
        {item.label}
      </label>
      <div className="api-tab-panel">{item.content}</div>
    </>
  );
}
