/**
 * The public pages under /user/p/ still served by this feature, and the call that loads each
 * one's public view. Surveys, e-NPS surveys and quizzes (survey-answering) and the rating page
 * (rating) are features of their own.
 */
export const PUBLIC_PAGE_KINDS = {
  qr: { endpoint: (slug: string) => `/qr-info/public/${slug}`, icon: 'pi pi-qrcode' },
} as const;

export type PublicPageKind = keyof typeof PUBLIC_PAGE_KINDS;
