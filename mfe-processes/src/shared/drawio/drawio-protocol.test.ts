import { embedUrl, parseDrawioMessage, svgFromExport, xmlFromSvg } from './drawio-protocol';

describe('draw.io protocol', () => {
  it('builds the embed URL against the page, keeping an own editor elsewhere', () => {
    expect(embedUrl('', 'http://qms.example/processes').href).toMatch(
      /^http:\/\/qms\.example\/drawio\/index\.html\?embed=1&proto=json/,
    );
    expect(
      embedUrl('https://draw.example.com/?lang=de', 'http://qms.example/').searchParams.get('lang'),
    ).toBe('de');
  });

  it('accepts only well-formed editor events', () => {
    expect(parseDrawioMessage('{"event":"init"}')).toEqual({ event: 'init' });
    expect(parseDrawioMessage({ event: 'init' })).toBeUndefined();
    expect(parseDrawioMessage('not json')).toBeUndefined();
    expect(parseDrawioMessage('{"event":"save"}')).toBeUndefined();
    expect(parseDrawioMessage('{"event":"export","data":"x","xml":"y","message":{"exit":true}}')).toEqual({
      event: 'export',
      data: 'x',
      xml: 'y',
      message: { exit: true },
    });
  });

  it('decodes the xmlsvg export (base64 UTF-8 or URL-encoded) and refuses what is no SVG', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>Prüfung</text></svg>';
    const b64 = btoa(String.fromCharCode(...new TextEncoder().encode(svg)));
    expect(svgFromExport(`data:image/svg+xml;base64,${b64}`)).toBe(svg);
    expect(svgFromExport(`data:image/svg+xml,${encodeURIComponent(svg)}`)).toBe(svg);
    expect(svgFromExport(svg)).toBe(svg);
    expect(svgFromExport('data:image/png;base64,AAAA')).toBe('');
  });

  it('reads the diagram source embedded in a stored SVG', () => {
    expect(xmlFromSvg('<svg xmlns="http://www.w3.org/2000/svg" content="&lt;mxfile/&gt;"/>')).toBe(
      '<mxfile/>',
    );
    expect(xmlFromSvg('')).toBe('');
  });
});
