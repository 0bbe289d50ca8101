import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RemoteWidgetProps } from '@qms/shared-ui';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { GapListSideWidgets } from './GapListSideWidgets';
import { NO_PRODUCT_REQUIREMENT } from './model/product';
import { productRequirement } from './test-fixtures';

const mounted: RemoteWidgetProps<'TemplateContentDetail'>[] = [];
// the templates area's widget is not loaded here: the slot records what it would mount
jest.mock('@qms/shared-ui', () => ({
  ...jest.requireActual('@qms/shared-ui'),
  RemoteWidget: ({ widget, props }: RemoteWidgetProps<'TemplateContentDetail'>) => {
    mounted.push({ widget, props });
    return <div>remote {widget}</div>;
  },
}));

const { server } = setupScreenTest();

describe('GapListSideWidgets', () => {
  it('offers a Product Requirement and mounts the templates area Template Content Detail with the chosen content', async () => {
    server.use(
      http.get('*/qms-api/product-requirements', () => HttpResponse.json([productRequirement()])),
      http.get('*/qms-api/products', () => HttpResponse.json([])),
      http.get('*/qms-api/qms-requirements/by-target-sop-block-artifact-id', () => HttpResponse.json([])),
      http.get('*/qms-api/template-contents', () =>
        HttpResponse.json([
          {
            id: 'tc-1',
            name: 'Training record',
            description: '',
            exampleText: '',
            srId: null,
            creatingTemplates: [],
            reportingTemplates: [],
            processes: [],
            dbVersion: 1,
          },
        ]),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<GapListSideWidgets />, { session: 'viewer' });
    const product = screen.getByRole('region', { name: 'Product Requirement' });
    expect(within(product).getByText(NO_PRODUCT_REQUIREMENT)).toBeInTheDocument();
    await user.click(within(product).getByRole('textbox', { name: 'Product Requirement' }));
    await user.click(await screen.findByRole('option', { name: 'Infusion pump: Flow accuracy' }));
    expect(await within(product).findByText('Flow accuracy')).toBeInTheDocument();

    const detail = screen.getByRole('region', { name: 'Template Content Detail' });
    // the templates area is not loaded until a content is chosen
    expect(within(detail).getByText('No Template Content selected')).toBeInTheDocument();
    expect(mounted).toEqual([]);
    await user.click(within(detail).getByRole('textbox', { name: 'Template Content' }));
    await user.click(await screen.findByRole('option', { name: 'Training record' }));
    expect(within(detail).getByText('remote TemplateContentDetail')).toBeInTheDocument();
    expect(mounted.at(-1)).toEqual({ widget: 'TemplateContentDetail', props: { templateContentId: 'tc-1' } });
  });
});
