import { useTranslation } from 'react-i18next';
import type { PublicBlockOf } from '../../model/blocks';
import { SocialIcon } from '../social-icons';
import { LinkButton, TrackedLink } from './link-button';

/** One network's link: its mark and its name, or the page's own label. */
export function SocialButtonView({ block }: { block: PublicBlockOf<'social-button'> }) {
  const { t } = useTranslation('guest-qr');
  if (!block.href) return null;
  return (
    <LinkButton href={block.href} blockId={block.id} icon={<SocialIcon network={block.network} />}>
      {block.label?.trim() || t(`social.${block.network}`)}
    </LinkButton>
  );
}

/** A row of networks, each a mark with its name beneath. */
export function SocialButtonsView({ block }: { block: PublicBlockOf<'social-buttons'> }) {
  const { t } = useTranslation('guest-qr');
  if (block.links.length === 0) return null;
  return (
    <ul className="qp-socials" aria-label={t('social.group')}>
      {block.links.map((link) => (
        <li key={`${link.network} ${link.url}`}>
          <TrackedLink className="qp-socials__link" href={link.url} blockId={block.id}>
            <span className="qp-socials__mark">
              <SocialIcon network={link.network} />
            </span>
            <span className="qp-socials__name">{t(`social.${link.network}`)}</span>
          </TrackedLink>
        </li>
      ))}
    </ul>
  );
}
