import { analyseLocally } from './local-analysis';
import { createOpenAiChat } from './openai-chat';
import { type AiModelOptions, type AiProvider, AiServiceError } from './types';

export { analyseLocally } from './local-analysis';
export { createOpenAiChat, type OpenAiChat } from './openai-chat';
export {
  type AiChatMessage,
  type AiModelOptions,
  type AiProvider,
  AiServiceError,
  type AnalyseInput,
} from './types';

export interface AiProviderOptions extends AiModelOptions {
  /** Told when the model failed and the local reading was used instead (for the log). */
  onModelError?: (error: AiServiceError) => void;
}

/**
 * AI analysis and the assistant's model. Without `baseUrl` everything is local: comments are read
 * by the built-in lexicons and there is no `chat`. With it, the model reads each comment (and
 * writes its summary), and a failing model falls back to the local reading, so an analysis is
 * never lost to an outage.
 */
export function createAiProvider(options: AiProviderOptions = {}): AiProvider {
  const baseUrl = options.baseUrl?.trim();
  if (!baseUrl) return { hasModel: false, analyse: async (input) => analyseLocally(input) };

  const model = createOpenAiChat({ ...options, baseUrl });
  return {
    hasModel: true,
    chat: (messages) => model.chat(messages),
    async analyse(input) {
      const local = analyseLocally(input);
      if (!input.text.trim()) return local;
      try {
        return await model.analyseWithModel(input.text, local.language, local, input);
      } catch (error) {
        if (!(error instanceof AiServiceError)) throw error;
        options.onModelError?.(error);
        return local;
      }
    },
  };
}
