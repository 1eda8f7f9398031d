/**
 * What every detail chunk brings along (../chunk-frame.tsx): its texts (detail, player and the social controls of its
 * lists, en and de) and its CSS (social, player, detail). The shell stays as small as it was. After the page, the
 * advertisements placed on it (../ads/Ads.tsx), matched by the route's ad tags and, once the page's item has loaded,
 * by its module values (core `adModuleValues`).
 */
import type { ReactNode } from 'react';
import { playerMessages } from '../../player/messages';
import { playerStyles } from '../../player/styles';
import { SocialFrame, withSocial } from '../social/SocialFrame';
import { Ads } from '../ads/Ads';
import { adModuleValues, adTagsOfRoute } from '../../core/ads/route-context';
import { useRouter } from '../router/context';
import { detailMessages } from './messages';
import { detailStyles } from './styles';

const { messages, css } = withSocial([detailMessages, playerMessages], playerStyles + detailStyles);

export function DetailFrame({ item, children }: { item?: unknown; children: ReactNode }) {
  const { match } = useRouter();
  const context = { adTags: adTagsOfRoute('detail', match.name, match.params), moduleValues: adModuleValues({ item }) };
  return (
    <SocialFrame messages={messages} css={css}>
      {children}
      <Ads context={context} />
    </SocialFrame>
  );
}
