import type { ComponentType } from 'react';
import type { PublicBlock, PublicBlockOf, PublicBlockType } from '../../model/blocks';
import { ForgotPasswordBlockView, SignInBlockView, SignUpBlockView } from './account-blocks';
import { AddContactBlockView } from './add-contact-block';
import { BookingButtonBlockView, BookingFormBlockView } from './booking-blocks';
import { EmailBlockView, MessengerBlockView } from './contact-blocks';
import { GeolocationBlockView } from './geolocation-block';
import { ImageBlockView } from './image-block';
import { LinkBlockView } from './link-blocks';
import { PayBillBlockView } from './pay-bill-block';
import { SocialButtonsView, SocialButtonView } from './social-blocks';
import { SurveyBlockView } from './survey-block';
import { TextBlockView } from './text-block';
import { WaiterCallBlockView } from './waiter-call-block';
import { WifiBlockView } from './wifi-block';
import { WorkDetailsBlockView } from './work-details-block';
import { YoutubeBlockView } from './youtube-block';

type View<K extends PublicBlockType> = ComponentType<{ block: PublicBlockOf<K> }>;

/** What draws each block type. */
const VIEWS: { [K in PublicBlockType]: View<K> } = {
  youtube: YoutubeBlockView,
  text: TextBlockView,
  'social-button': SocialButtonView,
  'social-buttons': SocialButtonsView,
  'url-button': LinkBlockView,
  phone: MessengerBlockView,
  viber: MessengerBlockView,
  email: EmailBlockView,
  whatsapp: MessengerBlockView,
  telegram: MessengerBlockView,
  'big-image': ImageBlockView,
  'full-width-image': ImageBlockView,
  geolocation: GeolocationBlockView,
  'add-contact': AddContactBlockView,
  'location-work-details': WorkDetailsBlockView,
  'csat-link': LinkBlockView,
  'menu-link': LinkBlockView,
  'order-external-link': LinkBlockView,
  'booking-url': LinkBlockView,
  wifi: WifiBlockView,
  'waiter-call': WaiterCallBlockView,
  'pay-bill': PayBillBlockView,
  'booking-restaurant-table': BookingButtonBlockView,
  'booking-restaurant-table-form': BookingFormBlockView,
  'sign-up-form': SignUpBlockView,
  'sign-in-form': SignInBlockView,
  'forgot-password-form': ForgotPasswordBlockView,
  'survey-form': SurveyBlockView,
};

/** The view of a block's type, or null for a type this version of the page does not know. */
export function blockView(block: PublicBlock): ComponentType<{ block: PublicBlock }> | null {
  return (VIEWS[block.type] as ComponentType<{ block: PublicBlock }> | undefined) ?? null;
}
