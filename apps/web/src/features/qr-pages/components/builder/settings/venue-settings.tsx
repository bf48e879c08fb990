import { WIFI_SECURITIES } from '@guestloop/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocationList } from '@/entities/locations';
import { useMenuList } from '@/entities/menus';
import { useMetricList } from '@/entities/metrics';
import { NumberField, SelectField, SwitchField, TextField } from '../form-fields';
import { LabelField } from './label-field';
import { SlugField } from './slug-field';

type Props = { base: string };

/** A pin at coordinates, or an address searched on the map. */
export function GeolocationSettings({ base }: Props) {
  const { t } = useTranslation('qr-pages');
  return (
    <>
      <TextField name={`${base}.address`} label={t('fields.address')} hint={t('hints.geolocation')} />
      <div className="gl-qr-pair">
        <NumberField
          name={`${base}.lat`}
          label={t('fields.lat')}
          min={-90}
          max={90}
          nullable
          integer={false}
        />
        <NumberField
          name={`${base}.lng`}
          label={t('fields.lng')}
          min={-180}
          max={180}
          nullable
          integer={false}
        />
      </div>
      <LabelField base={base} />
    </>
  );
}

/** The address and opening hours of a location: the page's own unless another is chosen. */
export function WorkDetailsSettings({ base }: Props) {
  const { t } = useTranslation('qr-pages');
  const locations = useLocationList();
  // A location's own block shows that location's details.
  if (base.startsWith('locationBlocks.'))
    return (
      <>
        <p className="gl-qr-muted">{t('hints.ownLocation')}</p>
        <LabelField base={base} name="title" />
      </>
    );
  const options = [
    { value: null, label: t('fields.pageLocation') },
    ...(locations.data?.items ?? []).map((item) => ({ value: item.id, label: item.name })),
  ];
  return (
    <>
      <SelectField
        name={`${base}.locationId`}
        label={t('fields.location')}
        options={options}
        disabled={locations.isLoading}
      />
      <LabelField base={base} name="title" />
    </>
  );
}

export function WifiSettings({ base }: Props) {
  const { t } = useTranslation('qr-pages');
  const security = useWatch({ name: `${base}.security` }) as string | undefined;
  const options = WIFI_SECURITIES.map((value) => ({ value, label: t(`wifi.${value}`) }));
  return (
    <>
      <TextField name={`${base}.ssid`} label={t('fields.ssid')} ltr />
      <SelectField name={`${base}.security`} label={t('fields.security')} options={options} />
      {security !== 'nopass' ? (
        <TextField name={`${base}.password`} label={t('fields.password')} hint={t('hints.password')} ltr />
      ) : null}
      <SwitchField name={`${base}.hidden`} label={t('fields.hidden')} />
      <LabelField base={base} />
    </>
  );
}

export function MenuLinkSettings({ base }: Props) {
  const { t } = useTranslation('qr-pages');
  const menus = useMenuList();
  const options = (menus.data?.items ?? []).map((menu) => ({ value: menu.slug, label: menu.title }));
  return (
    <>
      <SlugField name={`${base}.menuSlug`} label={t('fields.menu')} options={options} />
      <LabelField base={base} />
    </>
  );
}

export function CsatLinkSettings({ base }: Props) {
  const { t } = useTranslation('qr-pages');
  const metrics = useMetricList();
  const options = (metrics.data?.items ?? []).map((metric) => ({ value: metric.slug, label: metric.title }));
  return (
    <>
      <SlugField name={`${base}.metricSlug`} label={t('fields.metric')} options={options} />
      <LabelField base={base} />
    </>
  );
}
