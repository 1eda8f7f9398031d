/** Citation dialog (spec 2 §4; a lazy chunk): the resource cited as BibTeX or plain text (core citation), with copy. */
import { useState } from 'react';
import { citation, type CitationInput, type CitationStyle } from '../../core/content/citation';
import { Dialog } from '../../ui/Dialog';
import { usePortal } from '../app-context';
import { CopyField } from './CopyField';
import type { SocialDialogProps } from './SocialActions';

export interface CitationDialogProps extends SocialDialogProps {
  input: CitationInput;
}

const STYLES: CitationStyle[] = ['bibtex', 'plain'];

export default function CitationDialog({ input, onClose, onTrack }: CitationDialogProps) {
  const { t, root } = usePortal();
  const [style, setStyle] = useState<CitationStyle>('bibtex');
  return (
    <Dialog open onClose={onClose} title={t('social.cite.title')} closeLabel={t('social.close')} container={root}>
      <div className="cp-social__dialog">
        <fieldset className="cp-social__styles">
          <legend>{t('social.cite.style')}</legend>
          {STYLES.map((s) => (
            <label key={s}>
              <input
                type="radio"
                name="cp-citation-style"
                value={s}
                checked={style === s}
                onChange={() => setStyle(s)}
              />
              {t(`social.cite.${s}`)}
            </label>
          ))}
        </fieldset>
        <CopyField
          label={t('social.cite.text')}
          text={citation(input, style)}
          multiline
          copyLabel={t('social.copy')}
          copied={t('social.copied')}
          failed={t('social.copyFailed')}
          onCopied={() => onTrack(style)}
        />
      </div>
    </Dialog>
  );
}
