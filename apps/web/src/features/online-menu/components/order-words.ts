import { useGuestWords } from './use-guest-words';

const ORDER_NAMESPACES = ['guest-order'];

/** The ordering words on a page whose route does not load them with its module (the cart). */
export function useOrderWords(): boolean {
  return useGuestWords(ORDER_NAMESPACES);
}
