// Messages render from their English defaults in tests; react-intl reports each one as a missing
// translation, which is expected here and would only drown real failures.
const originalError = console.error;
console.error = (...args: unknown[]) => {
  const first = args[0];
  const text = typeof first === 'string' ? first : first instanceof Error ? first.message : '';
  if (text.includes('MISSING_TRANSLATION') || text.includes('Missing message')) return;
  originalError(...args);
};
