/** What the channel widgets' shared parts read of a widget's context (src/ui sits below src/contract, so a view of its own). */
import type { ApiClient } from '../../../api/types';
import type { HostChannel } from '../../../core/host-messages/channel';
import type { ClientConfig } from '../../../core/types';
import type { Translate } from '../../../i18n/types';
import type { PollScheduler } from '../../../state/poll-scheduler';
import type { LinkScope } from '../../../core/links/link-hook';

export interface ChannelContext {
  client: string;
  project?: string;
  locale: string;
  clientConfig: ClientConfig | null;
  api: ApiClient;
  scheduler: PollScheduler;
  host: HostChannel;
  t: Translate;
  now(): number;
  /** The host's link hooks (WidgetContext.links). */
  links?: LinkScope;
}
