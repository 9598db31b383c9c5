import fs from 'node:fs';

/**
 * A real, playable video of `mb` megabytes: a 4-second VP9 clip (e2e/support/clip.mp4, made with
 * `ffmpeg -f lavfi -i testsrc=size=160x120:rate=10 -t 4 -c:v libvpx-vp9 -b:v 40k -g 5`) whose `free` box
 * (an MP4's padding, skipped by every player) is grown so the frames lie `mb` megabytes in. The sample
 * offsets (`stco`) move by the same amount, so the file still plays, and a player reaches its frames by
 * asking for a byte range far into the file.
 */
export function paddedVideo(mb: number): Buffer {
  const clip = fs.readFileSync(new URL('./clip.mp4', import.meta.url));
  const boxes: { type: string; start: number; size: number }[] = [];
  for (let at = 0; at < clip.length; at += clip.readUInt32BE(at))
    boxes.push({ type: clip.toString('latin1', at + 4, at + 8), start: at, size: clip.readUInt32BE(at) });
  const free = boxes.find((box) => box.type === 'free');
  const moov = boxes.find((box) => box.type === 'moov');
  if (!free || !moov) throw new Error('the clip has no free or moov box');
  const growth = mb * 1024 * 1024 - clip.length;
  const padding = Buffer.alloc(free.size + growth);
  padding.writeUInt32BE(free.size + growth, 0);
  padding.write('free', 4, 'latin1');
  const rest = Buffer.from(clip.subarray(free.start + free.size));
  // every chunk offset in the stco tables (in moov, after the free box) moves by the growth
  const moovAt = moov.start - (free.start + free.size);
  for (let at = rest.indexOf('stco', moovAt); at >= 0; at = rest.indexOf('stco', at + 4)) {
    const count = rest.readUInt32BE(at + 8);
    for (let i = 0; i < count; i++) {
      const entry = at + 12 + i * 4;
      rest.writeUInt32BE(rest.readUInt32BE(entry) + growth, entry);
    }
  }
  return Buffer.concat([clip.subarray(0, free.start), padding, rest]);
}
