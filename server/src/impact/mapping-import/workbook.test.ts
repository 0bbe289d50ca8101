// The comparison workbook's change-type rules, against hand-made rows and against NIST's real file with the counts
// of ../shared/data/regulations/README.md (taken independently of this code).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { InvalidMappingError } from './drafts';
import { loadRegulationData, requireRegulationData, WORKBOOK } from '../../../test/regulation-data';
import { changeTypeOf, controlIdOf, draftsFromWorkbook, withdrawnInRev4, type WorkbookRow } from './workbook';

const row = (over: Partial<WorkbookRow>): WorkbookRow => ({
  rev5_id: 'AC-2',
  more_than_editorial_change: 'N',
  changed_elements: ['N'],
  change_details: '',
  ...over,
});

describe('comparison workbook rules', () => {
  it('turns control numbers into the catalog ids', () => {
    assert.equal(controlIdOf('AC-2'), 'ac-2');
    assert.equal(controlIdOf('AC-2(10)'), 'ac-2.10');
    assert.equal(controlIdOf('PM-01'), 'pm-1');
    assert.throws(() => controlIdOf('hello'), InvalidMappingError);
  });

  it('classifies each kind of row', () => {
    assert.equal(
      changeTypeOf(row({ more_than_editorial_change: 'Y', changed_elements: ['New base control'] })),
      'NEW_REQUIREMENT',
    );
    assert.equal(
      changeTypeOf(
        row({
          more_than_editorial_change: 'Y',
          changed_elements: ['New control enhancement', 'Adds to Privacy Control Baseline (SP 800-53B)'],
        }),
      ),
      'NEW_REQUIREMENT',
    );
    assert.equal(
      changeTypeOf(row({ more_than_editorial_change: 'Y', changed_elements: ['Withdrawn'] })),
      'DELETED_REQUIREMENT',
    );
    assert.equal(
      changeTypeOf(row({ more_than_editorial_change: 'Y', changed_elements: ['Changes control text'] })),
      'CHANGE',
    );
    assert.equal(changeTypeOf(row({ changed_elements: ['N'] })), 'NO_CHANGE');
    assert.equal(changeTypeOf(row({ changed_elements: ['Changes discussion'] })), 'SIMILAR');
    assert.throws(() => changeTypeOf(row({ more_than_editorial_change: '?' })), InvalidMappingError);
  });

  it('drafts a new control without a From side and describes the change', () => {
    const [created, changed] = draftsFromWorkbook({
      rows: [
        row({ rev5_id: 'AC-25', more_than_editorial_change: 'Y', changed_elements: ['New base control'] }),
        row({
          rev5_id: 'AC-2(1)',
          more_than_editorial_change: 'Y',
          changed_elements: ['Adds parameter', 'Changes discussion'],
          change_details: 'New parameter',
        }),
      ],
    });
    assert.deepEqual(created, {
      importKey: 'nist-workbook:ac-25',
      changeType: 'NEW_REQUIREMENT',
      changeDescription: 'New base control',
      requirementIdsFrom: [],
      requirementIdsTo: ['ac-25'],
    });
    assert.deepEqual(changed?.requirementIdsFrom, ['ac-2.1']);
    assert.equal(changed?.changeDescription, 'Adds parameter; Changes discussion\nNew parameter');
  });

  it('refuses a body that is no workbook, and a control listed twice', () => {
    assert.throws(() => draftsFromWorkbook({ rows: [] }), InvalidMappingError);
    assert.throws(() => draftsFromWorkbook({ rows: [row({}), row({})] }), /twice/);
  });
});

describe("NIST's real comparison workbook", () => {
  before(requireRegulationData);
  it('gives the README counts', () => {
    const document = loadRegulationData(WORKBOOK) as { rows: WorkbookRow[] };
    const drafts = draftsFromWorkbook(document);
    assert.equal(drafts.length, 1189);
    const count = (type: string) => drafts.filter((d) => d.changeType === type).length;
    assert.equal(count('NEW_REQUIREMENT'), 66 + 202);
    assert.equal(count('DELETED_REQUIREMENT'), 90);
    assert.equal(count('CHANGE'), 340);
    assert.equal(count('NO_CHANGE') + count('SIMILAR'), 491);
    assert.ok(count('NO_CHANGE') > 0 && count('SIMILAR') > 0);
    const history = document.rows.filter(withdrawnInRev4);
    assert.equal(history.length, 92);
    assert.ok(history.every((r) => changeTypeOf(r) === 'NO_CHANGE' || changeTypeOf(r) === 'SIMILAR'));
  });
});
