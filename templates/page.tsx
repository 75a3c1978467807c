import type { ReactNode } from 'react';
import type { PageFrameProps } from './types.js';
import { Layout } from './layout.js';
import { PageNotices } from './page-notices.js';

/** A page: the layout's frame around the main column its source rendered. */
export function Page({ frame, children }: { frame: PageFrameProps; children: ReactNode }) {
  return (
    <Layout chrome={frame.chrome} sidebar={frame.sidebar} path={frame.path} ownsMain={frame.ownsMain}>
      {frame.notices?.length ? <PageNotices notices={frame.notices} /> : null}
      {/* An untranslated page: its content is in another language than the page. */}
      {frame.contentLang ? <div lang={frame.contentLang}>{children}</div> : children}
    </Layout>
  );
}
