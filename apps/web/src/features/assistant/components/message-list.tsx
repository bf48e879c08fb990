import { isRtl, type TAssistantMessage } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { Citations } from './citations';

export interface MessageListProps {
  messages: TAssistantMessage[];
  /** The question being answered, shown until its answer comes. */
  asked: string | null;
}

/**
 * The conversation, oldest first: each question, each answer with the sources it cites. New
 * answers are read out (a polite live region); the question being answered says so.
 */
export function MessageList({ messages, asked }: MessageListProps) {
  const { t } = useTranslation('assistant');
  return (
    <div role="log" aria-live="polite" aria-relevant="additions">
      <ol className="gl-assistant__messages">
        {messages.map((message) =>
          message.role === 'user' ? (
            <li key={message.id} className="gl-assistant__message gl-assistant__message--user">
              <span className="gl-visually-hidden">{t('you')}: </span>
              <p lang={message.language} dir="auto">
                {message.text}
              </p>
            </li>
          ) : (
            <li key={message.id} className="gl-assistant__message gl-assistant__message--answer">
              <span className="gl-visually-hidden">{t('assistant')}: </span>
              {/* An answer's lines start with place names and quotes in any script: its language sets the direction. */}
              <p
                className="gl-assistant__answer"
                lang={message.language}
                dir={isRtl(message.language) ? 'rtl' : 'ltr'}
              >
                {message.text}
              </p>
              <Citations citations={message.citations} />
              <p className="gl-assistant__by">
                {t(message.engine === 'model' ? 'engine.model' : 'engine.local')}
              </p>
            </li>
          ),
        )}
        {asked ? (
          <li className="gl-assistant__message gl-assistant__message--user">
            <span className="gl-visually-hidden">{t('you')}: </span>
            <p dir="auto">{asked}</p>
          </li>
        ) : null}
        {asked ? (
          <li className="gl-assistant__message gl-assistant__message--pending" aria-busy="true">
            <span className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('thinking')}
          </li>
        ) : null}
      </ol>
    </div>
  );
}
