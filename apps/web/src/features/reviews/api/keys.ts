/** Query keys of the reviews inbox. */
export const REVIEWS_KEY = ['reviews'] as const;
export const reviewListKey = [...REVIEWS_KEY, 'list'] as const;
/** A review looked up by id when the inbox's page does not hold it (a notification's link). */
export const reviewKey = (id: string) => [...REVIEWS_KEY, 'one', id] as const;
export const interactionsKey = (customerId: string) => [...REVIEWS_KEY, 'interactions', customerId] as const;
