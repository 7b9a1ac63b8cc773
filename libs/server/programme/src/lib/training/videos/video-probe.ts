import type { VideoType } from '@capsuisse/contracts';

/** Bytes `start` to `end` (both included) of the file, fewer at its end. */
export type ReadRange = (start: number, end: number) => Promise<Buffer>;

/** What the probe found: the type and length read from the file's own structure, or why it is refused. */
export type VideoProbe = { contentType: VideoType; durationSeconds: number } | { refusal: 'type' | 'unreadable' };

// The index (an MP4's moov, a WebM's Info and Tracks) is read whole: a few MB for an hour of video, never more than this.
const INDEX_MAX_BYTES = 64 * 1024 * 1024;
// Top-level boxes or elements walked before giving up: a real file has a handful.
const MAX_ELEMENTS = 10_000;

const MP4_VIDEO = new Set(['avc1', 'avc3']);
const MP4_AUDIO = new Set(['mp4a']);
const WEBM_VIDEO = new Set(['V_VP8', 'V_VP9', 'V_AV1']);
const WEBM_AUDIO = new Set(['A_OPUS', 'A_VORBIS']);
const EBML_MAGIC = 0x1a45dfa3;

/**
 * The video's type and length from its content, never its name: an MP4 (not QuickTime) whose video is H.264 and
 * sound, if any, AAC; or a WebM whose video is VP8/VP9/AV1 and sound Opus/Vorbis. Reads the file's structure by
 * ranges (a few small reads and its index), so a 1 GB upload is checked without being read.
 */
export async function probeVideo(read: ReadRange, size: number): Promise<VideoProbe> {
  if (size < 12) return { refusal: 'type' };
  const head = await read(0, 11);
  if (head.toString('latin1', 4, 8) === 'ftyp') return probeMp4(read, size, head.toString('latin1', 8, 12));
  if (head.readUInt32BE(0) === EBML_MAGIC) return probeWebm(read, size);
  return { refusal: 'type' };
}

// ---- MP4 (ISO BMFF): boxes of [size:u32][type:4cc], size 1 = a u64 size follows, 0 = to the end of the file.

interface Box {
  type: string;
  /** Where the payload starts and ends (exclusive). */
  start: number;
  end: number;
}

function* boxesIn(buffer: Buffer, from: number, to: number): Generator<Box> {
  for (let offset = from, n = 0; offset + 8 <= to && n < MAX_ELEMENTS; n++) {
    const box = boxAt(buffer.subarray(offset, Math.min(to, offset + 16)), offset, to);
    if (!box) return;
    yield box;
    offset = box.end;
  }
}

/** The box whose header `header` holds (read at `offset`), or null when its size does not fit within `limit`. */
function boxAt(header: Buffer, offset: number, limit: number): Box | null {
  if (header.length < 8) return null;
  const small = header.readUInt32BE(0);
  const type = header.toString('latin1', 4, 8);
  let headerSize = 8;
  let size = small;
  if (small === 1) {
    if (header.length < 16) return null;
    size = Number(header.readBigUInt64BE(8));
    headerSize = 16;
  } else if (small === 0) size = limit - offset;
  if (size < headerSize || offset + size > limit) return null;
  return { type, start: offset + headerSize, end: offset + size };
}

const child = (moov: Buffer, parent: Box, type: string): Box | undefined => [...boxesIn(moov, parent.start, parent.end)].find((b) => b.type === type);

