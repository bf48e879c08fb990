export { BackLink, type BackLinkProps } from './BackLink';
export { BrandLogo, type BrandLogoProps, BrandMark } from './BrandLogo';
export { CaptchaNotice } from './CaptchaNotice';
export { ChartPanel, type ChartPanelProps } from './ChartPanel';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ContactFields, type ContactFieldsProps, type ContactValues } from './ContactFields';
export { Dialog, type DialogProps } from './Dialog';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorFallback, type ErrorFallbackProps } from './ErrorFallback';
export { ErrorState, type ErrorStateProps } from './ErrorState';
export { ExportButtons, type ExportButtonsProps, type ExportFormat } from './ExportButtons';
export {
  ClearFiltersButton,
  DayRangeFilter,
  type DayRangeFilterProps,
  FilterSelect,
  type FilterSelectProps,
} from './FilterFields';
export { describedBy, FormField, type FormFieldProps } from './FormField';
export {
  GOOGLE_IDENTITY_SCRIPT,
  GoogleSignInButton,
  type GoogleSignInButtonProps,
} from './GoogleSignInButton';
export { GuestIcon } from './GuestIcon';
export { HeatMap, type HeatMapAxis, type HeatMapProps } from './HeatMap';
export { ImageFields, type ImageFieldsProps, type ImageSlot } from './ImageFields';
export { ImageLibraryDialog, type ImageLibraryDialogProps } from './ImageLibraryDialog';
export { ImagePicker, type ImagePickerProps, type PickedImage } from './ImagePicker';
export { LanguageSelect, type LanguageSelectProps } from './LanguageSelect';
export { MoneyInput, type MoneyInputProps } from './MoneyInput';
export { NewPasswordFields, type NewPasswordFieldsProps, type NewPasswordValues } from './NewPasswordFields';
export { NoAccess, type NoAccessProps } from './NoAccess';
export {
  OpeningHoursFields,
  type OpeningHoursFieldsProps,
  type OpeningHoursTexts,
} from './OpeningHoursFields';
export { PageLoader, type PageLoaderProps } from './PageLoader';
export { PageState } from './PageState';
export { PasswordInput, type PasswordInputProps } from './PasswordInput';
export { PublicShell, type PublicShellProps } from './PublicShell';
export { allQueries, isNotFound, type QueryLike, QueryState, type QueryStateProps } from './QueryState';
export { QueryStateCore, type QueryStateCoreProps } from './QueryStateCore';
export { SaveActions, type SaveActionsProps } from './SaveActions';
export { UnavailableState, type UnavailableStateProps } from './UnavailableState';
export { UnsavedChangesPrompt } from './UnsavedChangesPrompt';
