/**
 * The rating pieces the guest's rating page, the order page's dish card and the staff's metric
 * preview share. Their words are in the `rating` namespace (loaded by the guest pages that show
 * them; the console loads every namespace).
 */
export { contentLanguage } from './content-language';
export { OutcomeTexts, type OutcomeTextsProps, VerifyIntro, type VerifyIntroProps } from './OutcomeTexts';
export { type ReviewLink, ReviewLinks, type ReviewLinksProps } from './ReviewLinks';
export { FaceIcon, StarIcon } from './rating-icons';
export { ScorePicker, type ScorePickerProps, scoresOf } from './ScorePicker';
