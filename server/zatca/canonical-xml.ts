// Canonical XML 1.1 (W3C, 2008) without comments, for documents the way our tree holds them:
// no declaration, namespace declarations first (default, then by prefix) and dropped when an
// output ancestor already declares the same, other attributes by namespace URI then local
// name, empty elements as a start and an end tag, and C14N's escaping of text and attributes.
import { isElement, type XmlElement } from './xml-tree.ts';

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;');

const escapeAttribute = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#x9;')
    .replace(/\n/g, '&#xA;')
    .replace(/\r/g, '&#xD;');

const isNamespaceDeclaration = (name: string): boolean => name === 'xmlns' || name.startsWith('xmlns:');

type Scope = ReadonlyMap<string, string>;

function sortedAttributes(node: XmlElement, scope: Scope): [string, string][] {
  const namespaceOf = (name: string): string => (name.includes(':') ? (scope.get(name.split(':')[0]!) ?? '') : '');
  const localOf = (name: string): string => name.split(':').pop()!;
  return Object.entries(node.attributes)
    .filter(([name]) => !isNamespaceDeclaration(name))
    .sort(([a], [b]) => compare(namespaceOf(a), namespaceOf(b)) || compare(localOf(a), localOf(b)));
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function write(node: XmlElement, rendered: Scope, out: string[]): void {
  const scope = new Map(rendered);
  const declarations: [string, string][] = [];
  for (const [name, uri] of Object.entries(node.attributes)) {
    if (!isNamespaceDeclaration(name)) continue;
    const prefix = name === 'xmlns' ? '' : name.slice(6);
    if ((rendered.get(prefix) ?? '') === uri) continue;
    scope.set(prefix, uri);
    declarations.push([name, uri]);
  }
  declarations.sort(([a], [b]) => compare(a, b));
  out.push('<', node.name);
  for (const [name, value] of [...declarations, ...sortedAttributes(node, scope)]) out.push(' ', name, '="', escapeAttribute(value), '"');
  out.push('>');
  for (const child of node.children) {
    if (isElement(child)) write(child, scope, out);
    else out.push(escapeText(child));
  }
  out.push('</', node.name, '>');
}

export function canonicalXml(root: XmlElement): string {
  const out: string[] = [];
  write(root, new Map(), out);
  return out.join('');
}
