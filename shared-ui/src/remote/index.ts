export { AreaUnavailable } from './AreaUnavailable';
export { RemoteWidget, type RemoteWidgetProps } from './RemoteWidget';
export { loadRemote, setRemoteEntry } from './federation';
export { SharedVersionError, sharedVersionReason } from './shared-versions';
