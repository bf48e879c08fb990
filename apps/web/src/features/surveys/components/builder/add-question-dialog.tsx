import type { TQuestionType } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui';
import { QUESTION_TYPE_GROUPS, QUESTION_TYPE_ICONS } from './question-types';

export interface AddQuestionDialogProps {
  visible: boolean;
  /** The types that may be added now (an e-NPS survey has one e-NPS question). */
  types: readonly TQuestionType[];
  onAdd: (type: TQuestionType) => void;
  onClose: () => void;
}

/** "Add a question": the 15 types in four groups, each saying what the guest does. */
export function AddQuestionDialog({ visible, types, onAdd, onClose }: AddQuestionDialogProps) {
  const { t } = useTranslation('surveys');
  return (
    <Dialog
      visible={visible}
      onHide={onClose}
      header={t('add.title')}
      className="gl-survey-dialog gl-survey-dialog--wide"
      breakpoints={{ '640px': '100vw' }}
      draggable={false}
      resizable={false}
    >
      <div className="gl-survey-types">
        {QUESTION_TYPE_GROUPS.map(({ group, types: inGroup }) => {
          const offered = inGroup.filter((type) => types.includes(type));
          if (!offered.length) return null;
          return (
            <section key={group} aria-labelledby={`survey-add-${group}`}>
              <h3 id={`survey-add-${group}`}>{t(`add.groups.${group}`)}</h3>
              <ul>
                {offered.map((type) => (
                  <li key={type}>
                    {/* Named by the type alone; what the guest does is its description. */}
                    <button
                      type="button"
                      className="gl-survey-type"
                      aria-labelledby={`survey-add-type-${type}`}
                      aria-describedby={`survey-add-type-${type}-hint`}
                      onClick={() => onAdd(type)}
                    >
                      <span
                        className={`gl-survey-type__icon ${QUESTION_TYPE_ICONS[type]}`}
                        aria-hidden="true"
                      />
                      <span className="gl-survey-type__text">
                        <strong id={`survey-add-type-${type}`}>{t(`types.${type}.name`)}</strong>
                        <span id={`survey-add-type-${type}-hint`}>{t(`types.${type}.hint`)}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Dialog>
  );
}
