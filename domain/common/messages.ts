/** Spec section 8: what every unexpected failure tells the visitor, on the server and in the browser. */
export const GENERIC_ERROR_MESSAGE = 'Something bad happened; please try again later.';
