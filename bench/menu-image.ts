import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@tavola/domain/schemas/menu-image';
import { renderImage } from '../apps/server/src/modules/menu-images/image-pipeline.ts';

/**
 * One owner's phone photo through the upload pipeline (decision 082): a 12-megapixel JPEG (4000×3000,
 * noisy like a real photo, so neither decoder nor encoders get an easy flat image) decoded, turned and
 * rendered at the dish widths as WebP and AVIF. In process, without HTTP: the figure is the pipeline's.
 */
export async function runMenuImageBench(
  rounds = 3,
): Promise<{ megapixels: number; inputBytes: number; ms: number[]; cpuMs: number[]; outputBytes: number }> {
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(1.5)
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const ms: number[] = [];
  // CPU time of the process (libvips' threads included): on a busy shared host the wall time mostly waits.
  const cpuMs: number[] = [];
  let outputBytes = 0;
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const rendered = await renderImage(photo, 'jpeg', IMAGE_WIDTHS.dish);
    ms.push(Math.round(performance.now() - started));
    const used = process.cpuUsage(cpu);
    cpuMs.push(Math.round((used.user + used.system) / 1000));
    outputBytes = rendered.files.reduce((sum, file) => sum + file.data.length, 0);
  }
  return { megapixels: 12, inputBytes: photo.length, ms, cpuMs, outputBytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await runMenuImageBench());
}
