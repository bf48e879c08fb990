/**
 * A quiet payment call answered false (SPEC point 8: it never raises). A query that cannot show
 * its page without the answer fails with this, so the page offers Try again.
 */
export class PaymentCallFailed extends Error {
  constructor(call: string) {
    super(`The ${call} call did not answer`);
    this.name = 'PaymentCallFailed';
  }
}
