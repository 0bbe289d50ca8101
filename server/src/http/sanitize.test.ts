import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sanitizeRichText, sanitizeSvg } from './sanitize';

describe('sanitiser', () => {
  it('keeps TipTap markup (tables, lists, links) and drops script, handlers, javascript:', () => {
    const html =
      '<table><tbody><tr><td colspan="1"><p>a &lt; b</p></td></tr></tbody></table><ul><li>x</li></ul>' +
      '<a href="https://example.com" target="_blank">l</a><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">j</a><script>alert(1)</script>';
    const clean = sanitizeRichText(html);
    assert.ok(clean.includes('<td colspan="1"><p>a &lt; b</p></td>'));
    assert.ok(clean.includes('rel="noopener noreferrer"'));
    assert.ok(!/onerror|javascript:|<script/.test(clean), clean);
  });

  it('keeps draw.io SVG (labels in foreignObject, content attribute) as well-formed XML without external refs', () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" content="&lt;mxfile/&gt;" onload="alert(1)">' +
      '<style>@import url(https://evil.example/a.css); .x{fill:url(#g)}</style><script>alert(1)</script>' +
      '<image xlink:href="https://evil.example/t.png"/><a xlink:href="javascript:alert(1)"><text>t</text></a>' +
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml" style="background:url(https://evil.example/b.png)">Start<br>here</div></foreignObject></svg>';
    const clean = sanitizeSvg(svg);
    assert.ok(!/evil|script|onload|javascript/.test(clean), clean);
    assert.ok(clean.includes('content="&lt;mxfile/&gt;"'));
    assert.ok(clean.includes('Start<br />here'));
    assert.ok(clean.includes('.x{fill:url(#g)}'));
    // exactly one xmlns per element: well-formed
    assert.ok(!/xmlns="[^"]*" xmlns="/.test(clean));
  });

  it('accepts draw.io data URLs and returns empty for non-SVG input', () => {
    const dataUrl = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>').toString('base64')}`;
    assert.equal(sanitizeSvg(dataUrl), '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
    assert.equal(sanitizeSvg('<p>no svg</p>'), '');
  });
});
