/** The overview diagram (spec 1 §2.5): shown only when its SVG text is longer than this. */
const PROCESS_IMAGE_MIN_LENGTH = 850;
export const NO_PROCESS_DIAGRAM = 'No Process Diagram exists yet.';

/** Whether the stored overview image is a diagram worth showing (spec 1 §2.5, §5). */
export function hasProcessImage(svg: string | null | undefined): boolean {
  return (svg ?? '').length > PROCESS_IMAGE_MIN_LENGTH;
}
