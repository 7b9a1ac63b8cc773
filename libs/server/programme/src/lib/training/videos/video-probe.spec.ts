import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { probeVideo } from './video-probe';

const root = join(__dirname, '../../../../../../../apps/api');
const fixture = (path: string) => readFileSync(join(root, path));
const probe = (bytes: Buffer) => probeVideo(async (start, end) => bytes.subarray(start, end + 1), bytes.length);

describe('probeVideo', () => {
  it('reads the type and length of an MP4 (H.264/AAC), its index at the end or at the start, and of a WebM (VP9/Opus)', async () => {
    const atEnd = await probe(fixture('test/fixtures/videos/moov-at-end.mp4'));
    expect(atEnd).toEqual({ contentType: 'video/mp4', durationSeconds: expect.closeTo(3, 0) });
    const demo = await probe(fixture('demo/training/demo.mp4'));
    expect(demo).toEqual({ contentType: 'video/mp4', durationSeconds: expect.closeTo(8, 0) });
    const webm = await probe(fixture('test/fixtures/videos/short.webm'));
    expect(webm).toEqual({ contentType: 'video/webm', durationSeconds: expect.closeTo(3, 0) });
  });

  it('refuses another codec, QuickTime, and files that are no video', async () => {
    expect(await probe(fixture('test/fixtures/videos/mpeg4-video.mp4'))).toEqual({ refusal: 'type' });
    expect(await probe(fixture('test/fixtures/videos/quicktime.mov'))).toEqual({ refusal: 'type' });
    expect(await probe(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'))).toEqual({ refusal: 'type' });
    expect(await probe(Buffer.alloc(4))).toEqual({ refusal: 'type' });
  });

  it('refuses as unreadable a video cut before its index or without a length', async () => {
    const mp4 = fixture('test/fixtures/videos/moov-at-end.mp4');
    // Its index (moov) is at the end: cut, the file has none.
    expect(await probe(mp4.subarray(0, mp4.length - 100))).toEqual({ refusal: 'unreadable' });
    const webm = fixture('test/fixtures/videos/short.webm');
    const noDuration = Buffer.from(webm);
    // The Duration element renamed to an unknown id (0x4489 → 0x4488): tracks readable, length missing.
    const at = noDuration.indexOf(Buffer.from([0x44, 0x89]));
    noDuration[at + 1] = 0x88;
    expect(await probe(noDuration)).toEqual({ refusal: 'unreadable' });
    expect(await probe(webm.subarray(0, 40))).toEqual({ refusal: 'unreadable' });
  });
});
