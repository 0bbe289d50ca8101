/** The SVG of a diagram as an image: an <img> never runs script, whatever the SVG holds. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
