import { parsePurchaseParams } from './purchase.schema';

describe('parsePurchaseParams', () => {
  it.each([
    [
      'plan and billing type',
      'plan=STANDARD&billingType=YEAR',
      { plan: 'STANDARD', billingType: 'YEAR' },
    ],
    [
      'with trial=true',
      'plan=PROFESSIONAL&billingType=MONTH&trial=true',
      { plan: 'PROFESSIONAL', billingType: 'MONTH', trial: true },
    ],
    [
      'with trial=false',
      'plan=ENTERPRISE&billingType=YEAR&trial=false',
      { plan: 'ENTERPRISE', billingType: 'YEAR', trial: false },
    ],
    [
      'lower-case values',
      'plan=standard&billingType=month',
      { plan: 'STANDARD', billingType: 'MONTH' },
    ],
    [
      'a malformed trial flag (ignored)',
      'plan=STANDARD&billingType=YEAR&trial=maybe',
      { plan: 'STANDARD', billingType: 'YEAR' },
    ],
  ])('reads %s', (_name, search, expected) => {
    const parsed = parsePurchaseParams(new URLSearchParams(search));
    expect(parsed).toEqual(expect.objectContaining(expected));
    expect(parsed?.trial).toBe((expected as { trial?: boolean }).trial);
  });

  it.each([
    ['nothing', ''],
    ['no billing type', 'plan=STANDARD'],
    ['no plan', 'billingType=YEAR&trial=true'],
    ['an unknown plan', 'plan=GOLD&billingType=YEAR'],
    ['an unknown billing type', 'plan=STANDARD&billingType=WEEK'],
    ['an empty plan', 'plan=&billingType=YEAR'],
  ])('gives null (redirect to /products) for %s', (_name, search) => {
    expect(parsePurchaseParams(new URLSearchParams(search))).toBeNull();
  });
});
