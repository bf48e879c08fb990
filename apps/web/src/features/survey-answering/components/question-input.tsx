import { DropdownChoice, ManyChoices, SingleChoice } from './choice-inputs';
import type { ControlProps } from './control-props';
import { ScaleInput } from './scale-input';
import { FormattedInput, TextInput } from './text-inputs';

/** The control of each of the 15 question types. */
export function QuestionInput(props: ControlProps) {
  const { question } = props;
  switch (question.type) {
    case 'text_short':
    case 'text_long':
      return <TextInput {...props} question={question} />;
    case 'select_single':
    case 'select_single_card':
      return <SingleChoice {...props} question={question} />;
    case 'checkboxes':
    case 'select_multiple':
      return <ManyChoices {...props} question={question} />;
    case 'dropdown':
      return <DropdownChoice {...props} question={question} />;
    case 'rate':
    case 'rate_enps':
      return <ScaleInput {...props} question={question} />;
    case 'text_number':
    case 'text_email':
    case 'text_phone_number':
    case 'text_url':
    case 'date_only':
    case 'time_only':
      return <FormattedInput {...props} question={question} />;
  }
}
