const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { widgetExposes, readWidgetRegistry } = require('./widget-exposes.js');

const repo = path.resolve(__dirname, '..', '..');

/** A throwaway remote folder `mfe-<area>` whose src/widgets holds the given files. */
function remoteWith(area, files) {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'widget-exposes-')), `mfe-${area}`);
  fs.mkdirSync(path.join(dir, 'src', 'widgets'), { recursive: true });
  for (const file of files) fs.writeFileSync(path.join(dir, 'src', 'widgets', file), '');
  return dir;
}

const registry = {
  Pies: { area: 'regulations', title: 'Pies' },
  Menu: { area: 'impact', title: 'Menu' },
};

nodeTest(
  'the registry is read from shared-api as TypeScript: every widget with an area key and a title',
  () => {
    const widgets = readWidgetRegistry();
    assert.deepEqual(widgets.GapListWidget, { area: 'regulations', title: 'Gap List' });
    for (const [id, widget] of Object.entries(widgets)) {
      assert.match(id, /^[A-Z][A-Za-z]+$/, id);
      assert.ok(['processes', 'templates', 'regulations', 'impact'].includes(widget.area), id);
      assert.ok(widget.title.length > 0, id);
    }
  },
);

nodeTest("a remote exposes exactly its area's widgets, each from src/widgets/<Id>.tsx", () => {
  const dir = remoteWith('regulations', ['Pies.tsx', 'widgets.test.tsx']);
  assert.deepEqual(widgetExposes(dir, registry), { './Pies': './src/widgets/Pies.tsx' });
  assert.deepEqual(widgetExposes(remoteWith('processes', []), registry), {});
});

nodeTest('a registered widget without its file fails, naming the file', () => {
  assert.throws(() => widgetExposes(remoteWith('impact', []), registry), /missing Menu\.tsx/);
});

nodeTest(
  'a file in src/widgets that the registry does not list for the area fails (the federation face only)',
  () => {
    assert.throws(
      () => widgetExposes(remoteWith('impact', ['Menu.tsx', 'Pies.tsx']), registry),
      /not registered for area 'impact': Pies\.tsx/,
    );
  },
);

nodeTest('the four remotes of this repository match the registry', () => {
  const widgets = readWidgetRegistry();
  for (const area of ['processes', 'templates', 'regulations', 'impact']) {
    const ids = Object.keys(widgets).filter((id) => widgets[id].area === area);
    const exposes = widgetExposes(path.join(repo, `mfe-${area}`));
    assert.deepEqual(
      Object.keys(exposes),
      ids.map((id) => `./${id}`),
      area,
    );
  }
});