async function probeMp4(read: ReadRange, size: number, brand: string): Promise<VideoProbe> {
  // QuickTime's own brand: a .mov renamed, which not every browser plays.
  if (brand === 'qt  ') return { refusal: 'type' };
  let moov: Buffer | null = null;
  // Top-level boxes read header by header: the index (moov) may come first or, as most editors write it, last.
  for (let offset = 0, n = 0; offset + 8 <= size && n < MAX_ELEMENTS; n++) {
    const box = boxAt(await read(offset, offset + 15), offset, size);
    if (!box) break;
    if (box.type === 'moov') {
      if (box.end - offset > INDEX_MAX_BYTES) return { refusal: 'unreadable' };
      moov = await read(offset, box.end - 1);
      break;
    }
    offset = box.end;
  }
  if (!moov) return { refusal: 'unreadable' };
  const root: Box = { type: 'moov', start: 8, end: moov.length };
  // A 64-bit header moves the payload: find it again from the buffer's own start.
  const top = boxAt(moov.subarray(0, 16), 0, moov.length);
  if (top) Object.assign(root, { start: top.start, end: top.end });

  const codecs = { video: [] as string[], audio: [] as string[] };
  for (const trak of boxesIn(moov, root.start, root.end)) {
    if (trak.type !== 'trak') continue;
    const mdia = child(moov, trak, 'mdia');
    const hdlr = mdia && child(moov, mdia, 'hdlr');
    const stsd = mdia && ['minf', 'stbl', 'stsd'].reduce<Box | undefined>((box, type) => box && child(moov as Buffer, box, type), mdia);
    if (!hdlr || !stsd || hdlr.start + 12 > hdlr.end || stsd.start + 16 > stsd.end) continue;
    const handler = moov.toString('latin1', hdlr.start + 8, hdlr.start + 12);
    // stsd: version and flags, the entry count, then the sample entries, each a box named after its codec.
    const format = moov.toString('latin1', stsd.start + 12, stsd.start + 16);
    if (handler === 'vide') codecs.video.push(format);
    if (handler === 'soun') codecs.audio.push(format);
  }
  if (!codecs.video.length || !codecs.video.every((c) => MP4_VIDEO.has(c)) || !codecs.audio.every((c) => MP4_AUDIO.has(c))) return { refusal: 'type' };

  const mvhd = child(moov, root, 'mvhd');
  if (!mvhd || mvhd.start + 32 > mvhd.end) return { refusal: 'unreadable' };
  const version = moov[mvhd.start];
  // Version 1 has 64-bit creation, modification and duration fields; version 0 32-bit ones.
  const timescale = moov.readUInt32BE(mvhd.start + (version === 1 ? 20 : 12));
  const duration = version === 1 ? Number(moov.readBigUInt64BE(mvhd.start + 24)) : moov.readUInt32BE(mvhd.start + 16);
  return withDuration('video/mp4', timescale > 0 ? duration / timescale : 0);
}

// ---- WebM (Matroska's EBML): elements of [id: vint with its marker][size: vint][payload].

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TRACKS = 0x1654ae6b;
const CLUSTER = 0x1f43b675;
const TRACK_ENTRY = 0xae;

interface Element {
  id: number;
  start: number;
  /** Null: unknown size (a live stream's Segment or Cluster). */
  end: number | null;
}

/** The element whose header starts `buffer` (read at `offset`), or null when it is not a valid header. */
function elementAt(buffer: Buffer, offset: number): Element | null {
  const id = vint(buffer, 0, true);
  if (!id || id.length > 4) return null;
  const size = vint(buffer, id.length, false);
  if (!size) return null;
  const start = offset + id.length + size.length;
  return { id: id.value, start, end: size.unknown ? null : start + size.value };
}

