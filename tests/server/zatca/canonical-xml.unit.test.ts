import { describe, expect, it } from 'vitest';
import { canonicalXml } from '../../../server/zatca/canonical-xml.ts';
import { parseXml } from '../../../server/zatca/xml-parse.ts';

// Our parser and canonical writer against the start-and-end-tag example of the W3C Canonical
// XML recommendation (section 3.3), less its DOCTYPE, which we refuse.
const given = [
  '<doc>',
  '   <e1   />',
  '   <e2   ></e2>',
  '   <e3   name = "elem3"   id="elem3"   />',
  '   <e4   name="elem4"   id="elem4"   ></e4>',
  '   <e5 a:attr="out" b:attr="sorted" attr2="all" attr="I\'m"',
  '      xmlns:b="http://www.ietf.org"',
  '      xmlns:a="http://www.w3.org"',
  '      xmlns="http://example.org"/>',
  '   <e6 xmlns="" xmlns:a="http://www.w3.org">',
  '      <e7 xmlns="http://www.ietf.org">',
  '         <e8 xmlns="" xmlns:a="http://www.w3.org">',
  '            <e9 xmlns="" xmlns:a="http://www.ietf.org"/>',
  '         </e8>',
  '      </e7>',
  '   </e6>',
  '</doc>',
].join('\r\n');

const expected = [
  '<doc>',
  '   <e1></e1>',
  '   <e2></e2>',
  '   <e3 id="elem3" name="elem3"></e3>',
  '   <e4 id="elem4" name="elem4"></e4>',
  '   <e5 xmlns="http://example.org" xmlns:a="http://www.w3.org" xmlns:b="http://www.ietf.org" attr="I\'m" attr2="all" b:attr="sorted" a:attr="out"></e5>',
  '   <e6 xmlns:a="http://www.w3.org">',
  '      <e7 xmlns="http://www.ietf.org">',
  '         <e8 xmlns="">',
  '            <e9 xmlns:a="http://www.ietf.org"></e9>',
  '         </e8>',
  '      </e7>',
  '   </e6>',
  '</doc>',
].join('\n');

describe('canonical XML', () => {
  it('writes the W3C example as the recommendation does', () => {
    expect(canonicalXml(parseXml(`<?xml version="1.0"?>\r\n<!-- a comment -->\r\n${given}\r\n`))).toBe(expected);
  });

  it('escapes text and attributes the canonical way', () => {
    const tree = parseXml('<a b="&quot;x&#9;&lt;&amp;>">&lt;&amp;&gt;&#13;\'"<![CDATA[<c>]]></a>');
    expect(canonicalXml(tree)).toBe('<a b="&quot;x&#x9;&lt;&amp;>">&lt;&amp;&gt;&#xD;\'"&lt;c&gt;</a>');
  });

  it('refuses a DOCTYPE, an unknown entity and a mismatched end tag', () => {
    expect(() => parseXml('<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>')).toThrow('DOCTYPE');
    expect(() => parseXml('<a>&x;</a>')).toThrow('unknown entity');
    expect(() => parseXml('<a><b></a>')).toThrow('unexpected end tag');
    expect(() => parseXml('<a></a><b></b>')).toThrow('second root');
  });
});
