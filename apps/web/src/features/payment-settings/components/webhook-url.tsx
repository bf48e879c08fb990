import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { useToast } from '@/lib/toast';
import { stripeWebhookUrl } from '../paths';

/** The address to paste into Stripe's webhook settings, with a copy button. */
export function WebhookUrl({ menuSlug }: { menuSlug: string }) {
  const { t } = useTranslation('payments');
  const toast = useToast();
  const url = stripeWebhookUrl(window.location.origin, menuSlug);
  const copy = async () => {
    if (await copyText(url)) toast.success(t('webhook.copied'));
    else toast.error(t('webhook.copyFailed'));
  };
  return (
    <div className="gl-pay-webhook">
      <label className="gl-field__label" htmlFor="pay-stripe-webhook-url">
        {t('webhook.label')}
      </label>
      <div className="gl-pay-webhook__row">
        <InputText
          id="pay-stripe-webhook-url"
          value={url}
          readOnly
          dir="ltr"
          aria-describedby="pay-stripe-webhook-hint"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          icon="pi pi-copy"
          label={t('webhook.copy')}
          outlined
          onClick={() => void copy()}
        />
      </div>
      <small className="gl-field__hint" id="pay-stripe-webhook-hint">
        {t('webhook.hint')}
      </small>
    </div>
  );
}
