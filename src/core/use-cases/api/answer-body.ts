import { ApiRequestError } from '../../errors';
import type { HttpResponse } from '../../ports';

/** A 2xx answer's body; any other status becomes ApiRequestError(status, body), which every caller of the API expects. */
export function answerBody<T>(response: HttpResponse<T>): T {
  if (response.status >= 200 && response.status < 300) return response.body;
  throw new ApiRequestError(response.status, response.body);
}
