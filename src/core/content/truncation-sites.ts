import { TRUNCATE } from '../constants';
import { truncate } from './truncate';

/**
 * The truncation call sites of spec 2 §5 and spec 3 §9, one named rule each, so every screen that shows such a text
 * cuts it the same way (at a word, with an ellipsis; core `truncate`).
 */

/** Spec 2 §5 "72 session link": the text of a link to a session (a resource's parent event). */
export const sessionLinkText = (title: unknown): string => truncate(title, TRUNCATE.sessionLink);

/** Spec 2 §5 "30 event type": an event's type label ('Scientific session', 'Industry symposium'). */
export const eventTypeText = (type: unknown): string => truncate(type, TRUNCATE.eventType);

/**
 * Spec 2 §5 "60 breadcrumb resource": the current resource, event, speaker, package or education item in the
 * breadcrumb (`breadcrumbTrail` shows what the screen reports; the screens report it cut by this rule).
 */
export const breadcrumbTitle = (title: unknown): string => truncate(title, TRUNCATE.breadcrumbResource);

/** Spec 3 §9 "channel bar title 68": a channel's title in the bar of a project's channels. */
export const channelBarTitle = (title: unknown): string => truncate(title, TRUNCATE.channelBarTitle);
