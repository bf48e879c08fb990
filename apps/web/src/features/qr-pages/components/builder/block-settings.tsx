import type { TQrInfoBlockType } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import {
  AccountFormSettings,
  BookingSettings,
  LabelOnlySettings,
  SurveyFormSettings,
} from './settings/action-settings';
import {
  AddContactSettings,
  EmailSettings,
  LinkButtonSettings,
  MessengerSettings,
  SocialButtonSettings,
  SocialButtonsSettings,
} from './settings/link-settings';
import { ImageSettings, TextSettings, YoutubeSettings } from './settings/media-settings';
import {
  CsatLinkSettings,
  GeolocationSettings,
  MenuLinkSettings,
  WifiSettings,
  WorkDetailsSettings,
} from './settings/venue-settings';

/** The fields of a block's type; `base` is the block's path in the form (`blocks.3`). */
export function BlockSettings({ type, base }: { type: TQrInfoBlockType; base: string }) {
  const { t } = useTranslation('qr-pages');
  switch (type) {
    case 'url-button':
    case 'order-external-link':
    case 'booking-url':
      return <LinkButtonSettings base={base} />;
    case 'social-button':
      return <SocialButtonSettings base={base} />;
    case 'social-buttons':
      return <SocialButtonsSettings base={base} />;
    case 'phone':
    case 'viber':
    case 'whatsapp':
    case 'telegram':
      return <MessengerSettings base={base} />;
    case 'email':
      return <EmailSettings base={base} />;
    case 'add-contact':
      return <AddContactSettings base={base} />;
    case 'youtube':
      return <YoutubeSettings base={base} />;
    case 'text':
      return <TextSettings base={base} />;
    case 'big-image':
    case 'full-width-image':
      return <ImageSettings base={base} />;
    case 'geolocation':
      return <GeolocationSettings base={base} />;
    case 'location-work-details':
      return <WorkDetailsSettings base={base} />;
    case 'wifi':
      return <WifiSettings base={base} />;
    case 'menu-link':
      return <MenuLinkSettings base={base} />;
    case 'csat-link':
      return <CsatLinkSettings base={base} />;
    case 'waiter-call':
    case 'pay-bill':
      return <LabelOnlySettings base={base} hint={t(`types.${type}.hint`)} />;
    case 'booking-restaurant-table':
    case 'booking-restaurant-table-form':
      return <BookingSettings base={base} />;
    case 'sign-up-form':
    case 'sign-in-form':
    case 'forgot-password-form':
      return <AccountFormSettings base={base} />;
    case 'survey-form':
      return <SurveyFormSettings base={base} />;
  }
}
