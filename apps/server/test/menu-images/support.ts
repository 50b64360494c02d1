import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { findRestaurantBySlug } from '../../src/modules/restaurant/repo.ts';
import { signedInManager } from '../manager/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

export interface ImageTestApp {
  t: TestApp;
  restaurantId: number;
  uploadsDir: string;
  /** An owner's token for the demo restaurant. */
  owner: string;
  upload(bytes: Buffer, options?: { kind?: string; type?: string; token?: string | null }): ReturnType<TestApp['call']>;
  close(): Promise<void>;
}

/** A test app whose upload store is a folder of its own, with an owner signed in. */
export async function createImageTestApp(): Promise<ImageTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tavola-images-'));
  const t = await createTestApp({ dataDir });
  const restaurant = await findRestaurantBySlug(t.database.db, 'demo');
  if (!restaurant) throw new Error('no demo restaurant');
  const owner = await signedInManager(t, restaurant.id, 'owner@images.test', undefined, 'owner');
  return {
    t,
    restaurantId: restaurant.id,
    uploadsDir: path.join(dataDir, 'uploads'),
    owner,
    upload: (bytes, { kind, type = 'image/jpeg', token = owner } = {}) =>
      t.call({
        method: 'POST',
        url: `/api/owner/images${kind ? `?kind=${kind}` : ''}`,
        payload: bytes,
        headers: { 'content-type': type },
        token,
      }),
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A phone photo as a camera stores it: 1600×1200 pixels lying on their side with EXIF orientation 6
 * (turn 90° clockwise to show), a red block in the stored top-left corner, a camera name and a GPS
 * position.
 */
export async function cameraJpeg(): Promise<Buffer> {
  const red = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TavolaTestCam', Software: 'tavola-test' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 22/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '8/1 32/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A small PNG with transparency (a logo). */
export async function logoPng(): Promise<Buffer> {
  return sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } }).png().toBuffer();
}

export async function plainWebp(width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#888800' } }).webp().toBuffer();
}
