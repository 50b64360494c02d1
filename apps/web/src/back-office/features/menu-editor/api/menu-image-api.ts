import type { ImageKind, UploadedImage } from '@tavola/domain/schemas/menu-image';
import { ownerFetch } from '../../../shared/owner-request.ts';

/** The image's bytes as they are; the server checks, scales (per kind) and stores them. */
export async function uploadImage(file: File, kind: ImageKind): Promise<UploadedImage> {
  const response = await ownerFetch('owner/images', {
    method: 'POST',
    body: file,
    contentType: file.type || 'application/octet-stream',
    query: { kind },
  });
  return ((await response.json()) as { data: UploadedImage }).data;
}
