import { gapListHref, titleAndText } from './LinkedRequirements';

describe('titleAndText', () => {
  it("splits a control's bold first paragraph off as its title", () => {
    expect(
      titleAndText(
        '<p><strong>Policy and Procedures</strong></p><p>Develop and <em>document</em> a policy.</p>',
      ),
    ).toEqual({ title: 'Policy and Procedures', text: 'Develop and document a policy.' });
  });

  it('gives a paragraph without a title its whole text, and nothing for no text (no licence)', () => {
    expect(titleAndText('<p><strong>Review</strong> the policy yearly.</p>')).toEqual({
      title: '',
      text: 'Review the policy yearly.',
    });
    expect(titleAndText(null)).toEqual({ title: '', text: '' });
  });
});

it('links to the gap list at the requirement in the form spec 3 gives for other screens', () => {
  expect(gapListHref('reg 1', 'req/2')).toBe('/sr-list/reg%201#requirement-id=reg%201---req%2F2');
});
