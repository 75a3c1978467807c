import type { PageNoticeProps } from './types.js';
import { useHref } from './site-context.js';

/** Version banner, version badge and untranslated notice, above a page's content. */
export function PageNotices({ notices }: { notices: PageNoticeProps[] }) {
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
