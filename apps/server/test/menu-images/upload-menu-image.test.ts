import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES } from '@tavola/domain/schemas/menu-image';
import { imageFilesOf, publishImages } from '../../src/modules/restaurant/import/image-files.ts';
import { signedInManager } from '../manager/support.ts';
import { heicSample } from './heic-sample.ts';
import { cameraJpeg, createImageTestApp, logoPng, plainWebp, type ImageTestApp } from './support.ts';

/** A PNG whose header claims a huge canvas, with one row of data: a decompression bomb's front. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grey, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(width + 1))), chunk('IEND', Buffer.alloc(0))]);
}

let a: ImageTestApp;
beforeAll(async () => {
  a = await createImageTestApp();
}, 60_000);
afterAll(() => a.close());

const HASHED = /^menu\/[0-9a-f]{32}\.webp$/;
const fileOf = (url: string) => path.join(a.uploadsDir, url.replace(/^\/uploads\//, ''));
const menuFolder = () => path.join(a.uploadsDir, 'restaurants', 'demo', 'menu');
const listMenuFolder = async () => (await readdir(menuFolder()).catch(() => [] as string[])).sort();

describe('POST api/owner/images', () => {
  it('turns a camera photo upright, keeps it at the dish widths as WebP and AVIF, and drops its EXIF and GPS', async () => {
    const photo = await cameraJpeg();
    expect((await sharp(photo).metadata()).exif?.includes('TavolaTestCam')).toBe(true);

    const answer = await a.upload(photo);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message.code).toBe('image_uploaded');
    const data = answer.body.data;
    expect(data.image).toMatch(HASHED);
    const hash = data.image.slice('menu/'.length, -'.webp'.length);
    expect(data.url).toBe(`/uploads/restaurants/demo/${data.image}`);
    // 1600×1200 stored on its side → 1200×1600 upright; 1200 is below the largest width, kept as it is.
    expect([data.width, data.height]).toEqual([1200, 1600]);
    expect(data.variants).toEqual(
      [320, 640, 1280].flatMap((width) => [
        { width, url: `/uploads/restaurants/demo/menu/${hash}-${width}.webp`, type: 'image/webp' },
        { width, url: `/uploads/restaurants/demo/menu/${hash}-${width}.avif`, type: 'image/avif' },
      ]),
    );

    const expectedWidth: Record<number, number> = { 320: 320, 640: 640, 1280: 1200 };
    for (const variant of [...data.variants, { width: 1280, url: data.url, type: 'image/webp' }]) {
      const bytes = await readFile(fileOf(variant.url));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(variant.type === 'image/webp' ? 'webp' : 'heif');
      if (variant.type === 'image/avif') expect(meta.compression).toBe('av1');
      expect(meta.width).toBe(expectedWidth[variant.width]);
      expect(meta.height).toBe(Math.round((expectedWidth[variant.width]! * 4) / 3));
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes('TavolaTestCam')).toBe(false);
      expect(bytes.includes('tavola-test')).toBe(false);
    }

    // The stored top-left corner (red) is the upright image's top-right corner after a quarter turn.
    const { data: pixels, info } = await sharp(fileOf(data.url)).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...pixels.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [r1, , b1] = at(info.width - 20, 20);
    const [r2, , b2] = at(20, 20);
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
    expect(r2).toBeLessThan(60);
  });

  it('gives the same upload the same name without writing again, and another kind another name', async () => {
    const photo = await cameraJpeg();
    const first = await a.upload(photo);
    const mainFile = fileOf(first.body.data.url);
    const written = (await stat(mainFile)).mtimeMs;
    const files = await listMenuFolder();

    const again = await a.upload(photo);
    expect(again.statusCode).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect((await stat(mainFile)).mtimeMs).toBe(written);
    expect(await listMenuFolder()).toEqual(files);

    const asHero = await a.upload(photo, { kind: 'hero' });
    expect(asHero.body.data.image).not.toBe(first.body.data.image);
    expect(asHero.body.data.variants.map((v: { width: number }) => v.width)).toEqual([640, 640, 1280, 1280, 1920, 1920]);
    // No temporary file is left behind.
    expect((await listMenuFolder()).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('keeps a small PNG logo at its own size with its transparency, whatever type the browser declared', async () => {
    const answer = await a.upload(await logoPng(), { kind: 'logo', type: 'image/jpeg' });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    expect([answer.body.data.width, answer.body.data.height]).toEqual([200, 100]);
    const small = await sharp(fileOf(answer.body.data.variants[0].url)).metadata();
    expect([small.width, small.height, small.hasAlpha]).toEqual([160, 80, true]);
    const large = await sharp(fileOf(answer.body.data.variants[2].url)).metadata();
    expect([large.width, large.height]).toEqual([200, 100]);
  });

  it('takes a WebP sent as application/octet-stream or without a type (a file the browser cannot name)', async () => {
    const answer = await a.upload(await plainWebp(), { kind: 'category', type: 'application/octet-stream' });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    expect([answer.body.data.width, answer.body.data.height]).toEqual([640, 427]);
    const untyped = await a.t.app.inject({
      method: 'POST',
      url: '/api/owner/images?kind=category',
      payload: await plainWebp(),
      // fetch(url, { body: file }) of a file without a type sends no Content-Type at all
      headers: { authorization: `Bearer ${a.owner}`, 'content-type': undefined },
    });
    expect(untyped.statusCode, untyped.body).toBe(201);
  });

  it('refuses SVG, GIF and PDF with a coded 415, whatever type is declared', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    for (const [bytes, type] of [
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
      [gif, 'image/gif'],
      [Buffer.from('%PDF-1.7\n…'), 'application/pdf'],
    ] as const) {
      const answer = await a.upload(bytes, { type });
      expect(answer.statusCode, type).toBe(415);
      expect(answer.body.message.code).toBe('image_type_unsupported');
    }
  });

  it('refuses JSON and text bodies as not an image', async () => {
    const json = await a.t.call({ method: 'POST', url: '/api/owner/images', payload: { image: 'x' }, token: a.owner });
    expect([json.statusCode, json.body.message.code]).toEqual([415, 'image_type_unsupported']);
    const text = await a.t.call({ method: 'POST', url: '/api/owner/images', payload: 'hello', headers: { 'content-type': 'text/plain' }, token: a.owner });
    expect([text.statusCode, text.body.message.code]).toEqual([415, 'image_type_unsupported']);
  });

  it('answers 422 image_unreadable for garbage, a truncated JPEG and an empty body', async () => {
    const photo = await cameraJpeg();
    const jpegHeadGarbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x5a)]);
    for (const bytes of [Buffer.from('definitely not an image, just words'), jpegHeadGarbage, photo.subarray(0, photo.length >> 1), Buffer.alloc(0)]) {
      const answer = await a.upload(bytes);
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body.message.code).toBe('image_unreadable');
    }
  });

  it('says that an iPhone HEIC photo cannot be read (no HEVC decoder in the prebuilt libvips)', async () => {
    const answer = await a.upload(heicSample(), { type: 'image/heic' });
    expect(answer.statusCode).toBe(415);
    expect(answer.body.message.code).toBe('image_heic_unsupported');
  });

  it('refuses an upload over the limit with 413 image_too_large naming the limit', async () => {
    const files = await listMenuFolder();
    const answer = await a.upload(Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1, 0xff), { type: 'image/jpeg' });
    expect(answer.statusCode).toBe(413);
    expect(answer.body.message.code).toBe('image_too_large');
    expect(answer.body.message.body).toContain('15');
    expect(await listMenuFolder()).toEqual(files);
  });

  it('refuses a picture claiming more than 100 megapixels before decoding it', async () => {
    const answer = await a.upload(pngClaiming(20_000, 20_000), { type: 'image/png' });
    expect([answer.statusCode, answer.body.message.code]).toEqual([413, 'image_too_large']);
  });

  it('refuses an unknown kind', async () => {
    const answer = await a.upload(await plainWebp(), { kind: 'poster' });
    expect(answer.statusCode).toBe(422);
  });

  it('is for owners only: 403 owner_only for a manager, manager_only for a guest, 401 without a token', async () => {
    const manager = await signedInManager(a.t, a.restaurantId, 'shift@images.test');
    const photo = await plainWebp();
    const asManager = await a.upload(photo, { token: manager });
    expect([asManager.statusCode, asManager.body.message.code]).toEqual([403, 'owner_only']);
    const asGuest = await a.upload(photo, { token: await a.t.publicToken() });
    expect([asGuest.statusCode, asGuest.body.message.code]).toEqual([403, 'manager_only']);
    const anonymous = await a.upload(photo, { token: null });
    expect([anonymous.statusCode, anonymous.body.message.code]).toEqual([401, 'token_required']);
  });
});

describe('an uploaded image in an import file', () => {
  it('travels with its variants: the import publishes every size the srcset names', async () => {
    const uploaded = (await a.upload(await plainWebp(), { kind: 'category' })).body.data;
    const store = path.join(a.uploadsDir, 'restaurants', 'demo');
    const files = await imageFilesOf(store, uploaded.image);
    const hash = uploaded.image.slice('menu/'.length, -'.webp'.length);
    expect(files).toEqual([uploaded.image, ...['320.avif', '320.webp', '640.avif', '640.webp'].map((end) => `menu/${hash}-${end}`)]);

    const elsewhere = await mkdtemp(path.join(tmpdir(), 'tavola-images-publish-'));
    try {
      await publishImages([{ path: 'categories.0.image', value: uploaded.image }], 'copy', { sourceDir: store, uploadsDir: elsewhere });
      for (const file of files) expect((await stat(path.join(elsewhere, 'restaurants', 'copy', file))).size).toBeGreaterThan(0);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
    expect(await imageFilesOf(store, 'images/pizza.jpg')).toEqual(['images/pizza.jpg']);
  });
});

describe('GET /uploads of an uploaded image', () => {
  it('serves the hashed files as WebP and AVIF, cached for a year as immutable', async () => {
    const uploaded = (await a.upload(await cameraJpeg())).body.data;
    const main = await a.t.call({ method: 'GET', url: uploaded.url, token: null });
    expect(main.statusCode).toBe(200);
    expect(main.headers['content-type']).toBe('image/webp');
    expect(main.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const avif = await a.t.call({ method: 'GET', url: uploaded.variants[1].url, token: null });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the short cache for an imported image that may be replaced under its name', async () => {
    await mkdir(path.join(a.uploadsDir, 'restaurants', 'demo'), { recursive: true });
    await writeFile(path.join(a.uploadsDir, 'restaurants', 'demo', 'pizza.webp'), await plainWebp(20, 20));
    const answer = await a.t.call({ method: 'GET', url: '/uploads/restaurants/demo/pizza.webp', token: null });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never serves a file half written (temporary files are dot files)', async () => {
    await mkdir(menuFolder(), { recursive: true });
    await writeFile(path.join(menuFolder(), '.0123456789abcdef0123456789abcdef.webp.x.tmp'), 'half');
    const answer = await a.t.call({ method: 'GET', url: '/uploads/restaurants/demo/menu/.0123456789abcdef0123456789abcdef.webp.x.tmp', token: null });
    expect(answer.statusCode).toBe(404);
  });
});
