/**
 * The cookie consent banner and the cookie settings dialog (spec 3 §4 Cookie consent and trackers; issue 10
 * item 11). The banner is fixed to the bottom of the viewport, over the page, so it never pushes content
 * (no layout shift), and it does not take focus on load (a guest does not steal the host page's focus); it sits
 * first in the portal's reading and tab order. After a choice focus moves to the portal's main region. The
 * settings dialog is modal (src/ui/Dialog: focus trapped, Esc closes, focus returns to the opener) and lists the
 * services and cookie descriptions of core (required always on; analytics and error monitoring off by default).
 */
import { useEffect, useId, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { safeUrl } from '../../core/url/safe-url';
import { isOn } from '../../core/values';
import {
  cookieDescriptionsOf,
  FULL_CONSENT,
  NO_CONSENT,
  type ConsentChoice,
  type ConsentService,
  type CookieDescription,
} from '../../core/tracking/consent-services';
import { Dialog } from '../../ui/Dialog';
import { Button } from '../../ui/Button';
import { usePortal } from '../app-context';

function focusMain(root: ShadowRoot): void {
  root.querySelector<HTMLElement>('#cp-portal-main')?.focus({ preventScroll: true });
}

function Cookies({ list }: { list: CookieDescription[] }) {
  const { t } = usePortal();
  if (!list.length) return null;
  return (
    <ul className="cp-consent__cookies">
      {list.map((c) => (
        <li key={c.key}>
          <span>{t(c.key)}</span>{' '}
          <span className="cp-consent__duration">
            {t(`consent.duration.${c.duration.unit}`, { count: c.duration.value })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function ServiceGroup({
  service,
  checked,
  onChange,
}: {
  service: 'required' | ConsentService;
  checked: boolean;
  onChange?(on: boolean): void;
}) {
  const { t } = usePortal();
  const id = useId();
  return (
    <fieldset className="cp-consent__group">
      <legend className="cp-visually-hidden">{t(`consent.group.${service}`)}</legend>
      <div className="cp-consent__switch">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={service === 'required'}
          aria-describedby={`${id}-text`}
          onChange={(event) => onChange?.(event.currentTarget.checked)}
        />
        <label htmlFor={id}>
          {t(`consent.group.${service}`)}
          {service === 'required' ? ` (${t('consent.alwaysOn')})` : ''}
        </label>
      </div>
      <p id={`${id}-text`} className="cp-consent__text">
        {t(`consent.group.${service}.text`)}
      </p>
      <Cookies list={cookieDescriptionsOf(service)} />
    </fieldset>
  );
}

export function CookieSettings({ open, onClose }: { open: boolean; onClose(): void }) {
  useSignals();
  const { t, consent, root } = usePortal();
  const [draft, setDraft] = useState<ConsentChoice>(consent.consent.value.choice);
  useEffect(() => {
    if (open) setDraft(consent.consent.value.choice);
  }, [open, consent]);
  const choose = (choice: ConsentChoice) => {
    consent.set(choice, 'banner');
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('consent.settingsTitle')}
      closeLabel={t('consent.close')}
      container={root}
    >
      <div className="cp-consent__settings">
        <ServiceGroup service="required" checked />
        <ServiceGroup
          service="analytics"
          checked={draft.analytics}
          onChange={(on) => setDraft({ ...draft, analytics: on })}
        />
        <ServiceGroup
          service="errorMonitoring"
          checked={draft.errorMonitoring}
          onChange={(on) => setDraft({ ...draft, errorMonitoring: on })}
        />
        <div className="cp-consent__actions">
          <Button variant="secondary" onClick={() => choose(draft)}>
            {t('consent.save')}
          </Button>
          <Button onClick={() => choose(FULL_CONSENT)}>{t('consent.acceptAll')}</Button>
        </div>
      </div>
    </Dialog>
  );
}

/** The banner: shown while no choice exists, consent is enabled for the client, and the host does not decide. */
export function ConsentBanner({ onSettings }: { onSettings(): void }) {
  useSignals();
  const { t, consent, clientConfig, root } = usePortal();
  const titleId = useId();
  const open =
    isOn(clientConfig?.cookieConsentEnabled) && !consent.hostManaged.value && consent.consent.value.state === 'none';
  if (!open) return null;
  const company =
    typeof clientConfig?.cookieLegalCompanyLabel === 'string' ? clientConfig.cookieLegalCompanyLabel : null;
  const policy = safeUrl(clientConfig?.cookiePrivacyPolicyUrl);
  const choose = (choice: ConsentChoice) => {
    consent.set(choice, 'banner');
    focusMain(root);
  };
  return (
    <section className="cp-consent" aria-labelledby={titleId}>
      <div className="cp-consent__inner">
        <div className="cp-consent__body">
          <h2 id={titleId} className="cp-consent__title">
            {t('consent.title')}
          </h2>
          <p className="cp-consent__text">
            {t('consent.text')} {company ? t('consent.company', { company }) : null}{' '}
            {policy ? (
              <a href={policy} target="_blank" rel="noopener noreferrer">
                {t('consent.privacyPolicy')}
                <span className="cp-visually-hidden"> {t('footer.newWindow')}</span>
              </a>
            ) : null}
          </p>
        </div>
        <div className="cp-consent__actions">
          <Button variant="secondary" onClick={onSettings}>
            {t('consent.settings')}
          </Button>
          <Button variant="secondary" onClick={() => choose(NO_CONSENT)}>
            {t('consent.decline')}
          </Button>
          <Button onClick={() => choose(FULL_CONSENT)}>{t('consent.acceptAll')}</Button>
        </div>
      </div>
    </section>
  );
}
