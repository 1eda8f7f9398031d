/** The live-event-progress widget chunk (dist/cdn/widgets/live-event-progress.js; docs/widgets/live-event-progress.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { LiveEventProgress } from './LiveEventProgress';
import { liveEventProgressDefaults, type LiveEventProgressSettings } from './settings';

const styles = `
.cp-progress { display: flex; flex-direction: column; justify-content: center; min-height: 120px; box-sizing: border-box; padding: 8px 0; }
.cp-progress__title { margin: 0 0 8px; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.cp-progress__bar { height: 12px; border-radius: 6px; background: #e3e3e3; overflow: hidden; }
.cp-progress__fill { height: 100%; background: var(--cp-i-primary); transition: width 0.6s ease; }
.cp-progress__value { margin: 6px 0 0; font-size: 14px; color: var(--cp-i-muted); }
.cp-progress__none { margin: 0; color: var(--cp-i-muted); }
@media (prefers-reduced-motion: reduce) { .cp-progress__fill { transition: none; } }
`;

const definition: WidgetDefinition<LiveEventProgressSettings> = {
  name: 'live-event-progress',
  styles,
  defaults: liveEventProgressDefaults,
  messages: {
    en: {
      'liveEventProgress.noLiveEvent': 'There is no live event at the moment.',
      'liveEventProgress.elapsed': '{percent} % elapsed',
      'liveEventProgress.currentEvent': 'Current event',
    },
    de: {
      'liveEventProgress.noLiveEvent': 'Zurzeit läuft keine Live-Veranstaltung.',
      'liveEventProgress.elapsed': '{percent} % vergangen',
      'liveEventProgress.currentEvent': 'Aktuelle Veranstaltung',
    },
  },
  size: sizeRuleOf('live-event-progress'),
  Component: LiveEventProgress,
};

export default definition;
