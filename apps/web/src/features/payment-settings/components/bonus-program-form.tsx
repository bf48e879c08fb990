import type { TBonusProgram } from '@guestloop/contracts';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { useState } from 'react';
import { Controller, type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, SaveActions, UnsavedChangesPrompt } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useSaveBonusProgram } from '../api/bonus-program';

export const MAX_RATE = 50;
/** What the rate box suggests when the program is switched on for the first time. */
const SUGGESTED_RATE = 5;
/** The worked example under the rate: an order of this many whole units. */
const EXAMPLE_ORDER = 40;

interface BonusFormValues {
  enabled: boolean;
  rate: number | null;
}

const toValues = (program: TBonusProgram): BonusFormValues => ({
  enabled: program.ratePercent > 0,
  rate: program.ratePercent > 0 ? program.ratePercent : SUGGESTED_RATE,
});

const rateProblem = ({ enabled, rate }: BonusFormValues) => {
  if (!enabled) return null;
  if (rate === null) return 'rateRequired';
  return !Number.isInteger(rate) || rate < 1 || rate > MAX_RATE ? 'rateRange' : null;
};

const resolver: Resolver<BonusFormValues> = async (values) => {
  const code = rateProblem(values);
  const result: ResolverResult<BonusFormValues> = code
    ? { values: {}, errors: { rate: { type: 'validate', message: code } } }
    : { values, errors: {} };
  return result;
};

/** The company-wide rate: "guests earn X % of each paid order as bonus", or off. */
export function BonusProgramForm({ program }: { program: TBonusProgram }) {
  const { t, i18n } = useTranslation('payments');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const save = useSaveBonusProgram();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<BonusFormValues>({ defaultValues: toValues(program), resolver, reValidateMode: 'onChange' });
  const enabled = watch('enabled');
  const rate = watch('rate');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ ratePercent: values.enabled ? (values.rate ?? 0) : 0 });
      reset(toValues(saved));
      toast.success(
        saved.ratePercent > 0 ? t('bonus.savedOn', { rate: saved.ratePercent }) : t('bonus.savedOff'),
      );
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });

  const money = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const example =
    enabled && rate && rate >= 1 && rate <= MAX_RATE
      ? t('bonus.example', {
          paid: money.format(EXAMPLE_ORDER),
          bonus: money.format((EXAMPLE_ORDER * rate) / 100),
        })
      : null;
  const rateError = errors.rate?.message ? t(`validation.${errors.rate.message}`, { max: MAX_RATE }) : null;

  return (
    <form
      className="gl-panel gl-bonus-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="bonus-form-title"
    >
      <h2 id="bonus-form-title">{t('bonus.formTitle')}</h2>
      <p className="gl-panel__lead">{t('bonus.formLead')}</p>
      {formError ? (
        <p className="gl-pay-alert" role="alert">
          {formError}
        </p>
      ) : null}
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <div className="gl-pay-switch-row">
            <InputSwitch
              inputId="bonus-enabled"
              checked={field.value}
              onChange={(event) => field.onChange(Boolean(event.value))}
              aria-describedby="bonus-enabled-state"
            />
            <div>
              <label htmlFor="bonus-enabled" className="gl-pay-switch-row__label">
                {t('bonus.enable')}
              </label>
              <small id="bonus-enabled-state" className="gl-field__hint" aria-live="polite">
                {field.value ? t('bonus.onHint') : t('bonus.offHint')}
              </small>
            </div>
          </div>
        )}
      />
      {enabled ? (
        <Controller
          control={control}
          name="rate"
          render={({ field }) => (
            <FormField
              label={t('bonus.rate')}
              htmlFor="bonus-rate"
              hint={t('bonus.rateHint')}
              error={rateError}
            >
              <InputNumber
                inputId="bonus-rate"
                value={field.value}
                onValueChange={(event) => field.onChange(event.value ?? null)}
                min={0}
                max={100}
                maxFractionDigits={0}
                suffix=" %"
                showButtons
                className="gl-bonus-rate"
                aria-invalid={rateError ? true : undefined}
                aria-describedby={rateError ? 'bonus-rate-hint bonus-rate-error' : 'bonus-rate-hint'}
              />
            </FormField>
          )}
        />
      ) : null}
      {example ? (
        <p className="gl-bonus-example">
          <span className="pi pi-calculator" aria-hidden="true" /> {example}
        </p>
      ) : null}
      <div className="gl-pay-card__foot">
        <span />
        <div className="gl-pay-card__actions">
          <SaveActions
            dirty={isDirty}
            saving={isSubmitting}
            onDiscard={() => {
              reset();
              setFormError(null);
            }}
            texts={{ unsaved: t('card.unsaved'), discard: t('card.discard'), save: t('card.save') }}
          />
        </div>
      </div>
      <UnsavedChangesPrompt dirty={isDirty && !isSubmitting} namespace="payments" className="gl-pay-dialog" />
    </form>
  );
}
