import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createBlock, sessionStore, type GapListWidgetProps, type WidgetId } from '@qms/shared-api';
import type { RemoteWidgetProps } from '@qms/shared-ui';
import { renderWithProviders, seedProcess, setupScreenTest, testSession } from '@qms/shared-ui/test-utils';
import type { BlockHighlightMode } from '../../shared/block-highlight';
import { ProcessDetailPage } from './ProcessDetailPage';

setupScreenTest();

// The Gap List widget of mfe-regulations stands in as a probe of the props Process Detail hands it: it shows them
// and calls the callbacks the way the real widget does (checklist "Between areas"), typed as the widget is: by the
// registry's GapListWidgetProps.
let linkedBlock = '';
function mockGapListProbe(props: GapListWidgetProps): JSX.Element {
  const requirement = props.selectedRequirement;
  const ask = (mode: BlockHighlightMode) => props.onHighlight?.({ mode, blockArtifactIds: [linkedBlock] });
  return (
    <div>
      <p>{`selected block: ${props.selectedBlockArtifactId ?? 'none'}`}</p>
      <p>{`selected requirement: ${requirement ? `${requirement.regulationId}/${requirement.requirementId}` : 'none'}`}</p>
      {(['HIGHLIGHT', 'EXCLUSIVE_HIGHLIGHT', 'HIGHLIGHT_NOT_LINKED', 'NONE'] as const).map((mode) => (
        <button key={mode} type="button" onClick={() => ask(mode)}>
          {mode}
        </button>
      ))}
      <button type="button" onClick={props.onRemoveBlockSelection}>
        Remove Block Selection
      </button>
    </div>
  );
}

// the other areas' widgets are not loaded here: RemoteWidget renders the probe for the Gap List, nothing else
jest.mock('@qms/shared-ui', () => ({
  ...jest.requireActual('@qms/shared-ui'),
  RemoteWidget: ({ widget, props }: RemoteWidgetProps<WidgetId>) =>
    widget === 'GapListWidget' ? mockGapListProbe(props as GapListWidgetProps) : null,
}));

describe('Process Detail ↔ Gap List widget', () => {
  it('hands the widget the #requirement-id= selection and the selected block, and renders its highlights', async () => {
    const p = seedProcess('Access Control');
    sessionStore.set(testSession('admin'));
    const scope = await createBlock(p, { block: { type: 'HEADER', name: 'Scope' } });
    const other = await createBlock(p, { block: { type: 'HEADER', name: 'Records' } });
    const scopeId = scope.artifactId;
    linkedBlock = scopeId;
    renderWithProviders(
      <Routes>
        <Route path="/processes/:id" element={<ProcessDetailPage />} />
      </Routes>,
      { route: `/processes/${p.versionId}#requirement-id=reg-1---r41`, session: 'admin' },
    );
    expect(await screen.findByText('selected requirement: reg-1/r41')).toBeInTheDocument();
    expect(screen.getByText('selected block: none')).toBeInTheDocument();
    const user = userEvent.setup();

    // opening a block selects it; it stays selected (outlined) after Back, until 'Remove Block Selection'
    await user.click(await screen.findByRole('button', { name: 'Edit block Scope' }));
    expect(await screen.findByText(`selected block: ${scopeId}`)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Back' })[0]!);
    const blockBox = (id: string) => document.getElementById(id)!.parentElement!;
    await waitFor(() => expect(blockBox(scopeId)).toHaveAttribute('data-selected', 'true'));
    expect(screen.getByText(`selected block: ${scopeId}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Block Selection' }));
    expect(screen.getByText('selected block: none')).toBeInTheDocument();
    expect(blockBox(scopeId)).not.toHaveAttribute('data-selected');

    const marks = () => [scopeId, other.artifactId].map((id) => blockBox(id).getAttribute('data-highlight'));
    await user.click(screen.getByRole('button', { name: 'HIGHLIGHT' }));
    expect(marks()).toEqual(['highlighted', null]);
    await user.click(screen.getByRole('button', { name: 'EXCLUSIVE_HIGHLIGHT' }));
    expect(marks()).toEqual(['highlighted', 'dimmed']);
    await user.click(screen.getByRole('button', { name: 'HIGHLIGHT_NOT_LINKED' }));
    expect(marks()).toEqual([null, 'highlighted']);
    await user.click(screen.getByRole('button', { name: 'NONE' }));
    expect(marks()).toEqual([null, null]);
  });
});
