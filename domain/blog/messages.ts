/** The blog's texts (spec sections 2 and 8) and its refusals, written once. */

export const BLOG_HEADING = 'The latest and greatest posts';
export const BLOG_SUBTITLE = 'Guides, launch stories and growth tactics for founders: directories, backlinks, SEO and outreach that bring real visitors.';
export const OTHER_ARTICLES_HEADING = 'Other Articles';
export const VIEW_MORE = 'View More';
export const NO_POSTS_YET = 'No posts yet. Check back soon.';
export const RSS_TITLE_SUFFIX = 'Blog';

export const POST_NOT_FOUND = 'Blog post not found';
export const SLUG_TAKEN = 'Another post already uses this slug; please choose another one';
export const COVER_NOT_FOUND = 'The cover image was not found; please upload it again';
export const IMAGE_NOT_FOUND = 'Image not found';
export const IMAGE_IN_USE = (title: string) => `This image is the cover of the post "${title}"; choose another cover for it first`;
export const IMAGE_REQUIRED = 'Please choose an image file to upload (field "image")';
export const IMAGE_TOO_LARGE = 'The image must not exceed 5MB';
export const IMAGE_NOT_AN_IMAGE = 'Please select a valid image file (JPG, PNG, GIF)';
export const EMPTY_SLUG = 'The title has no letters or digits to make a slug from; please enter a slug';
