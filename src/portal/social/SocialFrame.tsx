/**
 * The social controls' and item listings' texts and CSS for a lazy route that shows them (library, favourites, the
 * detail pages' lists: ../chunk-frame.tsx), with the route's own texts and CSS after them. One frame for all of them
 * keeps this module
 * in the social controls' chunk (no request of its own).
 */
import type { ReactNode } from 'react';
import type { Messages } from '../../i18n/types';
import { ChunkFrame } from '../chunk-frame';
import { socialMessages } from './messages';
import { socialStyles } from './styles';
import { libraryMessages } from '../library/messages';
import { libraryStyles } from '../library/styles';
import { paginationStyles } from '../../ui/pagination-styles';

// Every route with social controls lists items too: the listings' texts and CSS travel with them, not in the shell.
const SOCIAL: readonly Messages[] = [libraryMessages, socialMessages];
const SOCIAL_CSS = paginationStyles + libraryStyles + socialStyles;

/** `messages` and `css`: module constants of the route (the frame's context is rebuilt when they change). */
export function SocialFrame({
  messages = SOCIAL,
  css = SOCIAL_CSS,
  children,
}: {
  messages?: readonly Messages[];
  css?: string;
  children: ReactNode;
}) {
  return (
    <ChunkFrame messages={messages} css={css}>
      {children}
    </ChunkFrame>
  );
}

/** The tables and CSS a route passes to SocialFrame: its own after the social controls' (the shell's order before). */
export function withSocial(messages: readonly Messages[], css: string): { messages: readonly Messages[]; css: string } {
  return { messages: [...messages, ...SOCIAL], css: SOCIAL_CSS + css };
}
