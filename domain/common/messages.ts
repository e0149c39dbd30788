/** Spec section 8: what every unexpected failure tells the visitor, on the server and in the browser. */
export const GENERIC_ERROR_MESSAGE = 'Something bad happened; please try again later.';

/** Spec section 8: a request without a valid session (401), on the server and in the browser. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid authentication credentials';

/** A multipart body the server could not parse (cut off, bad boundary, malformed part): the parser's words stay in the log. */
export const UPLOAD_UNREADABLE_MESSAGE = 'The upload could not be read. Please try again.';

/** A form posted in an encoding its page never sends (a browser sends the form's own): the types it takes. */
export const formEncodingMessage = (mediaTypes: readonly string[]) => `Please send this form from its page (as ${mediaTypes.join(' or ')}).`;
