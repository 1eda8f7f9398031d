/**
 * The live routes' entries in the portal shell (spec 2 §2): each screen is a lazy chunk (../../lazy-screen.tsx), so a
 * first route elsewhere carries none of the live pages' code; the header's live counter stays in the shell.
 */
import { lazyScreen } from '../../lazy-screen';

export const ChannelDetailScreen = lazyScreen<{ project: string; slug: string }>('channel page', () =>
  import('./ChannelDetail').then((m) => ({ default: m.ChannelDetail })),
);
export const ProjectChannelsScreen = lazyScreen<{ project: string }>('channel list', () =>
  import('./ProjectChannels').then((m) => ({ default: m.ProjectChannels })),
);
export const ProjectScheduleScreen = lazyScreen<{ project: string }>('programme page', () =>
  import('./ProjectSchedule').then((m) => ({ default: m.ProjectSchedule })),
);
export const SingleWidgetScreen = lazyScreen<{ project: string; widget: string; name: string | undefined }>(
  'widget page',
  () => import('./SingleWidget').then((m) => ({ default: m.SingleWidget })),
);
