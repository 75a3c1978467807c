import type { LandingContentProps } from './types.js';
import { useHref } from './site-context.js';
import { CardGrid } from './card-grid.js';
import { ImageZoom } from './image-zoom.js';
import { overridable } from '../src/components/overridable.js';

/** A full-width page: hero with calls to action, feature cards, then free markdown. */
function BuiltinLandingPage({ content }: { content: LandingContentProps }) {
  const href = useHref();
  return (
    <div className="landing">
      {content.hero ? (
        <header className="hero">
          <h1 className="hero-title">{content.hero.title}</h1>
          {content.hero.tagline && <p className="hero-tagline">{content.hero.tagline}</p>}
          {content.hero.actions.length > 0 && (
            <div className="hero-actions">
              {content.hero.actions.map((action) => (
                <a key={action.href} className={`button button-${action.theme}`} href={href(action.href)}>
                  {action.text}
                </a>
              ))}
            </div>
          )}
        </header>
      ) : (
        <h1 className="landing-title">{content.title}</h1>
      )}
      {content.features.length > 0 && (
        <CardGrid className="feature-grid" count={content.features.length}>
          {content.features.map((feature) => (
            <li key={feature.title} className="feature-card">
              {feature.icon &&
                (isImagePath(feature.icon) ? (
                  <img className="feature-icon" src={href(feature.icon)} alt="" width={32} height={32} loading="lazy" />
                ) : (
                  <span className="feature-icon" aria-hidden="true">
                    {feature.icon}
                  </span>
                ))}
              <h2 className="feature-title">{feature.href ? <a href={href(feature.href)}>{feature.title}</a> : feature.title}</h2>
              <p className="feature-details">{feature.details}</p>
            </li>
          ))}
        </CardGrid>
      )}
      {content.html && <div className="markdown landing-body" dangerouslySetInnerHTML={{ __html: content.html }} />}
      <ImageZoom html={content.html} />
    </div>
  );
}

/** An icon is either an image path (`/img/x.svg`) or a short text such as an emoji. */
function isImagePath(icon: string): boolean {
  return /^(\/|https?:\/\/).*\.(svg|png|webp|jpe?g)$/.test(icon);
}

/** The built-in, or the site's `components/overrides/LandingPage` when it has one. */
export const LandingPage = overridable('LandingPage', BuiltinLandingPage);
