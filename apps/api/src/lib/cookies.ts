/** The product's cookies that prove who is calling: a staff sign-in, and a guest's identity. */
export const SESSION_COOKIE = 'gl_session';
export const CUSTOMER_COOKIE = 'gl_customer';
