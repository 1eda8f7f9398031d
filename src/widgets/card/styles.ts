/** Styles of the card widget, adopted into its shadow root. */
import { mediaStyles } from '../../ui/media/styles';

export const styles = `${mediaStyles}.cp-card-widget { height: 100%; }`;
