import type { ServerProps } from './model-props.js';
import { Html } from './method-badge.js';
import { useMessages } from '../site-context.js';

export function Servers({ servers }: { servers: ServerProps[] }) {
  const messages = useMessages();
  return (
    <ul className="api-servers">
      {servers.map((server) => (
        <li key={server.url}>
          <code className="api-server-url">{server.url}</code>
          {server.description && <span className="api-server-description"> {server.description}</span>}
          {server.variables.length > 0 && (
            <ul className="api-server-variables">
              {server.variables.map((variable) => (
                <li key={variable.name}>
                  <code>{`{${variable.name}}`}</code>:{' '}
                  {variable.enum ? variable.enum.map((value) => <code key={value}>{value}</code>) : messages.format('api.server.anyValue')}{' '}
                  ({messages.format('api.server.default')} <code>{variable.default}</code>)
                  <Html className="schema-note" html={variable.descriptionHtml} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
