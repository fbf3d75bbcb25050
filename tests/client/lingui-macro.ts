// `@lingui/core/macro` for jsdom tests: the build compiles Lingui's macros away; here a message
// is its own source text.
export const msg = (source: TemplateStringsArray | { message: string }) => {
  const message = 'message' in source ? source.message : source.join('');
  return { id: message, message };
};
