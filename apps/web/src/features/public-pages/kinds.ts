/** The public pages under /user/p/ and the call that loads each one's public view. */
export const PUBLIC_PAGE_KINDS = {
  survey: { endpoint: (slug: string) => `/survey/view/${slug}`, icon: 'pi pi-list-check' },
  enps: { endpoint: (slug: string) => `/e-nps/view/${slug}`, icon: 'pi pi-users' },
  quiz: { endpoint: (slug: string) => `/quiz/view/${slug}`, icon: 'pi pi-question-circle' },
  qr: { endpoint: (slug: string) => `/qr-info/public/${slug}`, icon: 'pi pi-qrcode' },
} as const;

export type PublicPageKind = keyof typeof PUBLIC_PAGE_KINDS;
