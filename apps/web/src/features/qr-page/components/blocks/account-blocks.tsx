import { useTranslation } from 'react-i18next';
import type { PublicBlockOf } from '../../model/blocks';
import { CodeSignIn } from '../account/code-sign-in';
import { ForgotPassword } from '../account/forgot-password';
import { InfoCard } from './info-card';

type AccountBlock = PublicBlockOf<'sign-up-form' | 'sign-in-form' | 'forgot-password-form'>;

/** The block's own title, text and button label, else the page's words for them. */
function useTexts(block: AccountBlock, kind: 'signUp' | 'signIn' | 'forgot') {
  const { t } = useTranslation('guest-qr');
  return {
    title: block.title?.trim() || t(`account.${kind}.title`),
    intro: block.text?.trim() || t(`account.${kind}.text`),
    buttonLabel: block.buttonLabel?.trim() || t(`account.${kind}.button`),
  };
}

/** A guest account from the page: name and e-mail, then the mailed code (no password). */
export function SignUpBlockView({ block }: { block: PublicBlockOf<'sign-up-form'> }) {
  const { title, ...texts } = useTexts(block, 'signUp');
  return (
    <InfoCard icon="user" title={title} wide>
      <CodeSignIn blockId={block.id} withName {...texts} />
    </InfoCard>
  );
}

/** A guest's sign-in: e-mail, then the mailed code. */
export function SignInBlockView({ block }: { block: PublicBlockOf<'sign-in-form'> }) {
  const { title, ...texts } = useTexts(block, 'signIn');
  return (
    <InfoCard icon="contact" title={title} wide>
      <CodeSignIn blockId={block.id} withName={false} {...texts} />
    </InfoCard>
  );
}

/** A reset link for an account with a password (guests need none). */
export function ForgotPasswordBlockView({ block }: { block: PublicBlockOf<'forgot-password-form'> }) {
  const { title, ...texts } = useTexts(block, 'forgot');
  return (
    <InfoCard icon="key" title={title} wide>
      <ForgotPassword blockId={block.id} {...texts} />
    </InfoCard>
  );
}
