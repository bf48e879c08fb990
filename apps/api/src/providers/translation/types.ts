import type { TLanguage } from '@guestloop/contracts';

/** The machine-translation services the product can call (config TRANSLATION_ENGINES names them). */
export const TRANSLATION_ENGINE_IDS = ['apertium', 'libretranslate', 'deepl', 'llm'] as const;
export type TranslationEngineId = (typeof TRANSLATION_ENGINE_IDS)[number];

/** A direction between two UI languages, as engines list them: `en>es`. */
export type LanguagePair = `${TLanguage}>${TLanguage}`;
export const pairKey = (from: TLanguage, to: TLanguage): LanguagePair => `${from}>${to}`;

/**
 * One translation service. `pairs` says which directions it covers today (asked of the service,
 * kept a while); `translate` answers one text per text given, in order, and throws
 * `TranslationEngineError` when the service fails or is asked for a direction it lacks.
 */
export interface TranslationEngine {
  readonly id: TranslationEngineId;
  pairs(): Promise<Set<LanguagePair>>;
  translate(texts: string[], from: TLanguage, to: TLanguage): Promise<string[]>;
}

/** One text's translation and who made it; `engine` null: no engine covers the pair, `text` is the original. */
export interface TranslatedText {
  text: string;
  engine: TranslationEngineId | null;
}

/** The configured engines, best first, behind one call. */
export interface TranslationProvider {
  /** Ids of the configured engines in order of preference; empty when none is set. */
  readonly engines: readonly TranslationEngineId[];
  /** Every direction some engine answering now covers. */
  pairs(): Promise<Set<LanguagePair>>;
  /**
   * Translates with the first engine that covers the pair; if it fails, the next that covers
   * it. A pair no engine covers (and the same language both sides) gives the originals with
   * engine null; throws `TranslationEngineError` only when every engine that could have
   * answered failed, so a durable job can try again later.
   */
  translateMany(texts: string[], from: TLanguage, to: TLanguage): Promise<TranslatedText[]>;
}

export class TranslationEngineError extends Error {
  /** The service's HTTP status; undefined when it could not be reached or its answer was unreadable. */
  public readonly status: number | undefined;
  /** Worth trying again later: unreachable, overloaded, rate-limited, or a garbled answer. */
  public readonly retryable: boolean;

  constructor(
    public readonly engine: TranslationEngineId,
    message: string,
    options: { status?: number; retryable?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'TranslationEngineError';
    this.status = options.status;
    this.retryable =
      options.retryable ?? (options.status === undefined || options.status >= 500 || options.status === 429);
  }
}
