import { type TPermission, TRANSLATABLE_KINDS, type TTranslatableKind } from '@guestloop/contracts';

/**
 * Each kind of record with translatable texts: the permission that lists it in the picker, its
 * icon (the navigation's) and where its own editor lives in the console.
 */
export interface TranslatableKindConfig {
  permission: TPermission;
  icon: string;
  /** The record's own page: /user/app/menus/{slug}… */
  editorPath: (slug: string) => string;
}

const under = (segment: string) => (slug: string) => `/user/app/${segment}/${encodeURIComponent(slug)}`;

export const TRANSLATABLE_KIND_CONFIG: Readonly<Record<TTranslatableKind, TranslatableKindConfig>> = {
  menu: { permission: 'menus.manage', icon: 'pi pi-book', editorPath: under('menus') },
  survey: { permission: 'surveys.manage', icon: 'pi pi-list-check', editorPath: under('surveys') },
  enps: { permission: 'enps.manage', icon: 'pi pi-users', editorPath: under('e-nps') },
  quiz: { permission: 'quizzes.manage', icon: 'pi pi-question-circle', editorPath: under('quizzes') },
  metric: { permission: 'metrics.manage', icon: 'pi pi-star', editorPath: under('metrics') },
  'qr-info': { permission: 'qr-info.manage', icon: 'pi pi-qrcode', editorPath: under('qr-pages') },
};

export const isTranslatableKind = (value: string): value is TTranslatableKind =>
  (TRANSLATABLE_KINDS as readonly string[]).includes(value);
