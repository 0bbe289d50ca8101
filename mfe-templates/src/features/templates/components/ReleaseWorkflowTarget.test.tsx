import { screen } from '@testing-library/react';
import { renderWithProviders } from '@qms/shared-ui/test-utils';
import { ReleaseWorkflowTarget } from './ReleaseWorkflowTarget';

// The deep link of My approvals and the release mails (issue 27.6): /templates/{versionId}?tab=releaseWorkflow
// scrolls the template's Release Workflow into view.

describe('ReleaseWorkflowTarget', () => {
  const scrolled: Element[] = [];
  // the test setup may stub it already (Mantine's comboboxes call it): restored after each test
  const original = HTMLElement.prototype.scrollIntoView;
  beforeEach(() => {
    scrolled.length = 0;
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this);
    };
  });
  afterEach(() => {
    HTMLElement.prototype.scrollIntoView = original;
  });

  it('scrolls the Release Workflow into view for ?tab=releaseWorkflow', () => {
    renderWithProviders(<ReleaseWorkflowTarget>workflow</ReleaseWorkflowTarget>, {
      route: '/templates/v1?tab=releaseWorkflow',
    });
    expect(scrolled).toEqual([screen.getByTestId('release-workflow-target')]);
  });

  it('leaves the page where it is without it', () => {
    renderWithProviders(<ReleaseWorkflowTarget>workflow</ReleaseWorkflowTarget>, { route: '/templates/v1' });
    expect(screen.getByText('workflow')).toBeInTheDocument();
    expect(scrolled).toEqual([]);
  });
});
