import { screen, within } from '@testing-library/react';
import { LICENSING_NOTICE, type RequirementSearchResult } from '@qms/shared-api';
import { requirement, gapListFixture } from '@qms/shared-api/testing';
import { renderWithProviders } from '@qms/shared-ui/test-utils';
import { PANEL_TEXTS } from '../model/panels';
import { RequirementPanels } from './RequirementPanels';

const open = gapListFixture().regulation;
const licensed = {
  ...open,
  id: 'reg-2',
  regulationId: 'reg-2',
  title: 'IEC 62304',
  licenseTypeView: 'VIEW_LICENSED' as const,
};

function result(): RequirementSearchResult {
  return {
    regulations: [open, licensed],
    requirements: [
      requirement('h4', {
        type: 'HEADING',
        interpretable: false,
        text: 'Quality system',
        paragraph: '4',
        level: 1,
      }),
      requirement('r41', { text: '<p>Document the <b>quality</b> manual</p>', paragraph: '4.1', level: 2 }),
      requirement('r41a', { text: '<p>Records</p><p>Keep records</p>', paragraph: 'a)', level: 3 }),
      requirement('x1', {
        regulationId: 'reg-2',
        text: null,
        contentVisible: false,
        paragraph: '5.1',
        level: 2,
      }),
    ],
  };
}

describe('RequirementPanels', () => {
  it('shows one panel per regulation with paragraphs, 2rem indentation per level and links opening a new tab', () => {
    renderWithProviders(<RequirementPanels result={result()} />);
    expect(screen.getByRole('button', { name: 'ISO 13485' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'IEC 62304' })).toBeInTheDocument();
    const heading = screen.getByRole('link', { name: '4 Quality system' });
    expect(heading).toHaveAttribute('href', '/sr-list/reg-1#h4');
    const text = screen.getByRole('link', { name: '4.1 Document the quality manual' });
    expect(text).toHaveAttribute('href', '/sr-list/reg-1#r41');
    expect(text).toHaveAttribute('target', '_blank');
    // a block boundary reads as a space
    expect(screen.getByRole('link', { name: 'a) Records Keep records' })).toBeInTheDocument();
    expect(screen.getByTestId('requirement-h4')).toHaveStyle({ paddingLeft: '0rem' });
    expect(screen.getByTestId('requirement-r41')).toHaveStyle({ paddingLeft: '2rem' });
    expect(screen.getByTestId('requirement-r41a')).toHaveStyle({ paddingLeft: '4rem' });
  });

  it('shows the yellow licensing notice only in the panel of a regulation whose text is withheld', () => {
    renderWithProviders(<RequirementPanels result={result()} />);
    expect(screen.getAllByText(LICENSING_NOTICE)).toHaveLength(1);
    const item = screen.getByTestId('requirement-x1');
    expect(item).toHaveTextContent('5.1');
    expect(item.closest('[data-accordion-item], .mantine-Accordion-item')).toHaveTextContent(
      LICENSING_NOTICE,
    );
  });

  it('highlights matches only from 3 characters of trimmed filter text, and filters text requirements', () => {
    const { rerender } = renderWithProviders(<RequirementPanels result={result()} filterText="  qu " />);
    expect(document.querySelectorAll('mark')).toHaveLength(0);
    expect(screen.getByTestId('requirement-r41a')).toBeInTheDocument();
    rerender(<RequirementPanels result={result()} filterText=" QUA " />);
    const marks = [...document.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['qua']);
    // the heading stays, a text requirement without the match goes
    expect(screen.getByTestId('requirement-h4')).toBeInTheDocument();
    expect(screen.queryByTestId('requirement-r41a')).not.toBeInTheDocument();
  });

  it("shows 'Referencing standards' only for a text longer than 7 characters", () => {
    const refs: Record<string, string> = { r41: 'ISO 14971:2019', r41a: 'ISO 9001'.slice(0, 7) };
    renderWithProviders(<RequirementPanels result={result()} referencesOf={(id) => refs[id]} />);
    expect(screen.getAllByText(PANEL_TEXTS.referencing)).toHaveLength(1);
    expect(within(screen.getByTestId('requirement-r41')).getByText('ISO 14971:2019')).toBeInTheDocument();
    expect(within(screen.getByTestId('requirement-r41a')).queryByText(PANEL_TEXTS.referencing)).toBeNull();
  });

  it("says 'No linked requirements found' for an empty result", () => {
    renderWithProviders(<RequirementPanels result={{ regulations: [], requirements: [] }} />);
    expect(screen.getByText('No linked requirements found')).toBeInTheDocument();
  });
});
