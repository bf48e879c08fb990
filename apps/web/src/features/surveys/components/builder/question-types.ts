import type { TQuestionType } from '@guestloop/contracts';

/** Each type's icon (PrimeIcons), in the list, the add dialog and the preview's labels. */
export const QUESTION_TYPE_ICONS: Readonly<Record<TQuestionType, string>> = {
  text_short: 'pi pi-minus',
  text_long: 'pi pi-align-left',
  select_single: 'pi pi-circle-on',
  select_single_card: 'pi pi-th-large',
  checkboxes: 'pi pi-check-square',
  dropdown: 'pi pi-chevron-circle-down',
  select_multiple: 'pi pi-tags',
  rate: 'pi pi-star',
  rate_enps: 'pi pi-gauge',
  text_number: 'pi pi-hashtag',
  text_email: 'pi pi-envelope',
  text_phone_number: 'pi pi-phone',
  text_url: 'pi pi-link',
  date_only: 'pi pi-calendar',
  time_only: 'pi pi-clock',
};

export type QuestionTypeGroup = 'text' | 'choice' | 'scale' | 'format';

/** The add dialog's groups, every type once. */
export const QUESTION_TYPE_GROUPS: readonly { group: QuestionTypeGroup; types: readonly TQuestionType[] }[] =
  [
    {
      group: 'choice',
      types: ['select_single', 'select_single_card', 'checkboxes', 'dropdown', 'select_multiple'],
    },
    { group: 'scale', types: ['rate', 'rate_enps'] },
    { group: 'text', types: ['text_short', 'text_long'] },
    {
      group: 'format',
      types: ['text_number', 'text_email', 'text_phone_number', 'text_url', 'date_only', 'time_only'],
    },
  ];
