import { contactVCard } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import type { PublicBlockOf } from '../../model/blocks';
import { saveFile } from '../../model/save-file';
import { Icon } from '../icons';
import { useQrPage } from '../page-context';
import { InfoCard } from './info-card';

type ContactBlock = PublicBlockOf<'add-contact'>;

/** The contact card file, named after the contact ("Linden Café.vcf"). */
export function contactFile(block: ContactBlock): { blob: Blob; name: string } {
  const card = contactVCard(block);
  const base = block.name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || 'contact';
  return { blob: new Blob([card], { type: 'text/vcard;charset=utf-8' }), name: `${base}.vcf` };
}

/** Saves the venue to the guest's contacts: the phone opens the card it downloads. */
export function AddContactBlockView({ block }: { block: ContactBlock }) {
  const { t } = useTranslation('guest-qr');
  const { used } = useQrPage();
  const save = () => {
    const { blob, name } = contactFile(block);
    saveFile(blob, name);
    used(block.id);
  };
  return (
    <InfoCard icon="contact" title={block.name}>
      <p className="qp-info__text">{t('contact.hint')}</p>
      <button type="button" className="qp-button qp-button--small" onClick={save}>
        <span className="qp-button__icon">
          <Icon name="download" />
        </span>
        <span className="qp-button__label">{block.label?.trim() || t('contact.save')}</span>
      </button>
    </InfoCard>
  );
}
