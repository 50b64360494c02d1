/**
 * A minimal HEIC file as an iPhone writes one: an ISO-BMFF container with brand `heic`, one `hvc1`
 * (HEVC-coded) item and its `hvcC` and `ispe` properties. The coded data is not a real HEVC
 * stream: it never gets that far — the prebuilt libvips sharp ships has no HEVC decoder, which is
 * exactly what the upload must report.
 */
export function heicSample(width = 64, height = 48): Buffer {
  const mdatData = Buffer.alloc(32, 0x11);
  const build = (mdatOffset: number) => {
    const ftyp = box('ftyp', Buffer.concat([ascii('heic'), u32(0), ascii('mif1'), ascii('heic')]));
    const hdlr = fullBox('hdlr', 0, Buffer.concat([u32(0), ascii('pict'), u32(0), u32(0), u32(0), Buffer.from([0])]));
    const pitm = fullBox('pitm', 0, u16(1));
    const iloc = fullBox('iloc', 0, Buffer.concat([Buffer.from([0x44, 0x00]), u16(1), u16(1), u16(0), u16(1), u32(mdatOffset), u32(mdatData.length)]));
    const infe = fullBox('infe', 2, Buffer.concat([u16(1), u16(0), ascii('hvc1'), Buffer.from([0])]));
    const iinf = fullBox('iinf', 0, Buffer.concat([u16(1), infe]));
    const hvcC = box(
      'hvcC',
      Buffer.from([1, 0x01, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 0x5d, 0xf0, 0x00, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f, 0]),
    );
    const ispe = fullBox('ispe', 0, Buffer.concat([u32(width), u32(height)]));
    const ipco = box('ipco', Buffer.concat([hvcC, ispe]));
    const ipma = fullBox('ipma', 0, Buffer.concat([u32(1), u16(1), Buffer.from([2, 0x81, 0x02])]));
    const iprp = box('iprp', Buffer.concat([ipco, ipma]));
    const meta = fullBox('meta', 0, Buffer.concat([hdlr, pitm, iloc, iinf, iprp]));
    return Buffer.concat([ftyp, meta]);
  };
  const head = build(0);
  const file = Buffer.concat([build(head.length + 8), box('mdat', mdatData)]);
  return file;
}

const ascii = (text: string) => Buffer.from(text, 'latin1');
const u16 = (value: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(value);
  return b;
};
const u32 = (value: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(value);
  return b;
};
const box = (type: string, body: Buffer) => Buffer.concat([u32(body.length + 8), ascii(type), body]);
const fullBox = (type: string, version: number, body: Buffer) => box(type, Buffer.concat([Buffer.from([version, 0, 0, 0]), body]));
