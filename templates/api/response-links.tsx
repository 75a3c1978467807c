import { useHref, useMessages } from '../site-context.js';
import type { ResponseLinkProps } from './event-props.js';
import { Html, MethodBadge, PathText } from './method-badge.js';

/** A response's `links`: which operation a value of it feeds, with which parameters. */
export function ResponseLinks({ links }: { links?: ResponseLinkProps[] }) {
  const href = useHref();
  const messages = useMessages();
  if (!links?.length) return null;
  return (
    <div className="api-response-links">
      <p className="api-subheading">{messages.format('api.links')}</p>
      <ul className="api-links-list">
        {links.map((link) => (
          <li key={link.name} className="api-link">
            <p className="api-link-target">
              <code className="schema-property-name">{link.name}</code> {messages.format('api.link.feeds')}{' '}
              {link.target ? (
                <a href={href(link.target.route)}>
                  <MethodBadge method={link.target.method} /> {link.target.title}{' '}
                  <code className="api-operation-path">
                    <PathText path={link.target.path} />
                  </code>
                </a>
              ) : (
                <code>{link.reference}</code>
              )}
            </p>
            <Html className="schema-description" html={link.descriptionHtml} />
            {link.parameters.length > 0 && (
              <table className="api-link-parameters">
                <thead>
                  <tr>
                    <th scope="col">{messages.format('api.link.parameter')}</th>
                    <th scope="col">{messages.format('api.link.value')}</th>
                  </tr>
                </thead>
                <tbody>
                  {link.parameters.map((parameter) => (
                    <tr key={parameter.name}>
                      <td>
                        <code>{parameter.name}</code>
                      </td>
                      <td>
                        <code>{parameter.value}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {link.requestBody !== undefined && (
              <p>
                {messages.format('api.link.requestBody')} <code>{link.requestBody}</code>
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
