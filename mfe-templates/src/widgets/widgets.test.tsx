import { readdirSync } from 'node:fs';
import { createElement } from 'react';
import { screen } from '@testing-library/react';
import { widgetsOfArea, type WidgetIdOfArea, type WidgetProps } from '@qms/shared-api';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import ProcessTemplateContentsWidget from './ProcessTemplateContentsWidget';
import ProcessTemplatesWidget from './ProcessTemplatesWidget';
import TemplateContentDetail from './TemplateContentDetail';

// The producer side of the widget contract (ADR 0105): what this remote exposes is checked against the registry's
// WidgetProps, the same type the hosts' RemoteWidget checks their props against.
type Ours = WidgetIdOfArea<'templates'>;

// compile time: one module per widget of this area (a missing or extra key fails), each accepting WidgetProps[Id]
const exposed = {
  ProcessTemplatesWidget,
  ProcessTemplateContentsWidget,
  TemplateContentDetail,
} satisfies { [Id in Ours]: (props: WidgetProps[Id]) => JSX.Element };

const process = {
  sopArtifactId: 'sop-a',
  sopVersionId: 'sop-v',
  editable: false,
  selectedBlockArtifactId: null,
};
const hostProps: { [Id in Ours]: WidgetProps[Id] } = {
  ProcessTemplatesWidget: process,
  ProcessTemplateContentsWidget: process,
  TemplateContentDetail: { templateContentId: null },
};

// what each shows from those props (read-only, an unknown process: nothing linked; no content chosen)
const shows: { [Id in Ours]: RegExp } = {
  ProcessTemplatesWidget: /^No direct linked Templates/,
  ProcessTemplateContentsWidget: /^No Template Contents/,
  TemplateContentDetail: /^No Template Content selected/,
};

setupScreenTest();

describe('the widgets mfe-templates exposes', () => {
  it("src/widgets holds exactly the registry's widgets of this area, one <Id>.tsx each (parts/ aside)", () => {
    const files = readdirSync(__dirname).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    expect(files.sort()).toEqual(
      widgetsOfArea('templates')
        .map((id) => `${id}.tsx`)
        .sort(),
    );
    expect(Object.keys(exposed).sort()).toEqual([...widgetsOfArea('templates')].sort());
  });

  it.each(widgetsOfArea('templates') as Ours[])('%s renders with the props its hosts pass', async (id) => {
    renderWithProviders(
      createElement(exposed[id] as (props: WidgetProps[typeof id]) => JSX.Element, hostProps[id]),
      { session: 'viewer' },
    );
    expect(await screen.findByText(shows[id], {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
