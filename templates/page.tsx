import type { ReactNode } from 'react';
import type { PageFrameProps } from './types.js';
import { Layout } from './layout.js';

/** A page: the layout's frame around the main column its source rendered. */
export function Page({ frame, children }: { frame: PageFrameProps; children: ReactNode }) {
  return (
    <Layout chrome={frame.chrome} sidebar={frame.sidebar} path={frame.path}>
      {children}
    </Layout>
  );
}
