/** The portal context (runtime services, translations, client configuration) for every screen. */
import { createContext, useContext } from 'react';
import type { PortalContext } from '../contract/portal';
import type { DesignVersion } from '../core/client/design-version';

export const PortalCtx = createContext<PortalContext | null>(null);

/** The design version of this visit (spec 1 §1: v1, or v2 by `newdesign`; src/core/client/design-version.ts). */
export const DesignCtx = createContext<DesignVersion>('v1');
export const useDesign = (): DesignVersion => useContext(DesignCtx);

export function usePortal(): PortalContext {
  const ctx = useContext(PortalCtx);
  if (!ctx) throw new Error('usePortal must be used inside the portal (PortalCtx.Provider)');
  return ctx;
}

const origins = new WeakMap<PortalContext, PortalContext>();

/**
 * A copy of the portal context with some fields replaced (a lazy chunk's `t`: ./chunk-frame.tsx) that still names
 * the mount's own context, so per-mount stores keyed by it (./session.ts) are the same inside the copy.
 */
export function derivedContext(portal: PortalContext, patch: Partial<PortalContext>): PortalContext {
  const copy = { ...portal, ...patch };
  origins.set(copy, originContext(portal));
  return copy;
}

/** The mount's own context behind a derived copy (itself when it is no copy). */
export function originContext(context: PortalContext): PortalContext {
  return origins.get(context) ?? context;
}

type Entity = {
  name?: string;
  title?: string;
  description?: string;
  live?: unknown;
  preview?: unknown;
  projectAssets?: Record<string, unknown>;
  library?: unknown;
};

/** The client's projects or groups map entry, or null. */
export function entityOf(config: unknown, kind: 'projects' | 'groups', name: string | undefined): Entity | null {
  const map = (config as Record<string, unknown> | null)?.[kind];
  const entry = name && map && typeof map === 'object' ? (map as Record<string, unknown>)[name] : null;
  return entry && typeof entry === 'object' ? (entry as Entity) : null;
}
