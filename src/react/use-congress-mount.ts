import { useEffect, useRef } from 'react';
import type { MountHandle, MountOptions } from '../embed/runtime-api';
import { clientNameFromHost } from '../core/client/client-name';
import { acquireRuntime, type RuntimeListener } from './runtime-pool';

/** What every component shares: where the API is, and for whom. */
export interface ConnectionProps {
  /** API base, e.g. `https://api.example.org` (no trailing slash needed). */
  apiBase: string;
  /** Client (tenant); default: the second-level name of the page's host (`demo` on localhost). */
  client?: string;
  /** `en` or `de`; default: the client's default language. */
  locale?: string;
  /** CSP nonce for the fallback `<style>` element (browsers without adoptedStyleSheets). */
  nonce?: string;
  /** Extra origins allowed to exchange host messages (docs/host-messages.md). */
  allowedOrigins?: string[];
  /** Events the widgets post to the host page (docs/host-messages.md). */
  onEvent?: RuntimeListener;
}

/**
 * Mounts through the runtime into `ref`'s element (which gets a shadow root) and keeps the mount in step
 * with the props: identity props (widget, project, …) remount, a settings change updates in place.
 */
export function useCongressMount(props: ConnectionProps, options: MountOptions) {
  const ref = useRef<HTMLDivElement>(null);
  const handle = useRef<MountHandle | null>(null);
  const onEvent = useRef(props.onEvent);
  onEvent.current = props.onEvent;
  const settings = useRef(options.settings);
  settings.current = options.settings;
  const settingsKey = JSON.stringify(options.settings ?? {});
  const client = props.client || clientNameFromHost(typeof location === 'undefined' ? '' : location.hostname);
  const identity = JSON.stringify([
    props.apiBase,
    client,
    props.locale,
    props.nonce,
    props.allowedOrigins,
    options.widget,
    options.portal,
    options.basePath,
    options.project,
    options.name,
    options.channel,
  ]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `identity` stands for every prop that needs a new mount
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const { runtime, release } = acquireRuntime(
      {
        apiBase: props.apiBase,
        client,
        locale: props.locale,
        nonce: props.nonce,
        allowedOrigins: props.allowedOrigins,
      },
      (type, detail) => onEvent.current?.(type, detail),
    );
    let live = true;
    runtime.mount(el, { ...options, client, locale: props.locale, settings: settings.current }).then(
      (h) => {
        if (live) handle.current = h;
        else h.unmount();
      },
      () => undefined,
    ); // the runtime renders its own error states inside the shadow root
    return () => {
      live = false;
      handle.current?.unmount();
      handle.current = null;
      release();
    };
  }, [identity]);

  // biome-ignore lint/correctness/useExhaustiveDependencies(settingsKey): the settings by value update the mount
  useEffect(() => {
    void handle.current?.update(settings.current ?? {});
  }, [settingsKey]);

  return ref;
}
