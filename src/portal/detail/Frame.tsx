/**
 * What every detail chunk brings along (../chunk-frame.tsx): its texts (detail, player and the social controls of its
 * lists, en and de) and its CSS (social, player, detail). The shell stays as small as it was.
 */
import type { ReactNode } from 'react';
import { playerMessages } from '../../player/messages';
import { playerStyles } from '../../player/styles';
import { SocialFrame, withSocial } from '../social/SocialFrame';
import { detailMessages } from './messages';
import { detailStyles } from './styles';

const { messages, css } = withSocial([detailMessages, playerMessages], playerStyles + detailStyles);

export function DetailFrame({ children }: { children: ReactNode }) {
  return <SocialFrame messages={messages} css={css}>{children}</SocialFrame>;
}
