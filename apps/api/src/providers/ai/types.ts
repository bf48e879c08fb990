import type { TLanguage, TRatingAnalysis } from '@guestloop/contracts';

/** One message of a conversation with the model, in the OpenAI chat format. */
export interface AiChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * Where the model is: any OpenAI-compatible chat endpoint (Ollama, vLLM, llama.cpp server, a
 * hosted service). `baseUrl` is the API's root, the part before /chat/completions (for Ollama
 * http://localhost:11434/v1); without it everything is local.
 */
export interface AiModelOptions {
  baseUrl?: string;
  apiKey?: string;
  /** Sent as `model`; servers that serve one model may go without. */
  model?: string;
  /** How long one model call may take. */
  timeoutMs?: number;
}

export interface AnalyseInput {
  text: string;
  /** The comment's language; detected when not given. */
  language?: TLanguage | null;
  /** The rating's own score as a share of its scale (1 of 1–5 stars → 0, 5 → 1); null when none. */
  scoreShare?: number | null;
  /** The language of the model's summary (the reader's); the comment's own by default. */
  summaryLanguage?: TLanguage;
}

export interface AiProvider {
  /** Always answers: the model's analysis where one is configured and answers well, else the local one. */
  analyse(input: AnalyseInput): Promise<TRatingAnalysis>;
  /** The assistant's conversation with the model (its answer's text); absent without a model. */
  chat?: (messages: AiChatMessage[]) => Promise<string>;
  hasModel: boolean;
}

/** The model service failed: it could not be reached, or answered an HTTP error or no message. */
export class AiServiceError extends Error {
  constructor(
    message: string,
    /** The HTTP status, null when no answer came. */
    public readonly status: number | null,
  ) {
    super(message);
    this.name = 'AiServiceError';
  }
}
