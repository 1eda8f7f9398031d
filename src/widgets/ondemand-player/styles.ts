/** Styles of the ondemand-player widget, adopted into its shadow root. */
import { playerStyles } from '../../player/styles';
import { dialogStyles } from '../../ui/part-styles';

export const styles = `${dialogStyles}${playerStyles}
.cp-ondemand-player { height: 100%; }
.cp-ondemand-player--opener { display: flex; align-items: center; justify-content: center; background: #111; border-radius: var(--cp-i-radius); }
.cp-ondemand-player__open {
  font: inherit; font-size: 16px; padding: 12px 20px; border: 0; border-radius: var(--cp-i-radius); cursor: pointer;
  color: #fff; background: var(--cp-i-primary);
}
.cp-modal-player { box-sizing: border-box; width: min(640px, calc(100vw - 16px)); max-width: none; padding: 8px 12px 12px; }
.cp-modal-player__body .cp-player { aspect-ratio: 16 / 9; }
.cp-ondemand-player--placeholder {
  display: flex; align-items: center; justify-content: center; padding: 16px; text-align: center;
  background: var(--cp-i-surface); border: 1px solid var(--cp-i-border); border-radius: var(--cp-i-radius);
}
`;
