import { IMAGE_FIELDS } from '../../domain/directory/submission';

/**
 * A listing's new images from an editor's form (the admin's, the owner's): the chosen files only, since an input
 * left empty is sent by the browser as an empty file, which is no new image.
 */
export function chosenImages(form: FormData): FormData {
  const images = new FormData();
  for (const field of IMAGE_FIELDS) {
    const file = form.get(field);
    if (typeof file !== 'string' && file && file.size > 0) images.set(field, file);
  }
  return images;
}
