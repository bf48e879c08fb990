import { LABEL_SEPARATOR, translationLabelParts } from '@guestloop/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A text's label in the reader's language: known words translated, anything else as it is. */
export function useLabelText(): (label: string) => string {
  const { t } = useTranslation('translations');
  return useCallback(
    (label: string) =>
      translationLabelParts(label)
        .map((part) => {
          if ('text' in part) return part.text;
          const word = t(`labels.${part.word}`);
          return part.position === null
            ? word
            : t('labels.withPosition', { label: word, position: part.position });
        })
        .join(LABEL_SEPARATOR),
    [t],
  );
}
