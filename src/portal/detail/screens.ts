/** The detail routes' entries in the portal shell (spec 2 §2): each page is a lazy chunk of its own (../lazy-screen.tsx). */
import { lazyScreen } from '../lazy-screen';

export const CRDetailScreen = lazyScreen('resource page', () => import('./CRDetail'));
export const EventDetailScreen = lazyScreen('session page', () => import('./EventDetail'));
export const SpeakerDetailScreen = lazyScreen('speaker page', () => import('./SpeakerDetail'));
