import { qrInfoPage } from '@/features/qr-page/pages';
import { surveyAnsweringPages } from '@/features/survey-answering/pages';
import type { StandalonePage } from '@/lib/standalone-page';

/** The guest pages the app mounts without the router (lib/standalone-page.ts). */
export const standalonePages: readonly StandalonePage[] = [...surveyAnsweringPages, qrInfoPage];
