/**
 * The plain values of a survey's logic (survey-rules.ts), without zod: the guest pages' answering
 * code reads the end of a jump.
 */

/** Where a jump goes to finish the survey; not a valid question id, so it cannot clash with one. */
export const SURVEY_END = '$end';

/** Message codes of the logic checks on a question list (the editor translates them). */
export const SURVEY_RULE_MESSAGE_CODES = {
  duplicateId: 'duplicate_id',
  unknownQuestion: 'rule_unknown_question',
  notEarlier: 'rule_not_earlier_question',
  operator: 'rule_operator_not_allowed',
  unknownOption: 'rule_unknown_option',
  value: 'rule_invalid_value',
  jumpTarget: 'jump_not_forward',
} as const;
