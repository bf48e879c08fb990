import type { TTranslationTextState } from '@guestloop/contracts';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

const SEVERITY = { human: 'success', machine: 'info', missing: 'warning' } as const;
const ICON = {
  human: 'pi pi-user',
  machine: 'pi pi-microchip-ai',
  missing: 'pi pi-exclamation-circle',
} as const;

/** Who translated a text: a person, an engine, or nobody yet. */
export function StateTag({ state }: { state: TTranslationTextState }) {
  const { t } = useTranslation('translations');
  return (
    <Tag
      className={`gl-tr-state gl-tr-state--${state}`}
      severity={SEVERITY[state]}
      icon={ICON[state]}
      value={t(`state.${state}`)}
    />
  );
}
