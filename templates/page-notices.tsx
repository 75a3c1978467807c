import type { PageNoticeProps } from './types.js';
import { useHref } from './site-context.js';
import { overridable } from '../src/components/overridable.js';

/** Version banner, version badge and untranslated notice, above a page's content. */
function BuiltinPageNotices({ notices }: { notices: PageNoticeProps[] }) {
  const href = useHref();
  return (
    <div className="page-notices">
      {notices.map((notice) =>
        notice.kind === 'version-badge' ? (
          <span key={notice.kind} className="badge page-version-badge">
            {notice.text}
          </span>
        ) : (
          <div key={notice.kind} className={`page-notice page-notice-${notice.kind}`} role="note">
            <p>
              {notice.text}
              {notice.link && (
                <>
                  {' '}
                  <a href={href(notice.link.href)}>{notice.link.label}</a>
                </>
              )}
            </p>
          </div>
        ),
      )}
    </div>
  );
}

/** The built-in, or the site's `components/overrides/PageNotices` when it has one. */
export const PageNotices = overridable('PageNotices', BuiltinPageNotices);
