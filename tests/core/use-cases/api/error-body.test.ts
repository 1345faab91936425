import { ApiRequestError } from '../../../../src/core/errors';
import { NetworkError } from '../../../../src/core/ports';
import { errorBodyOf, isUnauthorized } from '../../../../src/core/use-cases';

describe('errorBodyOf', () => {
  it("reads our server's refusal, and nothing of any other failure", () => {
    const body = { code: 'TOO_FAR', message: 'Too far from the location' };
    expect(errorBodyOf(new ApiRequestError(400, body))).toBe(body);
    expect(errorBodyOf(new ApiRequestError(502, '<html>Bad gateway</html>'))).toEqual({});
    expect(errorBodyOf(new NetworkError('Failed to fetch', 'offline'))).toEqual({});
  });
});

describe('isUnauthorized', () => {
  it("is the server's 401 only", () => {
    expect(isUnauthorized(new ApiRequestError(401, {}))).toBe(true);
    expect(isUnauthorized(new ApiRequestError(403, {}))).toBe(false);
    expect(isUnauthorized(new NetworkError('down', 'network'))).toBe(false);
  });
});
