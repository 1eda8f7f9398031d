/**
 * What every detail chunk brings along (../chunk-frame.tsx): its texts (detail, player and the social controls of its
 * lists, en and de) and its CSS (social, player, detail). The shell stays as small as it was. After the page, the
 * advertisements placed on it (../ads/Ads.tsx).
 */
import type { ReactNode } from 'react';
import { playerMessages } from '../../player/messages';
import { playerStyles } from '../../player/styles';
import { SocialFrame, withSocial } from '../social/SocialFrame';
import { Ads } from '../ads/Ads';
import { adTagsOfRoute } from '../../core/ads/route-context';
import { useRouter } from '../router/context';
import { detailMessages } from './messages';
import { detailStyles } from './styles';

const { messages, css } = withSocial([detailMessages, playerMessages], playerStyles + detailStyles);

export function DetailFrame({ children }: { children: ReactNode }) {
  const { match } = useRouter();
  return <SocialFrame messages={messages} css={css}>{children}<Ads context={{ adTags: adTagsOfRoute('detail', match.name, match.params) }} /></SocialFrame>;
}
