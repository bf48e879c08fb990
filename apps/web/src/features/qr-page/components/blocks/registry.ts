import type { ComponentType } from 'react';
import type { PublicBlock, PublicBlockOf, PublicBlockType } from '../../model/blocks';
import { AddContactBlockView } from './add-contact-block';
import { EmailBlockView, MessengerBlockView } from './contact-blocks';
import { deferredBlock } from './deferred-block';
import { GeolocationBlockView } from './geolocation-block';
import { ImageBlockView } from './image-block';
import { LinkBlockView } from './link-blocks';
import { PayBillBlockView } from './pay-bill-block';
import { SocialButtonsView, SocialButtonView } from './social-blocks';
import { TextBlockView } from './text-block';
import { WaiterCallBlockView } from './waiter-call-block';
import { WifiBlockView } from './wifi-block';
import { WorkDetailsBlockView } from './work-details-block';
import { YoutubeBlockView } from './youtube-block';

type View<K extends PublicBlockType> = ComponentType<{ block: PublicBlockOf<K> }>;

// Forms and the inline survey load when the guest comes near them (see deferredBlock).
const account = () => import('./account-blocks');
const booking = () => import('./booking-blocks');
const SignUpBlockView = deferredBlock(() => account().then((m) => m.SignUpBlockView));
const SignInBlockView = deferredBlock(() => account().then((m) => m.SignInBlockView));
const ForgotPasswordBlockView = deferredBlock(() => account().then((m) => m.ForgotPasswordBlockView));
const BookingFormBlockView = deferredBlock(() => booking().then((m) => m.BookingFormBlockView));
const BookingButtonBlockView = deferredBlock(() => booking().then((m) => m.BookingButtonBlockView));
const SurveyBlockView = deferredBlock(() => import('./survey-block').then((m) => m.SurveyBlockView));

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
