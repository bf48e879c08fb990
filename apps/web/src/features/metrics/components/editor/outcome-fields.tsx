import type { TMetricOutcome, TMetricType } from '@guestloop/contracts';
import { InputSwitch } from 'primereact/inputswitch';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLeftToRight } from '../metric-type';
import type { MetricFormValues } from './metric-form-model';
import { outcomeScores } from './outcome-scores';
import { OutcomeSwitch } from './outcome-switch';
import { TextField } from './text-field';

/**
 * What a guest reads after rating, for the outcome chosen above the fields (the preview follows
 * the same choice): thanks, the e-mail check's texts, and a button to the company's own site.
 */
export function OutcomeFields({
  type,
  outcome,
  onOutcomeChange,
}: {
  type: TMetricType;
  outcome: TMetricOutcome;
  onOutcomeChange: (outcome: TMetricOutcome) => void;
}) {
  const { t } = useTranslation('metrics');
  const { control, setValue } = useFormContext<MetricFormValues>();
  const ltr = useLeftToRight();
  const base = `content.outcomes.${outcome}` as const;
  const verifying = useWatch({ control, name: 'content.verificationMethods' }).includes('email');
  const ownSite = useWatch({ control, name: `${base}.ownSite` });
  const switchId = `metric-own-site-${outcome}`;

  return (
    <div className="gl-metric-outcome">
      <OutcomeSwitch value={outcome} onChange={onOutcomeChange} label={t('outcome.choose')} />
      <p className="gl-metrics-muted">{t('outcome.scores', { scores: ltr(outcomeScores(type, outcome)) })}</p>
      {/* Keyed by outcome: each outcome's inputs are its own (their values and errors). */}
      <div key={outcome} className="gl-metric-subform">
        <TextField name={`${base}.thanksText`} label={t('outcome.thanksText')} long />
        <TextField
          name={`${base}.verifyUserText`}
          label={t('outcome.verifyUserText')}
          hint={verifying ? undefined : t('outcome.verifyOff')}
        />
        <TextField name={`${base}.verifyUserSubText`} label={t('outcome.verifyUserSubText')} long />
        <span className="gl-metric-check">
          <InputSwitch
            inputId={switchId}
            checked={ownSite !== null}
            onChange={(event) =>
              setValue(`${base}.ownSite`, event.value ? { buttonText: '', url: '' } : null, {
                shouldDirty: true,
              })
            }
          />
          <label htmlFor={switchId}>{t('outcome.ownSite')}</label>
        </span>
        {ownSite !== null ? (
          <div className="gl-metrics-grid">
            <TextField name={`${base}.ownSite.buttonText`} label={t('outcome.buttonText')} />
            <TextField
              name={`${base}.ownSite.url`}
              label={t('outcome.buttonUrl')}
              type="url"
              placeholder="https://"
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
