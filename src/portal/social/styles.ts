/** CSS of favourites, likes, share and citation (px sizes); adopted by the lazy routes that show them (./SocialFrame.tsx, ../detail/Frame.tsx). */
import { handoffStyles } from '../../ui/handoff/styles';

export const socialStyles = `
.cp-card__actions { display: flex; align-items: center; gap: 4px; margin-top: auto; padding: 0 8px 8px; }
th .cp-card__actions { padding: 4px 0 0; }
.cp-social__toggle { display: inline-flex; }
.cp-social__button { display: inline-flex; align-items: center; gap: 6px; min-width: 44px; min-height: 44px;
  padding: 0 10px; color: var(--cp-i-text); }
.cp-social__button[aria-pressed="true"] { color: var(--cp-i-primary); }
.cp-social__button[aria-busy="true"] { cursor: progress; }
.cp-social__dialog { display: flex; flex-direction: column; gap: 16px; min-width: min(480px, 80vw); }
.cp-social__copy { display: grid; grid-template-columns: 1fr auto; gap: 8px; align-items: start; }
.cp-social__copy label { grid-column: 1 / -1; font-weight: 600; }
.cp-social__copy input, .cp-social__copy textarea { font: inherit; min-height: 44px; padding: 8px;
  border: 1px solid var(--cp-i-border); border-radius: 6px; background: var(--cp-i-surface); color: var(--cp-i-text);
  min-width: 0; }
.cp-social__copy textarea { font-family: ui-monospace, monospace; font-size: 13px; resize: vertical; }
.cp-social__status { grid-column: 1 / -1; margin: 0; min-height: 1.5em; font-size: 14px; }
.cp-social__networks { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.cp-social__check, .cp-social__styles label { display: inline-flex; align-items: center; gap: 8px; min-height: 44px;
  margin-right: 16px; }
.cp-social__styles { margin: 0; padding: 0; border: 0; }
.cp-social__styles legend { font-weight: 600; padding: 0; }
.cp-favourites__group h2 { font-size: 20px; margin: 24px 0 12px; }
.cp-favourites__list { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 16px;
  margin: 0; padding: 0; list-style: none; }
${handoffStyles}
.cp-favourites__tools { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 16px; }
`;
