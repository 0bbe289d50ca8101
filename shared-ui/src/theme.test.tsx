import { Loader, Modal } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from './test-utils';
import { theme } from './theme';

describe('theme', () => {
  it("names every dialog's close button 'Close'", async () => {
    renderWithProviders(
      <Modal opened onClose={() => {}} title="Some dialog">
        content
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Some dialog' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('theme landmarks', () => {
  it('renders no banner landmark inside a dialog', async () => {
    renderWithProviders(
      <Modal opened onClose={() => {}} title="Some dialog">
        content
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Some dialog' });
    expect(within(dialog).queryByRole('banner')).toBeNull();
    expect(dialog.querySelector('header')).toBeNull();
  });
});

describe('theme loaders', () => {
  it('gives every loader the status role, so its label names it', () => {
    renderWithProviders(<Loader aria-label="Loading the release" />);
    expect(screen.getByRole('status', { name: 'Loading the release' })).toBeInTheDocument();
  });
});

describe('theme motion', () => {
  it("follows the user's wish for less motion (WCAG 2.3.3), which reduced-motion.css extends to CSS animations", () => {
    expect(theme.respectReducedMotion).toBe(true);
  });
});
