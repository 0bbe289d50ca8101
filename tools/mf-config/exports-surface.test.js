const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const {
  PACKAGES,
  compare,
  lockPath,
  sharedEntries,
  surfaceOf,
  versionProblem,
} = require('./exports-surface.js');

nodeTest('the shared entries are the ones the shell shares', () => {
  assert.deepEqual(sharedEntries()['@qms/shared-ui'].sort(), ['.', './pdf', './table']);
  assert.deepEqual(sharedEntries()['@qms/shared-api'], ['.']);
});

for (const packageName of Object.keys(PACKAGES)) {
  nodeTest(`${packageName}: its version follows what changed in its exports since exports.lock.json`, () => {
    const locked = JSON.parse(fs.readFileSync(lockPath(packageName), 'utf8'));
    const current = surfaceOf(packageName);
    const changes = compare(locked.surface, current.surface);
    const problem = versionProblem(locked.version, current.version, changes);
    assert.equal(
      problem,
      undefined,
      `${packageName} ${current.version}: ${problem}; then run node tools/mf-config/exports-surface.js --update`,
    );
    const recorded = changes.added.length + changes.removed.length + changes.changed.length === 0;
    assert.ok(
      recorded,
      `${packageName}: the lock is behind; run node tools/mf-config/exports-surface.js --update`,
    );
  });
}

nodeTest('the rule: an addition is a minor, a removal or a change a major', () => {
  const none = { added: [], removed: [], changed: [] };
  assert.equal(versionProblem('1.2.0', '1.2.0', none), undefined);
  assert.match(versionProblem('1.2.0', '1.2.0', { ...none, added: ['. X'] }), /minor bump \(1\.3\.0\)/);
  assert.equal(versionProblem('1.2.0', '1.3.0', { ...none, added: ['. X'] }), undefined);
  assert.match(versionProblem('1.2.0', '1.3.0', { ...none, removed: ['. Y'] }), /major bump \(2\.0\.0\)/);
  assert.match(versionProblem('1.2.0', '1.2.0', { ...none, changed: ['. Z'] }), /major bump/);
  assert.equal(versionProblem('1.2.0', '2.0.0', { ...none, changed: ['. Z'] }), undefined);
  assert.deepEqual(compare({ '.': { A: '1', B: '2' } }, { '.': { A: '1', B: '3', C: '4' } }), {
    added: ['. C'],
    removed: [],
    changed: ['. B'],
  });
});
