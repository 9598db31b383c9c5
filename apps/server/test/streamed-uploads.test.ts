import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLES, toBase64 } from '../src/files/testing/sample-files.ts';
import { usePeople, type PeopleFixture } from './people-fixture.ts';
import { CREATE, DETAIL, callService, insertCategory } from './announcements-fixture.ts';
import type { Envelope } from './harness.ts';

const MB = 1024 * 1024;
const MULTIMEDIA = `mutation($i: AnnouncementMultimediaInput!) {
  uploadAnnouncementMultimedia(inputModel: $i) { isSuccess message messages { code message } data { id } } }`;

/** A video of `mb` megabytes: an MP4 header, then bytes that differ by position (so a range is checkable). */
function video(mb: number): Buffer {
  const bytes = Buffer.alloc(mb * MB);
  SAMPLES.mp4.copy(bytes);
  for (let i = SAMPLES.mp4.length; i < bytes.length; i += 4096) bytes.writeUInt32BE(i, i - (i % 4));
  return bytes;
}

interface UploadAnswer {
  uploadId: string;
  fileName: string;
  size: number;
  extension: string;
}

async function streamUpload(
  p: PeopleFixture,
  bytes: Buffer,
  fileName: string,
  { kinds = 'image,video,pdf', token = p.token, lang = 'tr' } = {},
): Promise<{ status: number; body: Envelope<UploadAnswer> }> {
  const response = await fetch(`${p.server.url}/files/upload?kinds=${kinds}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(fileName),
      'accept-language': lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as Envelope<UploadAnswer> };
}

/**
 * Declares `declared` bytes and keeps writing (1 MB at a time) until the server answers: what the server
 * said, and how much the client managed to hand to its socket before that.
 */
function pushBody(
  url: string,
  declared: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; written: number }> {
  const chunk = Buffer.alloc(MB, 0x61);
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': declared, ...headers },
    });
    const push = () => {
      while (!answered && written < declared) {
        const part = chunk.subarray(0, Math.min(MB, declared - written));
        written += part.length;
        if (!request.write(part)) return void request.once('drain', push);
      }
      if (!answered) request.end();
    };
    request.on('response', (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body, written });
      });
    });
    request.on('error', (error) => (answered ? undefined : reject(error)));
    push();
  });
}

describe('streamed uploads, their limits and ranged serving', () => {
  let p: PeopleFixture;
  usePeople((fixture) => {
    p = fixture;
  });

  it('answers an anonymous 50 MB body before reading it, in bounded memory (16 at once)', async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        pushBody(`${p.server.url}/graphql/media`, 50 * MB, { 'accept-language': 'en' }),
      ),
    );
    clearInterval(sampler);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({
        isSuccess: false,
        messages: [{ code: 'AuthRequired' }],
      });
      // the server answered long before the body was sent (socket buffers hold a few megabytes at most)
      expect(answer.written).toBeLessThan(16 * MB);
    }
    // buffering the bodies would take 16 × 50 MB; the answers cost next to nothing
    expect(peak - before).toBeLessThan(200 * MB);
    // the streamed upload route refuses anonymous bodies the same way
    const upload = await pushBody(`${p.server.url}/files/upload?kinds=video`, 40 * MB, {
      'content-type': 'application/octet-stream',
      'x-file-name': 'a.mp4',
    });
    expect(upload.status).toBe(401);
    expect(upload.written).toBeLessThan(16 * MB);
  });

  it('refuses a file name with a control character before a byte is written, and leaves no file', async () => {
    const filesOf = () =>
      fs.existsSync(path.join(p.server.config.dataDir, 'files'))
        ? fs.readdirSync(path.join(p.server.config.dataDir, 'files'), { recursive: true }).length
        : 0;
    const before = filesOf();
    const answer = await streamUpload(p, SAMPLES.png, 'logo\u0000.png', { lang: 'en' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ isSuccess: false, messages: [{ code: 'FileType' }] });
    expect(filesOf()).toBe(before);
  });

  it('refuses a signed-in body over the limit by its declared length, with the localized FileTooLarge', async () => {
    const media = await pushBody(`${p.server.url}/graphql/media`, 80 * MB, {
      authorization: `Bearer ${p.token}`,
      'accept-language': 'en',
    });
    expect(media.status).toBe(413);
    const body = JSON.parse(media.body) as Envelope;
    expect(body).toMatchObject({ isSuccess: false, messages: [{ code: 'FileTooLarge' }] });
    expect(body.message).toContain('50');
    expect(media.written).toBeLessThan(16 * MB);
    const upload = await pushBody(`${p.server.url}/files/upload?kinds=image`, 3 * MB, {
      authorization: `Bearer ${p.token}`,
      'content-type': 'application/octet-stream',
      'x-file-name': 'a.png',
    });
    expect(upload.status).toBe(413);
    expect(JSON.parse(upload.body)).toMatchObject({ messages: [{ code: 'FileTooLarge' }] });
  });

  it('answers the envelope, not a bare 413, when a chunked body outgrows the limit', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${p.server.url}/graphql/upload`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (text: Buffer) => (body += text.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.write(`{"query":"{ genders { isSuccess } }","pad":"`);
      request.end(`${'x'.repeat(4 * MB)}"}`);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ isSuccess: false, messages: [{ code: 'FileTooLarge' }] });
  });

  it('streams a 30 MB video, attaches it by its upload id once, and serves byte ranges', async () => {
    const bytes = video(30);
    const sent = await streamUpload(p, bytes, 'tanıtım filmi.mp4');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      isSuccess: true,
      data: { fileName: 'tanıtım filmi.mp4', size: 30 * MB, extension: 'mp4' },
    });
    const { uploadId } = sent.body.data;

    const categoryId = await insertCategory(p, 'Videolar', false);
    const user = await p.createUser();
    const created = await p.call<{ id: number }>(CREATE, {
      i: {
        announcement: { title: 'Tanıtım', body: 'İzleyin', categoryId },
        userIds: [user],
        multimedias: [{ fileName: 'tanıtım filmi.mp4', uploadId }],
      },
    });
    expect(created.isSuccess).toBe(true);
    const detail = await p.call<{
      multimedias: { fileName: string; filePath: string; fileExtension: string }[];
    }>(DETAIL, { id: created.data.id });
    const [file] = detail.data.multimedias;
    expect(file).toMatchObject({ fileName: 'tanıtım filmi.mp4', fileExtension: 'mp4' });
    const url = `${p.server.url}${file?.filePath}`;

    const whole = await fetch(url, { method: 'HEAD' });
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-length')).toBe(String(30 * MB));
    const part = await fetch(url, { headers: { range: 'bytes=20000000-20000999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 20000000-20000999/${30 * MB}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(20_000_000, 20_001_000));
    const tail = await fetch(url, { headers: { range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 100));
    const outside = await fetch(url, { headers: { range: `bytes=${40 * MB}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${30 * MB}`);

    // an upload is taken over once
    const again = await callService(p, 'media', MULTIMEDIA, {
      i: { announcementId: created.data.id, fileName: 'tekrar.mp4', uploadId },
    });
    expect(again).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect(again.messages[0]?.message).toContain('yeniden ekleyin');
  });

  it('keeps an upload to its uploader, checks it by its bytes, and wants the file or an upload, not both', async () => {
    const announcement = await p.call<{ id: number }>(CREATE, {
      i: {
        announcement: {
          title: 'Dosyalar',
          body: 'x',
          categoryId: await insertCategory(p, 'Dosyalar', false),
        },
        userIds: [await p.createUser()],
      },
    });
    const announcementId = announcement.data.id;
    const mine = await streamUpload(p, SAMPLES.pdf, 'el kitabı.pdf');
    expect(mine.body.isSuccess).toBe(true);
    const other = await p.server.signInEmployee(p.tenant, 'Başka', 'Yönetici', true);
    const taken = await callService({ ...p, token: other.token }, 'media', MULTIMEDIA, {
      i: { announcementId, fileName: 'el kitabı.pdf', uploadId: mine.body.data.uploadId },
    });
    expect(taken).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    // still the uploader's to use
    const used = await callService(p, 'media', MULTIMEDIA, {
      i: { announcementId, fileName: 'el kitabı.pdf', uploadId: mine.body.data.uploadId },
    });
    expect(used.isSuccess).toBe(true);

    const both = await callService(p, 'media', MULTIMEDIA, {
      i: {
        announcementId,
        fileName: 'a.pdf',
        uploadId: mine.body.data.uploadId,
        fileBase64String: toBase64(SAMPLES.pdf),
      },
    });
    expect(both).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    const neither = await callService(p, 'media', MULTIMEDIA, { i: { announcementId, fileName: 'a.pdf' } });
    expect(neither).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });

    for (const [bytes, name, kinds] of [
      [SAMPLES.html, 'sayfa.mp4', 'video'],
      [SAMPLES.png, 'x.png.html', 'image'],
      [SAMPLES.pdf, 'belge.pdf', 'image'],
      [SAMPLES.png, 'logo.pdf', 'image,pdf'],
    ] as const) {
      const refused = await streamUpload(p, bytes, name, { kinds });
      expect(refused.status, name).toBe(200);
      expect(refused.body, name).toMatchObject({ isSuccess: false, messages: [{ code: 'FileType' }] });
    }
    const noKinds = await streamUpload(p, SAMPLES.png, 'a.png', { kinds: 'exe' });
    expect(noKinds.status).toBe(400);
  });

  it('takes a video over 25 MB as base64 on the media service too (the limit in the README applies)', async () => {
    const bytes = video(26);
    const announcement = await p.call<{ id: number }>(CREATE, {
      i: {
        announcement: { title: 'Büyük', body: 'x', categoryId: await insertCategory(p, 'Büyük', false) },
        userIds: [await p.createUser()],
      },
    });
    const answer = await callService(p, 'media', MULTIMEDIA, {
      i: { announcementId: announcement.data.id, fileName: 'büyük.mp4', fileBase64String: toBase64(bytes) },
    });
    expect(answer.isSuccess).toBe(true);
  });
});
