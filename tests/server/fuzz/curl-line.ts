import type { FuzzBody, ResolvedCase } from './fuzz-case.ts';

// A failing case as a shell line to send it again by hand: method, URL, every header and the
// body. A huge or deep body is piped in from a pattern instead of being printed whole.
export function curlLine({ request, body }: ResolvedCase): string {
  const headers = Object.entries(request.headers).map(([name, value]) => `-H ${quoted(`${name}: ${value}`)}`);
  const curl = ['curl', '-i', '-X', request.method, quoted(request.url), ...headers];
  if (body === null || request.method === 'GET' || request.method === 'HEAD') return curl.join(' ');
  if (body.kind === 'repeated') return `${pattern(body)} | ${[...curl, '--data-binary', '@-'].join(' ')}`;
  return [...curl, '--data-binary', quoted(printable(body))].join(' ');
}

function printable(body: Exclude<FuzzBody, { kind: 'repeated' }>): string | Uint8Array {
  if (body.kind === 'bytes') return body.bytes;
  if (body.kind === 'text') return body.text;
  return JSON.stringify({ events: body.events });
}

function pattern(body: Extract<FuzzBody, { kind: 'repeated' }>): string {
  const steps = body.parts.map((part) =>
    typeof part === 'string' ? `printf %s ${quoted(part)}` : `yes ${quoted(part.text)} | head -n ${part.times} | tr -d '\\n'`,
  );
  return `{ ${steps.join('; ')}; }`;
}

/** Bash's $'…' quoting: printable ASCII as it is, every other byte as \xNN. */
function quoted(text: string | Uint8Array): string {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  let out = '';
  for (const byte of bytes) {
    if (byte === 0x27 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\x${byte.toString(16).padStart(2, '0')}`;
  }
  return `$'${out}'`;
}
