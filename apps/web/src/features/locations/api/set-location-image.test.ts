import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { apiError } from '@/test/fixtures';
import { setLocationImage } from './set-location-image';

const ID = '00000000-0000-4000-8000-0000000000a1';

describe('location images, quiet image sets (SPEC point 8)', () => {
  it('answer false instead of raising, for a set and for a removal', async () => {
    mockFetch({
      [`POST /api/v1/location/${ID}/set-image`]: apiError(404, 'NOT_FOUND'),
      [`DELETE /api/v1/location/${ID}/background-image`]: apiError(500, 'INTERNAL_ERROR'),
    });
    await expect(setLocationImage(ID, { kind: 'image', imageId: 'img-1' })).resolves.toBe(false);
    await expect(setLocationImage(ID, { kind: 'background-image', imageId: null })).resolves.toBe(false);
  });
});
