import { useMemo } from 'react';
import type { StructuredDataInput } from '../../core/structured-data/graph';
import { recordingInput, type PlayedMedia } from '../../widgets/shared/structured-data/recording-input';
import { useStructuredData } from '../../widgets/shared/structured-data/use-structured-data';
import type { CongressResource } from '../../core/types';
import { usePortal } from '../app-context';
import { normalizeBasePath } from '../router/base-path';

/**
 * JSON-LD for a portal screen (src/widgets/shared/structured-data): its links are the portal's own routes under the base path,
 * the canonical pages of sessions, resources, speakers and channels.
 */
export function usePortalStructuredData(input: StructuredDataInput | null): void {
  const portal = usePortal();
  const base = useMemo(
    () =>
      typeof location === 'undefined' ? null : new URL(normalizeBasePath(portal.basePath) || '/', location.href).href,
    [portal.basePath],
  );
  useStructuredData(portal, input, { portal: base });
}

/** A resource page's recording, once its media is loaded. */
export function usePortalRecording(resource: unknown, media: PlayedMedia | null): void {
  const { project, clientConfig } = usePortal();
  const input = useMemo(
    () => (media ? recordingInput(resource as CongressResource, media, project, clientConfig) : null),
    [resource, media, project, clientConfig],
  );
  usePortalStructuredData(input);
}
