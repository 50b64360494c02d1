import { ownerFetch } from './owner-request.ts';

export interface UploadedImage {
  /** What the entry's `image` field keeps. */
  image: string;
  url: string;
  width: number;
  height: number;
}

/** The image's bytes as they are; the server checks, scales and stores them. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const response = await ownerFetch('owner/images', {
    method: 'POST',
    body: file,
    contentType: file.type || 'application/octet-stream',
  });
  return ((await response.json()) as { data: UploadedImage }).data;
}
