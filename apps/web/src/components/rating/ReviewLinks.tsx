import type { TFeedbackServiceId } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import './rating-ui.css';

export interface ReviewLink {
  service: TFeedbackServiceId;
  name: string;
  url: string;
}

export interface ReviewLinksProps {
  links: ReviewLink[];
  /** Heading level: 2 (default) inside a page. */
  level?: 2 | 3;
  /** `after`: the guest has rated (the words thank them first). */
  moment?: 'before' | 'after';
}

/** Each site's own colour on its initial, so a guest finds "their" site at a glance. */
const BRAND: Partial<Record<TFeedbackServiceId, string>> = {
  google: '#4285f4',
  tripadvisor: '#00aa6c',
  facebook: '#1877f2',
  booking: '#003580',
  yelp: '#d32323',
  trustpilot: '#00b67a',
  thefork: '#00665c',
  opentable: '#da3743',
  foursquare: '#f94877',
  airbnb: '#ff5a5f',
  expedia: '#1e243a',
  '2gis': '#19aa1e',
  'yandex-maps': '#fc3f1d',
};

/**
 * The public review sites the company links, offered to every guest whatever their score (no
 * review gating): the same list before and after rating.
 */
export function ReviewLinks({ links, level = 2, moment = 'before' }: ReviewLinksProps) {
  const { t } = useTranslation('rating');
  if (links.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="gr-links" aria-labelledby="gr-links-title">
      <Heading id="gr-links-title" className="gr-links__title">
        {t('links.title')}
      </Heading>
      <p className="gr-links__hint">{moment === 'after' ? t('links.hintAfter') : t('links.hint')}</p>
      <ul className="gr-links__list">
        {links.map((link) => (
          <li key={link.service}>
            <a className="gr-link" href={link.url} target="_blank" rel="noopener noreferrer">
              <span
                className="gr-link__mark"
                style={{ background: BRAND[link.service] ?? '#556070' }}
                aria-hidden="true"
              >
                {link.name.slice(0, 1)}
              </span>
              <span className="gr-link__name">{link.name}</span>
              <span className="gl-visually-hidden">{t('links.newTab')}</span>
              <i className="pi pi-external-link gr-link__out" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
