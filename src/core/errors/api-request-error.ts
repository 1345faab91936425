/** An HTTP answer with a non-2xx status, as the authenticated API client hands it to its caller. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    /** The parsed JSON body (or text) the server sent; may be anything. */
    readonly body: unknown,
    message = `Request failed with status ${status}`,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}
