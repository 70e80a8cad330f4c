import { ApiError, NoAuthTokenError, isUnauthorizedError, retryUnlessClientError } from './errors';

describe('retryUnlessClientError', () => {
  it.each([
    ['a 404', new ApiError(404, ''), 0, false],
    ['a 401', new ApiError(401, ''), 0, false],
    ['a missing token', new NoAuthTokenError(), 0, false],
    ['a 503, first failure', new ApiError(503, ''), 0, true],
    ['a 503, third failure', new ApiError(503, ''), 3, false],
    ['a network failure', new TypeError('fetch failed'), 1, true],
  ])('%s -> retry %s', (_name, error, failureCount, expected) => {
    expect(retryUnlessClientError(failureCount as number, error)).toBe(expected);
  });
});

it('isUnauthorizedError is true only for a 401 ApiError', () => {
  expect(isUnauthorizedError(new ApiError(401, ''))).toBe(true);
  expect(isUnauthorizedError(new ApiError(403, ''))).toBe(false);
  expect(isUnauthorizedError(new Error('Request failed'))).toBe(false);
});

it('ApiError has no code when the body is not the contract error shape', () => {
  expect(new ApiError(500, 'oops').code).toBeUndefined();
  expect(new ApiError(500, null).code).toBeUndefined();
});
