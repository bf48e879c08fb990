import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';
import { CartSelectField, CartTextField } from './cart-field';
import type { Checkout } from './cart-place-order';
import { useMenu } from './menu-context';

/** Where a delivery goes: street, city, postcode, the area when the venue names some, the courier's note. */
export function CartDeliveryFields({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('guest-order');
  const errorMessage = useErrorMessage();
  const { menu } = useMenu();
  const { draft, deliveryProblems } = checkout;
  const areas = menu.settings.ordering.deliveryAreas;
  const refusedArea = checkout.refusedAt('area');
  const refusedAddress = checkout.refusedAt('address');
  const areaError = refusedArea
    ? errorMessage(refusedArea.error)
    : deliveryProblems.area
      ? t('checkout.areaRequired')
      : null;
  const addressError = refusedAddress
    ? errorMessage(refusedAddress.error)
    : deliveryProblems.address
      ? t('delivery.addressRequired')
      : null;

  return (
    <fieldset className="gm-checkout__group">
      <legend className="gm-section-title">{t('checkout.addressLegend')}</legend>
      {areas.length > 0 ? (
        <CartSelectField
          id="gm-order-area"
          label={t('checkout.area')}
          value={areas.includes(draft.area) ? draft.area : ''}
          options={[
            { value: '', label: t('checkout.areaChoose') },
            ...areas.map((a) => ({ value: a, label: a })),
          ]}
          error={areaError}
          onChange={(value) => checkout.setField('area', value)}
        />
      ) : null}
      <CartTextField
        id="gm-order-address"
        label={t('delivery.address')}
        autoComplete="street-address"
        maxLength={300}
        value={draft.address}
        error={addressError}
        onChange={(value) => checkout.setField('address', value)}
      />
      <CartTextField
        id="gm-order-city"
        label={t('delivery.city')}
        autoComplete="address-level2"
        maxLength={120}
        value={draft.city}
        error={null}
        onChange={(value) => checkout.setField('city', value)}
      />
      <CartTextField
        id="gm-order-postcode"
        label={t('delivery.postcode')}
        autoComplete="postal-code"
        maxLength={20}
        value={draft.postcode}
        error={null}
        onChange={(value) => checkout.setField('postcode', value)}
      />
      <CartTextField
        id="gm-order-courier-note"
        label={t('delivery.notes')}
        autoComplete="off"
        maxLength={500}
        multiline
        placeholder={t('delivery.notesPlaceholder')}
        value={draft.deliveryNotes}
        error={null}
        onChange={(value) => checkout.setField('deliveryNotes', value)}
      />
    </fieldset>
  );
}
