import { useTranslation } from 'react-i18next';

export interface SuggestionsProps {
  /** The place the first question names (a location's short name); none: the whole company. */
  place: string | null;
  onPick(question: string): void;
  disabled?: boolean;
}

const OTHERS = ['praise', 'orders', 'bestSellers', 'ratings', 'surveys'] as const;

/** Questions to start with, in the reader's language; picking one asks it. */
export function Suggestions({ place, onPick, disabled }: SuggestionsProps) {
  const { t } = useTranslation('assistant');
  const questions = [
    place ? t('suggestions.complaintsAt', { place }) : t('suggestions.complaints'),
    ...OTHERS.map((key) => t(`suggestions.${key}`)),
  ];
  return (
    <ul className="gl-assistant__suggestions" aria-label={t('suggestions.label')}>
      {questions.map((question) => (
        <li key={question}>
          <button
            type="button"
            className="gl-assistant__suggestion"
            disabled={disabled}
            onClick={() => onPick(question)}
          >
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}
