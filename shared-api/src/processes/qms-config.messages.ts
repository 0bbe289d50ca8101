/** Spec 2 §8 / spec 3 §8 configuration messages and spec 1 §2.5 diagram editor messages. */
export const QMS_CONFIG_MESSAGES = {
  saveFailed: (key: string) => `QMS config '${key}' could not be saved, try again later.`,
  processImageLoadFailed: 'QMS process image could not be loaded, try again later.',
  diagramSaved: 'Successfully saved...',
  diagramSaveFailed:
    'Error: Document could not be saved... Please export the diagram via File > Export as > SVG and try again later.',
} as const;
