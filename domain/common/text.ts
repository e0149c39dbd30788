/** Cuts text to max characters and adds the ellipsis when it was longer (the spec's card and SEO rules). */
export function truncate(text: string, max: number, ellipsis = '...'): string {
  return text.length > max ? `${text.slice(0, max)}${ellipsis}` : text;
}
