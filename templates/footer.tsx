import type { ChromeProps } from './types.js';
import { Logo } from './navbar.js';
import { useHref, useMessages } from './site-context.js';
import { overridable } from '../src/components/overridable.js';

/**
 * Link columns, the company logo and the copyright/trademark line; with cookie consent,
 * a "Cookie settings" link that reopens the consent settings (it needs JavaScript, so
 * it is hidden without).
 */
function BuiltinFooter({ footer, cookieSettings = false }: { footer: ChromeProps['footer']; cookieSettings?: boolean }) {
  const href = useHref();
  const messages = useMessages();
  // Only the parts a site has: an empty part would leave a bare band or a stray rule.
  const hasColumns = footer.columns.length > 0;
  const hasBottom = Boolean(footer.logo || cookieSettings || footer.copyright);
  if (!hasColumns && !hasBottom) return null;
  // The cookie settings button needs JavaScript: a part holding only it is hidden without.
  const bottomNeedsScript = cookieSettings && !footer.logo && !footer.copyright;
  const scriptOnly = (needsScript: boolean) => (needsScript ? ' footer-script-only' : '');
  return (
    <footer className={`footer footer-${footer.style}${scriptOnly(bottomNeedsScript && !hasColumns)}`}>
      <div className="footer-inner">
        {hasColumns && (
          <div className="footer-columns">
            {footer.columns.map((column) => (
              <section className="footer-column" key={column.title} aria-label={column.title}>
                <h2 className="footer-title">{column.title}</h2>
                <ul className="footer-items">
                  {column.items.map((item, index) =>
                    item.kind === 'html' ? (
                      <li key={index} dangerouslySetInnerHTML={{ __html: item.html }} />
                    ) : (
                      <li key={index}>
                        <a
                          className="footer-link"
                          href={href(item.href)}
                          {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                        >
                          {item.label}
                        </a>
                      </li>
                    ),
                  )}
                </ul>
              </section>
            ))}
          </div>
        )}
        {hasBottom && (
          <div className={`footer-bottom${scriptOnly(bottomNeedsScript)}`}>
            {footer.logo && (
              <a
                className="footer-logo-link"
                href={href(footer.logo.href)}
                {...(footer.logo.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <Logo logo={footer.logo} className="footer-logo" />
              </a>
            )}
            {cookieSettings && (
              <button type="button" className="footer-link footer-cookie-settings" data-cookie-settings="">
                {messages.format('cookies.settings')}
              </button>
            )}
            {footer.copyright && <p className="footer-copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />}
          </div>
        )}
      </div>
    </footer>
  );
}

/** The built-in, or the site's `components/overrides/Footer` when it has one. */
export const Footer = overridable('Footer', BuiltinFooter);
