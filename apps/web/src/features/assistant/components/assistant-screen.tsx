import type { TAssistantConversation } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, isNotFound, PageLoader } from '@/components/ui';
import { useLocationList } from '@/entities/locations';
import { useErrorMessage } from '@/lib/errors';
import { useAskAssistant } from '../api/ask-assistant';
import { useConversation } from '../api/get-conversation';
import { assistantPath, CONVERSATION_PARAM, isUuid } from '../paths';
import { AssistantBar } from './assistant-bar';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { Suggestions } from './suggestions';

export interface AssistantScreenProps {
  /** `all` or a location id. */
  scope: string;
}

/** The chat: the conversation of `?c=` (none yet: suggestions), the question being answered, the composer. */
export function AssistantScreen({ scope }: AssistantScreenProps) {
  const { t } = useTranslation('assistant');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const requested = search.get(CONVERSATION_PARAM);
  const conversationId = isUuid(requested) ? requested : null;
  const conversation = useConversation(scope, conversationId);
  const locations = useLocationList();
  const ask = useAskAssistant(scope);
  const [draft, setDraft] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const bottom = useRef<HTMLDivElement>(null);

  const messages = conversation.data?.messages ?? [];
  useEffect(() => {
    if (messages.length > 0 || asked) bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, asked]);

  const send = (question: string) => {
    const text = question.trim();
    if (!text || ask.isPending) return;
    setAsked(text);
    setDraft('');
    ask.mutate(
      { conversationId, question: text },
      {
        onSuccess: (answered: TAssistantConversation) => {
          setAsked(null);
          if (answered.id && answered.id !== conversationId) {
            setSearch({ [CONVERSATION_PARAM]: answered.id });
          }
        },
        // The question goes back in the box, to ask again as it was.
        onError: () => {
          setAsked(null);
          setDraft(text);
        },
      },
    );
  };

  const place = placeForSuggestions(scope, locations.data?.items ?? []);
  let body: React.ReactNode;
  if (conversation.isPending) {
    body = <PageLoader label={t('loading')} />;
  } else if (conversation.error) {
    body = isNotFound(conversation.error) ? (
      <EmptyState
        icon="pi pi-search"
        title={t('notFound.title')}
        message={t('notFound.message')}
        action={
          <button
            type="button"
            className="p-button p-component"
            onClick={() => navigate(assistantPath(scope))}
          >
            {t('notFound.start')}
          </button>
        }
      />
    ) : (
      <ErrorState
        title={t('error.load')}
        message={errorMessage(conversation.error)}
        onRetry={() => void conversation.refetch()}
      />
    );
  } else if (messages.length === 0 && !asked) {
    body = (
      <EmptyState
        icon="pi pi-sparkles"
        title={t('empty.title')}
        message={t('empty.message')}
        action={<Suggestions place={place} onPick={send} disabled={ask.isPending} />}
      />
    );
  } else {
    body = <MessageList messages={messages} asked={asked} />;
  }

  return (
    <div className="gl-assistant">
      <AssistantBar
        scope={scope}
        locations={locations.data?.items ?? []}
        model={conversation.data?.model ?? null}
        canRestart={conversationId !== null}
      />
      <main className="gl-assistant__main" id="main">
        <section className="gl-assistant__log" aria-label={t('log')}>
          {body}
          {ask.error && !ask.isPending ? (
            <div className="gl-assistant__failure" role="alert">
              <p>
                <strong>{t('error.title')}</strong> {errorMessage(ask.error)}
              </p>
              <Button
                type="button"
                icon="pi pi-refresh"
                label={t('error.retry')}
                text
                onClick={() => send(draft)}
              />
            </div>
          ) : null}
          <div ref={bottom} />
        </section>
        <Composer value={draft} onChange={setDraft} onSend={() => send(draft)} busy={ask.isPending} />
      </main>
    </div>
  );
}

/** The place the first suggestion names: the scope's location, else the first location, in its short name. */
export function placeForSuggestions(
  scope: string,
  locations: { id: string; name: string; parentId?: string | null }[],
) {
  const chosen = locations.find((l) => l.id === scope) ?? locations.find((l) => !l.parentId) ?? locations[0];
  if (!chosen) return null;
  const parts = chosen.name.split(/\s+[—–|·]\s+/u);
  return parts.at(-1)?.trim() || chosen.name;
}
