/** Spec section 8: what every unexpected failure tells the visitor, on the server and in the browser. */
export const GENERIC_ERROR_MESSAGE = 'Something bad happened; please try again later.';

/** A multipart body the server could not parse (cut off, bad boundary, malformed part): the parser's words stay in the log. */
export const UPLOAD_UNREADABLE_MESSAGE = 'The upload could not be read. Please try again.';

/** A form posted in an encoding its page never sends (a browser sends the form's own): the types it takes. */
export const formEncodingMessage = (mediaTypes: readonly string[]) => `Please send this form from its page (as ${mediaTypes.join(' or ')}).`;
