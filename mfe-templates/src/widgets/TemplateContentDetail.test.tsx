import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { assessment } from '@qms/shared-api/testing';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { content, info, sop, template } from '../test/templates-backend';
import TemplateContentDetailWidget from './TemplateContentDetail';

const { server } = setupScreenTest();
jest.setTimeout(60_000);

const creator = template('CAPA Form', { releaseState: 'RELEASED' });
const reporter = template('Audit Report', { releaseState: 'RELEASED', version: 2 });
const production = sop('Production');
const record = content('CAPA Record', {
  description: 'What was corrected',
  exampleText: 'Complaint 42: seal replaced',
});
// the search sends each version once (templates, sops); a content's links are its info's version ids
const recordInfo = info({
  createdByTemplateVersionIds: [creator.versionId],
  reportedByTemplateVersionIds: [reporter.versionId],
  createdBySopVersionIds: [production.versionId],
});
const other = content('Other Record');

let requirementQueries: string[] = [];
beforeEach(() => {
  requirementQueries = [];
  server.use(
    http.get('*/qms-api/template-contents/search', () =>
      HttpResponse.json({
        templateContents: [other, record],
        templates: [creator, reporter],
        sops: [production],
        templateContentInfos: { [record.id]: recordInfo, [other.id]: info() },
      }),
    ),
    http.get('*/qms-api/qms-requirements/by-template-content-id', ({ request }) => {
      requirementQueries.push(new URL(request.url).search);
      return HttpResponse.json([assessment('ISO-7.5.3', { id: 'r1', regulationId: 'iso-13485' })]);
    }),
  );
});

/** The registry's TemplateContentDetail as the gap list and the impact analysis mount it (spec 3 §2). */
describe('TemplateContentDetailWidget', () => {
  it("shows 'No Template Content selected' without an id and asks the server nothing about requirements", async () => {
    renderWithProviders(<TemplateContentDetailWidget templateContentId={null} />, { session: 'viewer' });
    expect(await screen.findByText('No Template Content selected')).toBeInTheDocument();
    expect(requirementQueries).toEqual([]);
  });

  it('shows name, description, example, the processes, creating and reporting templates and the linked requirements', async () => {
    renderWithProviders(<TemplateContentDetailWidget templateContentId={record.id} />, {
      session: 'viewer',
    });
    const section = await screen.findByRole('region', { name: 'Template content CAPA Record' });
    expect(within(section).getByRole('heading', { name: 'CAPA Record' })).toBeInTheDocument();
    expect(within(section).getByText('What was corrected')).toBeInTheDocument();
    expect(within(section).getByText('Complaint 42: seal replaced')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Production V1' })).toHaveAttribute(
      'href',
      `/processes/${production.versionId}`,
    );
    expect(within(section).getByRole('link', { name: 'CAPA Form V1' })).toHaveAttribute(
      'href',
      `/templates/${creator.versionId}`,
    );
    expect(within(section).getByRole('link', { name: 'Audit Report V2' })).toHaveAttribute(
      'href',
      `/templates/${reporter.versionId}`,
    );
    expect(await within(section).findByText('iso-13485: ISO-7.5.3')).toBeInTheDocument();
    expect(requirementQueries.join()).toContain(encodeURIComponent(record.id));
    expect(screen.queryByText('Other Record')).not.toBeInTheDocument();
  });

  it('says so when the id names no template content', async () => {
    renderWithProviders(<TemplateContentDetailWidget templateContentId="gone" />, { session: 'viewer' });
    expect(await screen.findByText('This template content no longer exists.')).toBeInTheDocument();
  });

  it('asks once more for a content made after the answer was loaded before calling it gone', async () => {
    const fresh = content('Fresh Record');
    let answers = 0;
    server.use(
      http.get('*/qms-api/template-contents/search', () =>
        HttpResponse.json({
          templateContents: ++answers === 1 ? [record] : [record, fresh],
          templates: [],
          sops: [],
          templateContentInfos: { [record.id]: info(), [fresh.id]: info() },
        }),
      ),
    );
    const { rerender } = renderWithProviders(<TemplateContentDetailWidget templateContentId={record.id} />, {
      session: 'viewer',
    });
    await screen.findByRole('heading', { name: 'CAPA Record' });
    rerender(<TemplateContentDetailWidget templateContentId={fresh.id} />);
    expect(await screen.findByRole('heading', { name: 'Fresh Record' })).toBeInTheDocument();
    expect(screen.queryByText('This template content no longer exists.')).not.toBeInTheDocument();
    expect(answers).toBe(2);
  });
});
