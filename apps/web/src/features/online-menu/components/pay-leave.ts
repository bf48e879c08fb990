import type { CheckoutStart } from '../api/pay-checkout';

/**
 * Hands the guest over to a provider's page: opens its address, or posts its form (a provider
 * that wants the order's fields posted to it). Kept apart so tests can watch it.
 */
export function leaveForProvider(start: CheckoutStart): void {
  if (start.kind === 'redirect') {
    window.location.assign(start.url);
    return;
  }
  const form = document.createElement('form');
  form.method = start.method;
  form.action = start.action;
  form.hidden = true;
  for (const [name, value] of Object.entries(start.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
