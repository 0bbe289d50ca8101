/**
 * The part of Process Detail's widget props (mfe-processes' ProcessWidgetProps) the S&R panel and the Requirement
 * List read — restated because an area does not import another's files.
 */
export interface SrPanelProcessProps {
  sopArtifactId: string;
  sopVersionId: string;
  /** the process may be changed now (Process Detail decides: DRAFT and admin) */
  editable: boolean;
  /** the block selected in the process content; null = none */
  selectedBlockArtifactId?: string | null;
}
