/**
 * AccessibilityStatement (spec 1 §1, §2): the built-in statement (WCAG 2.1 AA, keyboard, screen readers,
 * an invitation to give feedback); when the client points to its own statement URL, a link to it as well.
 */
import { usePortal } from '../app-context';
import { Panel } from './Panel';

export function Accessibility() {
  const { t, clientConfig } = usePortal();
  const own =
    typeof clientConfig?.a11yStatementUrl === 'string' && /^https?:\/\//i.test(clientConfig.a11yStatementUrl)
      ? clientConfig.a11yStatementUrl
      : null;
  return (
    <Panel title={t('a11y.title')}>
      <p>{t('a11y.commitment')}</p>
      <p>{t('a11y.keyboard')}</p>
      <p>{t('a11y.feedback')}</p>
      {own ? (
        <p>
          <a href={own}>
            {t('a11y.clientStatement', { client: String(clientConfig?.title ?? clientConfig?.name ?? '') })}
          </a>
        </p>
      ) : null}
    </Panel>
  );
}
