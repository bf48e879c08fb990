import { useTranslation } from 'react-i18next';
import type { PublicBlockOf } from '../../model/blocks';
import { Icon } from '../icons';
import { LinkButton } from './link-button';

type MessengerBlock = PublicBlockOf<'phone' | 'viber' | 'whatsapp' | 'telegram'>;

/** A call or a chat: the number itself for a call, "Write on WhatsApp" and the like for a chat. */
export function MessengerBlockView({ block }: { block: MessengerBlock }) {
  const { t } = useTranslation('guest-qr');
  if (!block.href) return null;
  const own = block.label?.trim();
  return (
    <LinkButton href={block.href} blockId={block.id} icon={<Icon name={block.type} />}>
      {own ? (
        own
      ) : block.type === 'phone' ? (
        <>
          <span className="gl-visually-hidden">{t('phone.call')}</span> <span dir="ltr">{block.phone}</span>
        </>
      ) : (
        t(`messenger.${block.type}`)
      )}
    </LinkButton>
  );
}

/** An e-mail link: the address itself unless the page gave a label. */
export function EmailBlockView({ block }: { block: PublicBlockOf<'email'> }) {
  const { t } = useTranslation('guest-qr');
  if (!block.href) return null;
  const own = block.label?.trim();
  return (
    <LinkButton href={block.href} blockId={block.id} icon={<Icon name="email" />}>
      {own || (
        <>
          <span className="gl-visually-hidden">{t('email.write')}</span> <span dir="ltr">{block.email}</span>
        </>
      )}
    </LinkButton>
  );
}
