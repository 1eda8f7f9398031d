import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHostControl, type HostControlInput } from '../../../src/embed/host-control';
import { createValue } from '../../../src/state/value';
import type { PageConsentInputs } from '../../../src/contract/widget';

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

function input(options: HostControlInput['options'], before: unknown = undefined) {
  const el = document.createElement('div');
  const controller = new AbortController();
  const consent = createValue<PageConsentInputs>({ hostManaged: true });
  const setConsent = vi.fn((value: unknown) => {
    consent.value = { ...consent.value, host: value };
  });
  const given: HostControlInput = {
    el,
    options,
    signal: controller.signal,
    consent,
    before,
    current: () => consent.value.host,
    setConsent,
  };
  return { given, el, controller, setConsent, consent };
}

const play = (el: HTMLElement) =>
  el.dispatchEvent(new CustomEvent('congress-portal:play', { detail: { id: 'talk', position: 3 } }));

describe('issue 29 deliverables 4 and 5: a mount’s host control (data-consent, data-analytics)', () => {
  it('data-consent="analytics" becomes the host’s decision for the page', () => {
    const { given, setConsent } = input({ widget: 'ondemand-player', consent: 'analytics' });
    startHostControl(given);
    expect(setConsent).toHaveBeenCalledWith({ analytics: true, errorMonitoring: false });
  });

  it('a setConsent() made while the chunk was loading is newer and wins over the attribute', () => {
    const { given, setConsent, consent } = input({ widget: 'ondemand-player', consent: 'none' }, undefined);
    consent.value = { ...consent.value, host: 'analytics' };
    startHostControl(given);
    expect(setConsent).not.toHaveBeenCalled();
  });

  it('unknown words: one warning naming the attribute, the known words still count', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { given, setConsent } = input({ widget: 'library', consent: 'analytics cookies' });
    startHostControl(given);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('data-consent="analytics cookies": "cookies" ignored');
    expect(setConsent).toHaveBeenCalledWith({ analytics: true, errorMonitoring: false });
  });

  it('data-analytics pushes the mount’s events with consent, and stops when the mount ends', () => {
    const dataLayer: unknown[] = [];
    (window as { dataLayer?: unknown }).dataLayer = dataLayer;
    const { given, el, controller, consent } = input({
      widget: 'ondemand-player',
      project: 'dmc',
      analytics: 'datalayer',
    });
    consent.value = { hostManaged: true, host: 'analytics' };
    startHostControl(given);
    play(el);
    expect(dataLayer).toEqual([
      {
        event: 'congress_play',
        congress_widget: 'ondemand-player',
        congress_project: 'dmc',
        congress_id: 'talk',
        congress_position: 3,
      },
    ]);
    controller.abort();
    play(el);
    expect(dataLayer).toHaveLength(1);
  });

  it('no analytics consent from the host: nothing is pushed', () => {
    const dataLayer: unknown[] = [];
    (window as { dataLayer?: unknown }).dataLayer = dataLayer;
    const { given, el } = input({ portal: true, analytics: 'datalayer', consent: 'host' });
    startHostControl(given);
    play(el);
    expect(dataLayer).toEqual([]);
  });
});
