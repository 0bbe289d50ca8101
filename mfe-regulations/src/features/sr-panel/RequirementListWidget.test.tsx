import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RequirementSearchFilter } from '@qms/shared-api';
import { assessment, gapListFixture, requirement } from '@qms/shared-api/testing';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import RequirementListWidget from './RequirementListWidget';
import { NO_PRODUCT_REQUIREMENT } from './model/product';
import { productRequirement } from './test-fixtures';

const { server } = setupScreenTest();

function serve(targets: string[] = ['pr-1']) {
  const searches: RequirementSearchFilter[] = [];
  server.use(
    http.get('*/qms-api/product-requirements', () =>
      HttpResponse.json([
        productRequirement(),
        productRequirement({
          sopBlockArtifactId: 'pr-2',
          sopBlockName: 'Alarm volume',
          sopBlockTestable: false,
        }),
        productRequirement({ sopArtifactId: 'other', sopBlockArtifactId: 'pr-9', sopBlockName: 'Other' }),
      ]),
    ),
    http.get('*/qms-api/products', () =>
      HttpResponse.json([{ productId: 'p-1', name: 'Pump X200', dbVersion: 1 }]),
    ),
    http.get('*/qms-api/qms-requirements/by-target-sop-block-artifact-id', ({ request }) => {
      const id = new URL(request.url).searchParams.get('sopBlockArtifactId')!;
      return HttpResponse.json([
        assessment('r42', { targetSopBlockArtifactIds: targets.includes(id) ? [id] : [] }),
        assessment('r41', { referencedSopBlockArtifactIds: [id] }),
      ]);
    }),
    http.post('*/sr-api/requirements', async ({ request }) => {
      searches.push((await request.json()) as RequirementSearchFilter);
      return HttpResponse.json({
        regulations: [gapListFixture().regulation],
        requirements: [requirement('r42', { paragraph: '4.2', text: '<p>Documentation requirements</p>' })],
      });
    }),
  );
  return { searches };
}

const props = (selectedBlockArtifactId: string | null = null) => ({
  sopArtifactId: 'prod-sop',
  sopVersionId: 'v1',
  editable: false,
  selectedBlockArtifactId,
});

describe('RequirementListWidget', () => {
  it("says 'No Product Requirement selected' until one is picked; offers only this process's", async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<RequirementListWidget {...props()} />, { session: 'viewer' });
    expect(await screen.findByText(NO_PRODUCT_REQUIREMENT)).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Product Requirement' }));
    expect(screen.getByRole('option', { name: 'Infusion pump: Alarm volume' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Infusion pump: Other' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Infusion pump: Alarm volume' }));
    expect(await screen.findByText('Alarm volume')).toBeInTheDocument();
    expect(screen.queryByText(NO_PRODUCT_REQUIREMENT)).not.toBeInTheDocument();
    // not testable: no testing fields, no target: no panels
    expect(screen.queryByText('Acceptance criterion')).not.toBeInTheDocument();
    expect(await screen.findByText('No linked requirements found')).toBeInTheDocument();
  });

  it('shows the block selected in the process: products, description, testing fields and its regulation panels', async () => {
    const { searches } = serve();
    renderWithProviders(<RequirementListWidget {...props('pr-1')} />, { session: 'viewer' });
    expect(await screen.findByText('Flow accuracy')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('list', { name: 'Linked products' })).findByText('Pump X200'),
    ).toBeInTheDocument();
    expect(await screen.findByText('The pump delivers within 5 %.')).toBeInTheDocument();
    const fields: [string, string][] = [
      ['Acceptance criterion', '±5 % at 10 ml/h'],
      ['Test method reference', 'TM-12'],
      ['Statistical requirements', '95/95'],
      ['Sample size', '30'],
      ['References', 'IEC 60601-2-24'],
    ];
    for (const [label, value] of fields)
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent(value);
    expect(await screen.findByRole('link', { name: '4.2 Documentation requirements' })).toBeInTheDocument();
    // only the requirements naming it as a target (not those linking it as a block)
    await waitFor(() =>
      expect(searches.at(-1)).toEqual({
        requirementIdsPerRegulation: { 'reg-1': ['r42'] },
        templateContentIds: [],
        sopContentIds: [],
        termIds: [],
      }),
    );
  });
});
