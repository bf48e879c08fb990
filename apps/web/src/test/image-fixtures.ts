import type { TUploadedImage } from '@guestloop/contracts';

/** An uploaded image as GET /images and the upload calls answer it. */
export function imageFixture(overrides: Partial<TUploadedImage> = {}): TUploadedImage {
  const id = overrides.id ?? '0b6a2f4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
  return {
    id,
    bucket: 'images',
    originalName: 'terrace.jpg',
    src: `/api/v1/uploads/images/${id}.webp`,
    createdAt: '2025-05-04T10:20:30.000Z',
    variants: {
      '320': `/api/v1/uploads/images/${id}-320.webp`,
      '640': `/api/v1/uploads/images/${id}-640.webp`,
      '1280': `/api/v1/uploads/images/${id}.webp`,
    },
    width: 1280,
    height: 960,
    contentType: 'image/jpeg',
    size: 482_133,
    ...overrides,
  };
}
