import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockFetch } from '@/test/fetch-mock';
import { apiError } from '@/test/fixtures';
import { setCategoryImage, useSaveCategory } from './save-category';
import { setMenuImage } from './set-menu-image';

const CATEGORY = {
  id: '00000000-0000-4000-8000-0000000000c1',
  parentId: null,
  title: 'Coffee',
  subTitle: '',
  image: null,
  position: 0,
};

describe('menu images, quiet image sets (SPEC point 8)', () => {
  it('answer false instead of raising', async () => {
    mockFetch({
      'POST /api/v1/online-menu/edit/linden-cafe/image-logo': apiError(404, 'NOT_FOUND'),
      'DELETE /api/v1/online-menu/edit/linden-cafe/background-image': apiError(500, 'INTERNAL_ERROR'),
      'POST /api/v1/online-menu/edit-category/linden-cafe/image-background': apiError(
        400,
        'VALIDATION_FAILED',
      ),
    });
    await expect(setMenuImage('linden-cafe', { kind: 'logo', imageId: 'img-1' })).resolves.toBe(false);
    await expect(setMenuImage('linden-cafe', { kind: 'background', imageId: null })).resolves.toBe(false);
    await expect(setCategoryImage('linden-cafe', CATEGORY.id, 'img-1')).resolves.toBe(false);
  });

  it('a category is saved even when its image is not, and says which', async () => {
    mockFetch({
      'POST /api/v1/online-menu/edit/linden-cafe/create-category': { body: CATEGORY },
      'POST /api/v1/online-menu/edit-category/linden-cafe/image-background': apiError(
        503,
        'SERVICE_UNAVAILABLE',
      ),
    });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSaveCategory('linden-cafe'), { wrapper });
    let saved: unknown;
    await act(async () => {
      saved = await result.current.mutateAsync({
        body: { title: 'Coffee', subTitle: '', parentId: null },
        imageId: 'img-1',
      });
    });
    expect(saved).toMatchObject({ category: { title: 'Coffee' }, imageSaved: false });
  });
});
