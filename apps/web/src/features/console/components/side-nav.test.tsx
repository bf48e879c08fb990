import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, VERSION_STAMP } from '@/lib/app-version';
import { renderWithQuery } from '@/test/render';
import { USER } from '../test-utils';
import { SideNav } from './side-nav';

describe('console navigation footer', () => {
  it("shows which build the console runs, the release and the build's stamp", () => {
    renderWithQuery(
      <MemoryRouter>
        <SideNav user={USER} />
      </MemoryRouter>,
    );
    const version = screen.getByText(VERSION_STAMP);
    expect(version.closest('p')).toHaveTextContent(`Version ${VERSION_STAMP}`);
    expect(VERSION_STAMP.startsWith(`${APP_VERSION}-`)).toBe(true);
  });
});
