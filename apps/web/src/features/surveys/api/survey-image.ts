import { type TSurveyKind, ZSurvey } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { surveyApiPath } from '../kinds';
import { surveyKey } from './keys';
import { storeSurvey } from './survey-cache';

/** The logo above the form, or the wide picture at its top. */
export type SurveyImageKind = 'image-logo' | 'image-header';

export interface SetSurveyImageInput {
  kind: SurveyImageKind;
  /** An image of the media library; null removes it (the image stays in the library). */
  imageId: string | null;
}

/**
 * POST /{kind}/edit/{slug}/image-logo|image-header {imageId}, or DELETE to remove it.
 * Quiet like every image set (SPEC point 8): false when the image was not changed.
 */
export function setSurveyImage(
  kind: TSurveyKind,
  slug: string,
  { kind: image, imageId }: SetSurveyImageInput,
): Promise<unknown> {
  const path = surveyApiPath(kind, 'edit', encodeURIComponent(slug), image);
  return imageId === null ? api.delete(path, { quiet: true }) : api.post(path, { imageId }, { quiet: true });
}

export function useSetSurveyImage(kind: TSurveyKind, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetSurveyImageInput) => setSurveyImage(kind, slug, input),
    onSuccess: (answer) => {
      if (answer === false) return;
      // The survey as saved when the answer carries it, else read again.
      const survey = ZSurvey.safeParse(answer);
      if (survey.success) storeSurvey(queryClient, survey.data);
      else void queryClient.invalidateQueries({ queryKey: surveyKey(kind, slug) });
    },
  });
}
