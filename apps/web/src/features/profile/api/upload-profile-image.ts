import { PROFILE_IMAGE_FIELD, type TUser, ZApiError, ZUser } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, buildUrl } from '@/lib/api-client';
import { getCurrentLanguage } from '@/lib/current-language';
import { setCurrentUser } from '@/lib/session';

const PATH = '/profile/edit/image-user';

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/**
 * POST /profile/edit/image-user (multipart field `file`). Sent with XMLHttpRequest rather than the
 * API client because only it reports upload progress; errors are the same ApiError.
 */
export function uploadProfileImage(file: File, onProgress?: (percent: number) => void): Promise<TUser> {
  return new Promise((resolve, reject) => {
    const url = buildUrl(PATH);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Language', getCurrentLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Network request failed'));
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      const response = { url, data, status: xhr.status, headers: {} };
      if (xhr.status < 200 || xhr.status >= 300) {
        const wire = ZApiError.safeParse(data);
        const code = wire.success
          ? wire.data.code
          : xhr.status === 413
            ? 'PAYLOAD_TOO_LARGE'
            : 'INTERNAL_ERROR';
        const message = wire.success ? wire.data.message : `POST ${PATH} failed with ${xhr.status}`;
        reject(
          new ApiError(xhr.status, code, message, wire.success ? wire.data.details : undefined, response),
        );
        return;
      }
      const user = ZUser.safeParse(data);
      if (user.success) resolve(user.data);
      else
        reject(
          new ApiError(
            xhr.status,
            'INTERNAL_ERROR',
            `Unexpected answer from POST ${PATH}`,
            undefined,
            response,
          ),
        );
    };
    const form = new FormData();
    form.append(PROFILE_IMAGE_FIELD, file);
    xhr.send(form);
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
