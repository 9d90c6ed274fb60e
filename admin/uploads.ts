/**
 * Files picked in an image field (or converted in a video field) and not yet
 * saved: the form holds the editor's own `blob:` URL for each, and the
 * previews show the file from a URL of ours, knowing it by its media type
 * (`image-field.ts` and `video-field.ts` add them, `previews.tsx` reads them).
 */
export const pickedFiles = new Map<string, { url: string; type: string }>();
