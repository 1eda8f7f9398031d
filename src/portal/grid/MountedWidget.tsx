/** One widget mounted by name through the runtime (like a host page's mount point), unmounted with the element. */
import { useEffect, useRef } from 'react';
import type { PortalContext } from '../../contract/portal';

export function MountedWidget({
  widget,
  project,
  name,
  requireServerSettings,
  settings,
  context,
  className,
}: {
  widget: unknown;
  project?: string;
  name?: string;
  requireServerSettings?: boolean;
  settings?: Record<string, unknown>;
  context: PortalContext;
  className: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const settingsKey = JSON.stringify(settings ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: settings by value (settingsKey)
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof widget !== 'string') return undefined;
    let handle: { unmount(): void } | null = null;
    let gone = false;
    void context
      .mountWidget(el, { widget, project, name, requireServerSettings, settings: settings ?? {} })
      .then((h) => {
        if (gone) h.unmount();
        else handle = h;
      });
    return () => {
      gone = true;
      handle?.unmount();
    };
  }, [widget, project, name, requireServerSettings, settingsKey, context]);
  return <div ref={ref} className={className} data-widget={typeof widget === 'string' ? widget : undefined} />;
}
