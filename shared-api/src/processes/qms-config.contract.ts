/** The overview diagram (spec 1 §2.5): shown only when its SVG text is longer than this. */
export const PROCESS_IMAGE_MIN_LENGTH = 850;
export const NO_PROCESS_DIAGRAM = 'No Process Diagram exists yet.';

/** Spec 2 §8 / spec 3 §8 configuration messages and spec 1 §2.5 diagram editor messages. */
export const QMS_CONFIG_MESSAGES = {
  saveFailed: (key: string) => `QMS config '${key}' could not be saved, try again later.`,
  processImageLoadFailed: 'QMS process image could not be loaded, try again later.',
  diagramSaved: 'Successfully saved...',
  diagramSaveFailed:
    'Error: Document could not be saved... Please export the diagram via File > Export as > SVG and try again later.',
} as const;

/** Whether the stored overview image is a diagram worth showing (spec 1 §2.5, §5). */
export function hasProcessImage(svg: string | null | undefined): boolean {
  return (svg ?? '').length > PROCESS_IMAGE_MIN_LENGTH;
}
