import type { TAssistantCitationKind, TMetricType } from '@guestloop/contracts';

/** What an answer quotes or lists, before it is numbered as a citation in the answer's language. */
export interface Source {
  kind: TAssistantCitationKind;
  id: string | null;
  text: string;
  /** What a survey answer answered. */
  detail: string | null;
  /** A menu item's price, in minor units. */
  price?: { minor: number; currency: string; soldOut: boolean };
  date: Date | null;
  placeName: string | null;
  score: number | null;
  metricType: TMetricType | null;
}

/** The sources, each text once. */
export function distinct(sources: Source[]): Source[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = `${source.kind}:${source.text.trim().toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
