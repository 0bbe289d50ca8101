import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RequirementSearchResult } from '@qms/shared-api';
import { gapListFixture, relationFixture, requirement } from '@qms/shared-api/testing';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { PANEL_TEXTS } from '../model/panels';
import { RequirementSearchResults } from './RequirementSearchResults';

const { server } = setupScreenTest();
const regulation = gapListFixture().regulation;

const relation = (requirementId: string, references: string) =>
  relationFixture(requirementId, { templateContentIds: ['STC-021'], references });

function serve(relations: 'ok' | 'fail') {
  const result: RequirementSearchResult = {
    regulations: [regulation],
    requirements: [
      requirement('r1', { text: '<p>Manage accounts</p>', paragraph: 'AC-2', level: 1 }),
      requirement('r2', { text: '<p>Least privilege</p>', paragraph: 'AC-6', level: 1 }),
    ],
  };
  server.use(
    http.post('*/sr-api/requirements', () => HttpResponse.json(result)),
    http.get('*/sr-api/relations', () =>
      relations === 'fail'
        ? HttpResponse.json({ errorMessage: 'down' }, { status: 500 })
        : HttpResponse.json([
            { id: 'rel-1', regulationId: regulation.id, status: 'RELEASED', ruleVersion: '1' },
          ]),
    ),
    http.get('*/sr-api/relations/rel-1', () =>
      HttpResponse.json({
        release: { id: 'rel-1', regulationId: regulation.id, status: 'RELEASED', ruleVersion: '1' },
        // AC-6's text is too short to be shown (spec 3 §2: longer than 7 characters)
        relations: { r1: relation('r1', 'ISO 27001 A.9.2.1'), r2: relation('r2', 'AC-6') },
      }),
    ),
  );
}

const filter = {
  requirementIdsPerRegulation: {},
  templateContentIds: ['STC-021'],
  sopContentIds: [],
  termIds: [],
};

describe('RequirementSearchResults', () => {
  it("shows a requirement's 'Referencing standards' from its SR relation", async () => {
    serve('ok');
    renderWithProviders(<RequirementSearchResults filter={filter} label="Linked requirements" />);
    const entry = (await screen.findByText('ISO 27001 A.9.2.1')).closest('[data-testid]') as HTMLElement;
    expect(entry).toHaveAttribute('data-testid', 'requirement-r1');
    expect(within(entry).getByText(PANEL_TEXTS.referencing)).toBeInTheDocument();
    expect(screen.getAllByText(PANEL_TEXTS.referencing)).toHaveLength(1);
  });

  it('shows the requirements without references when the relations cannot be loaded', async () => {
    serve('fail');
    renderWithProviders(<RequirementSearchResults filter={filter} label="Linked requirements" />);
    expect(await screen.findByText(/Manage accounts/)).toBeInTheDocument();
    expect(screen.queryByText(PANEL_TEXTS.referencing)).not.toBeInTheDocument();
  });
});