function vint(buffer: Buffer, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  if (at >= buffer.length) return null;
  const first = buffer[at];
  const length = first === 0 ? 9 : 9 - Math.floor(Math.log2(first)) - 1;
  if (length > 8 || at + length > buffer.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + buffer[at + i];
    allOnes &&= buffer[at + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function* elementsIn(buffer: Buffer, from: number, to: number): Generator<Element & { end: number }> {
  for (let offset = from, n = 0; offset < to && n < MAX_ELEMENTS; n++) {
    const element = elementAt(buffer.subarray(offset, offset + 12), offset);
    if (!element || element.end === null || element.end > to) return;
    yield element as Element & { end: number };
    offset = element.end;
  }
}

const uint = (buffer: Buffer, e: Element & { end: number }): number => [...buffer.subarray(e.start, e.end)].reduce((v, b) => v * 256 + b, 0);
const float = (buffer: Buffer, e: Element & { end: number }): number =>
  e.end - e.start === 8 ? buffer.readDoubleBE(e.start) : e.end - e.start === 4 ? buffer.readFloatBE(e.start) : NaN;

async function probeWebm(read: ReadRange, size: number): Promise<VideoProbe> {
  const header = elementAt(await read(0, 11), 0);
  if (!header?.end || header.end > size || header.end - header.start > 4096) return { refusal: 'type' };
  const ebml = await read(0, header.end - 1);
  const docType = [...elementsIn(ebml, header.start, header.end)].find((e) => e.id === 0x4282);
  if (!docType || ebml.toString('latin1', docType.start, docType.end).replace(/\0+$/, '') !== 'webm') return { refusal: 'type' };

  const segment = elementAt(await read(header.end, header.end + 11), header.end);
  if (!segment || segment.id !== SEGMENT) return { refusal: 'unreadable' };
  const segmentEnd = Math.min(segment.end ?? size, size);
  let info: Buffer | null = null;
  let tracks: Buffer | null = null;
  // The Segment's children read header by header; Info and Tracks whole. They come before the first Cluster.
  for (let offset = segment.start, n = 0; offset < segmentEnd && n < MAX_ELEMENTS && !(info && tracks); n++) {
    const element = elementAt(await read(offset, offset + 11), offset);
    if (!element || element.id === CLUSTER || element.end === null || element.end > segmentEnd) break;
    if ((element.id === INFO || element.id === TRACKS) && element.end - offset > INDEX_MAX_BYTES) return { refusal: 'unreadable' };
    if (element.id === INFO) info = await read(offset, element.end - 1);
    if (element.id === TRACKS) tracks = await read(offset, element.end - 1);
    offset = element.end;
  }
  if (!tracks) return { refusal: 'unreadable' };

  const codecs = { video: [] as string[], audio: [] as string[] };
  const tracksElement = elementAt(tracks, 0) as Element & { end: number };
  for (const entry of elementsIn(tracks, tracksElement.start, tracksElement.end)) {
    if (entry.id !== TRACK_ENTRY) continue;
    const fields = [...elementsIn(tracks, entry.start, entry.end)];
    const type = fields.find((f) => f.id === 0x83);
    const codec = fields.find((f) => f.id === 0x86);
    const codecId = codec ? tracks.toString('latin1', codec.start, codec.end).replace(/\0+$/, '') : '';
    if (type && uint(tracks, type) === 1) codecs.video.push(codecId);
    if (type && uint(tracks, type) === 2) codecs.audio.push(codecId);
  }
  if (!codecs.video.length || !codecs.video.every((c) => WEBM_VIDEO.has(c)) || !codecs.audio.every((c) => WEBM_AUDIO.has(c))) return { refusal: 'type' };

  if (!info) return { refusal: 'unreadable' };
  const infoElement = elementAt(info, 0) as Element & { end: number };
  const fields = [...elementsIn(info, infoElement.start, infoElement.end)];
  const scale = fields.find((f) => f.id === 0x2ad7b1);
  const duration = fields.find((f) => f.id === 0x4489);
  // TimestampScale: nanoseconds per tick, 1 ms unless said otherwise.
  return withDuration('video/webm', duration ? (float(info, duration) * (scale ? uint(info, scale) : 1_000_000)) / 1e9 : 0);
}

const withDuration = (contentType: VideoType, seconds: number): VideoProbe =>
  Number.isFinite(seconds) && seconds > 0 ? { contentType, durationSeconds: Math.round(seconds * 1000) / 1000 } : { refusal: 'unreadable' };
