/** The detail chunks' frame (../chunk-frame.tsx): detail + player texts and CSS. */
import type { ReactNode } from 'react';
import { playerMessages } from '../../player/messages';
import { playerStyles } from '../../player/styles';
import { ChunkFrame } from '../chunk-frame';
import { detailMessages } from './messages';
import { detailStyles } from './styles';

const CSS = playerStyles + detailStyles;
const MESSAGES = [detailMessages, playerMessages];

export function DetailFrame({ children }: { children: ReactNode }) {
  return <ChunkFrame messages={MESSAGES} css={CSS}>{children}</ChunkFrame>;
}
