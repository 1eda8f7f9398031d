/** The detail pages' optional text sections: a heading over a field of the item, nothing when the field is empty. */
import { nonEmptyString } from '../../core/values';
import { SafeHtml } from '../../ui/html/SafeHtml';
import { Section } from './parts';

/** An HTML field (sanitized by SafeHtml). */
export function HtmlSection({ title, html }: { title: string; html: unknown }) {
  if (!nonEmptyString(html)) return null;
  return (
    <Section title={title}>
      <SafeHtml className="cp-detail__html" html={String(html)} />
    </Section>
  );
}

/** A plain-text field as one paragraph. */
export function TextSection({ title, text }: { title: string; text: unknown }) {
  if (!nonEmptyString(text)) return null;
  return (
    <Section title={title}>
      <p>{String(text)}</p>
    </Section>
  );
}
