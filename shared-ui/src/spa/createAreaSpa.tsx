import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { MantineProvider } from '@mantine/core';
import type { AreaManifest } from '@qms/shared-api';
import { theme } from '../theme';
import { AreaUnavailable } from '../remote/AreaUnavailable';
import { AreaFrame } from './AreaFrame';

/** What the shell passes to every area application (customProps). */
interface AreaCustomProps {
  /** the area's mount point inside the shell layout */
  domElement: HTMLElement;
}

/**
 * single-spa lifecycles for one area (its `./spa` expose), named from its manifest. The shell registers the area
 * for its route prefixes and passes the DOM element to mount in.
 */
export function createAreaSpa(area: AreaManifest, AreaRoutes: ComponentType, buildVersion?: string) {
  const areaName = area.title;
  function Root() {
    return <AreaFrame AreaRoutes={AreaRoutes} areaName={areaName} buildVersion={buildVersion} />;
  }
  return singleSpaReact<AreaCustomProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // last resort if even the providers throw; the frame's own boundary handles errors of the screens
    errorBoundary: () => (
      <MantineProvider theme={theme}>
        <AreaUnavailable area={areaName} onRetry={() => window.location.reload()} page />
      </MantineProvider>
    ),
    domElementGetter: (props) => props.domElement,
  });
}
