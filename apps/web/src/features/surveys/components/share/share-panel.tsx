import type { TSurvey } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { useErrorMessage } from '@/lib/errors';
import { downloadQrPng, downloadQrSvg, qrShape } from '@/lib/qr-code';
import { useToast } from '@/lib/toast';
import { useSetSurveyPublished } from '../../api/update-survey';
import { publicSurveyPath, publicSurveyUrl } from '../../paths';
import { useIsolate } from '../use-isolate';

export interface ShareTarget {
  id: string;
  kind: TSurvey['kind'];
  slug: string;
  title: string;
  isActive: boolean;
  publicPath?: string;
}

/** The guest's link with a copy button, and its QR code to show or download for print. */
export function SharePanel({ survey }: { survey: ShareTarget }) {
  const { t } = useTranslation('surveys');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const publish = useSetSurveyPublished(survey);
  const isolate = useIsolate();
  const url = publicSurveyUrl(survey.publicPath || publicSurveyPath(survey.kind, survey.slug));
  const shape = useMemo(() => qrShape(url), [url]);
  const id = `survey-share-${survey.slug}`;

  const copy = async () => {
    if (await copyText(url)) toast.success(t('share.copied'));
    else toast.error(t('share.copyFailed'));
  };

  return (
    <div className="gl-survey-share">
      {!survey.isActive ? (
        <div className="gl-survey-note gl-survey-share__draft" role="status">
          <p>{t('share.draft')}</p>
          <Button
            type="button"
            icon="pi pi-send"
            size="small"
            label={t('share.publish')}
            loading={publish.isPending}
            onClick={() =>
              publish.mutate(true, {
                onSuccess: (saved) => toast.success(t('publish.on', { title: isolate(saved.title) })),
                onError: (error) => toast.error(t('publish.failed'), errorMessage(error)),
              })
            }
          />
        </div>
      ) : null}
      <div className="gl-field">
        <label className="gl-field__label" htmlFor={`${id}-link`}>
          {t('share.link')}
        </label>
        <div className="gl-survey-share__link">
          <InputText
            id={`${id}-link`}
            value={url}
            readOnly
            dir="ltr"
            onFocus={(event) => event.target.select()}
          />
          <Button type="button" icon="pi pi-copy" label={t('share.copy')} onClick={() => void copy()} />
        </div>
      </div>
      <div className="gl-survey-share__qr">
        <svg
          className="gl-survey-qr"
          viewBox={`0 0 ${shape.size} ${shape.size}`}
          shapeRendering="crispEdges"
          role="img"
          aria-label={t('share.qrOf', { title: survey.title })}
        >
          <rect width={shape.size} height={shape.size} fill="#fff" />
          <path d={shape.path} fill="#000" />
        </svg>
        <div className="gl-survey-share__actions">
          <p className="gl-survey-muted">{t('share.qrHint')}</p>
          <Button
            type="button"
            icon="pi pi-download"
            outlined
            label={t('share.downloadPng')}
            onClick={() =>
              void downloadQrPng(shape, `qr-${survey.slug}`).then((ok) => {
                if (!ok) toast.error(t('share.downloadFailed'));
              })
            }
          />
          <Button
            type="button"
            icon="pi pi-download"
            outlined
            label={t('share.downloadSvg')}
            onClick={() => downloadQrSvg(shape, `qr-${survey.slug}`)}
          />
          <a className="gl-survey-link" href={url} target="_blank" rel="noopener noreferrer">
            <span className="pi pi-external-link" aria-hidden="true" />
            {t('share.open')}
          </a>
        </div>
      </div>
    </div>
  );
}
