import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LICENSING_NOTICE, type Regulation, type RequirementSearchFilter } from '@qms/shared-api';
import { assessment, requirement } from '@qms/shared-api/testing';
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

const nist: Regulation = {
  id: 'nist-53',
  regulationId: 'nist-53',
  number: 'SP 800-53 Rev. 5',
  title: 'NIST SP 800-53 Rev. 5',
  licenseTypeView: 'VIEW_OPEN',
  licenseTypeExport: 'EXPORT_OPEN',
};
const iso: Regulation = {
  ...nist,
  id: 'iso-13485',
  regulationId: 'iso-13485',
  number: 'ISO 13485',
  title: 'ISO 13485:2016',
  licenseTypeView: 'VIEW_LICENSED',
};
// a control keeps its title as the text's first, bold paragraph (OSCAL import)
const ac1 = requirement('req-ac-1', {
  regulationId: nist.id,
  paragraph: 'AC-1',
  text: '<p><strong>Policy and Procedures</strong></p><p>Develop, document and disseminate an access control policy.</p>',
});
// without the licence the server sends no text (licensing.ts)
const iso753 = requirement('req-7-5-3', {
  regulationId: iso.id,
  paragraph: '7.5.3',
  text: null,
  contentVisible: false,
});

let requirementQueries: string[] = [];
let searches: RequirementSearchFilter[] = [];
beforeEach(() => {
  requirementQueries = [];
  searches = [];
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
      return HttpResponse.json([assessment(ac1.id, { regulationId: nist.id })]);
    }),
    http.post('*/sr-api/requirements', async ({ request }) => {
      const filter = (await request.json()) as RequirementSearchFilter;
      searches.push(filter);
      const ids = Object.values(filter.requirementIdsPerRegulation ?? {}).flat();
      const requirements = [ac1, iso753].filter((r) => ids.includes(r.id));
      const regulations = [nist, iso].filter((g) => requirements.some((r) => r.regulationId === g.id));
      return HttpResponse.json({ regulations, requirements });
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
    expect(
      await within(section).findByRole('link', { name: 'SP 800-53 Rev. 5 AC-1 Policy and Procedures' }),
    ).toBeInTheDocument();
    expect(requirementQueries.join()).toContain(encodeURIComponent(record.id));
    expect(screen.queryByText('Other Record')).not.toBeInTheDocument();
  });

  it("names each linked requirement by its regulation's short name, number and title, with its text, linked to the gap list at it", async () => {
    renderWithProviders(<TemplateContentDetailWidget templateContentId={record.id} />, { session: 'viewer' });
    const requirements = await screen.findByRole('region', { name: 'Regulation Requirements' });
    const link = await within(requirements).findByRole('link', {
      name: 'SP 800-53 Rev. 5 AC-1 Policy and Procedures',
    });
    expect(link).toHaveAttribute(
      'href',
      // the form spec 3 gives for links from other screens
      '/sr-list/nist-53#requirement-id=nist-53---req-ac-1',
    );
    expect(
      within(requirements).getByText('Develop, document and disseminate an access control policy.'),
    ).toBeInTheDocument();
    expect(within(requirements).queryByText(LICENSING_NOTICE)).not.toBeInTheDocument();
    // only the linked requirements are asked for, not the regulation's gap list
    expect(searches).toEqual([{ requirementIdsPerRegulation: { [nist.id]: [ac1.id] } }]);
  });

  it('shows a licensed requirement by its number only, with the licensing notice instead of its text', async () => {
    server.use(
      http.get('*/qms-api/qms-requirements/by-template-content-id', () =>
        HttpResponse.json([
          assessment(iso753.id, { regulationId: iso.id }),
          assessment(ac1.id, { regulationId: nist.id }),
        ]),
      ),
    );
    renderWithProviders(<TemplateContentDetailWidget templateContentId={record.id} />, { session: 'viewer' });
    const requirements = await screen.findByRole('region', { name: 'Regulation Requirements' });
    expect(await within(requirements).findByRole('link', { name: 'ISO 13485 7.5.3' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/sr-list/${iso.id}#requirement-id=`),
    );
    expect(within(requirements).getByText(LICENSING_NOTICE)).toBeInTheDocument();
    expect(
      within(requirements).getByRole('link', { name: 'SP 800-53 Rev. 5 AC-1 Policy and Procedures' }),
    ).toBeInTheDocument();
    expect(searches).toEqual([
      { requirementIdsPerRegulation: { [iso.id]: [iso753.id], [nist.id]: [ac1.id] } },
    ]);
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
