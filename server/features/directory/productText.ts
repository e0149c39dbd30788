/** How a product's submitted texts are stored (the submission and the admin's editor alike). */

// A one-line field keeps one line (names end up in page titles and admin lists).
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A description with one kind of line break, whatever the browser sent. */
export const plainDescription = (text: string) => text.replace(/\r\n?/g, '\n');
