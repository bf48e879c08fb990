import type { TSurvey, TUpdateSurveyBody } from '@guestloop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { mockFetch } from '@/test/fetch-mock';
import { surveysRoutes } from '../routes';
import { LOCATIONS, MANAGER, renderAt, survey } from '../test-utils';

withOffsetParent();

describe('The question being edited', { timeout: 30_000 }, () => {
  it('stays open when the survey is saved, so its editor can go on where they were', async () => {
    let current: TSurvey = survey();
    mockFetch({
      'GET /api/v1/profile': { body: MANAGER },
      'GET /api/v1/locations/all': { body: LOCATIONS },
      'GET /api/v1/structure': { status: 404 },
      'GET /api/v1/survey/edit/summer-visit': () => ({ body: current }),
      'POST /api/v1/survey/edit/summer-visit': (call) => {
        const body = call.body as TUpdateSurveyBody;
        current = { ...current, ...body, content: body.content ?? current.content } as TSurvey;
        return { body: current };
      },
    });
    renderAt(surveysRoutes, '/user/app/surveys/summer-visit');
    const user = userEvent.setup();
    const second = await screen.findByRole('article', { name: 'Question 2' });
    await user.click(within(second).getByRole('button', { expanded: false }));
    await user.type(within(second).getByLabelText('Question'), ' today');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The survey is saved');
    const saved = screen.getByRole('article', { name: 'Question 2' });
    expect(within(saved).getByRole('button', { expanded: true })).toHaveTextContent(
      'How would you rate your visit? today',
    );
    expect(within(saved).getByLabelText('Question')).toHaveValue('How would you rate your visit? today');
  });
});
