import { asRecord, isOn, nonEmptyString, toNumber } from '../live/values';

export type LiveCounterIcon = 'eye' | 'users';

/**
 * Spec 3 §2 Header, §6: the live-users counter needs enableLiveCounter and is hidden in the header
 * when hideLiveCounterInHeader is 1. Its icon must be 'eye' or 'users'; any other value falls back
 * to 'users'.
 */
export function headerLiveCounter(client: unknown, icon?: unknown): { visible: boolean; icon: LiveCounterIcon } {
  const c = asRecord(client);
  const visible = isOn(c?.enableLiveCounter) && toNumber(c?.hideLiveCounterInHeader) !== 1;
  const name = nonEmptyString(icon);
  return { visible, icon: name === 'eye' ? 'eye' : 'users' };
}
