import { PROFILE_IMAGE_FIELD, type TUser, ZUser } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setCurrentUser } from '@/lib/session';
import { uploadFile } from '@/lib/upload';

/** POST /profile/edit/image-user (multipart field `file`), with upload progress in percent. */
export function uploadProfileImage(file: File, onProgress?: (percent: number) => void): Promise<TUser> {
  const form = new FormData();
  form.append(PROFILE_IMAGE_FIELD, file);
  return uploadFile('/profile/edit/image-user', form, {
    schema: ZUser,
    onProgress: onProgress ? (fraction) => onProgress(Math.round(fraction * 100)) : undefined,
  });
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      uploadProfileImage(file, onProgress),
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
