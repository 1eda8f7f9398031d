/** The framed panel of the small screens (errors, no access, not built yet, statements). */
import type { ReactNode } from 'react';

export function Panel({ code, title, children }: { code?: string; title: string; children?: ReactNode }) {
  return (
    <section className="cp-portal-panel" aria-labelledby="cp-portal-title">
      {code ? <p className="cp-portal-panel__code">{code}</p> : null}
      <h1 id="cp-portal-title" tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}
