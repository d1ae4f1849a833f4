// The upload part of `npm run demo`: a real Express server with multer, an avatar route whose
// rules read the file's content; one real PNG uploaded, then a PHP script named photo.jpg.
// Runs standalone too: `node demo/upload.mjs` (after a build).
import { pathToFileURL } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import express from 'express';
import multer from 'multer';
import { MiddlewareValidator } from '../dist/adapters/index.js';
import '../dist/src/index.js';
import { File } from '../dist/src/files.js';

/** A real PNG of `width` x `height` grey pixels. */
function png(width, height) {
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0], 8); // 8-bit greyscale
  const pixels = deflateSync(Buffer.alloc(height * (width + 1), 0x80));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** Uploads `content` as the avatar named `filename`, claiming `type`, and prints the answer. */
async function upload(url, label, content, filename, type) {
  const form = new FormData();
  form.append('name', 'Ada');
  form.append('avatar', new Blob([content], { type }), filename);
  const response = await fetch(url, { method: 'POST', body: form });
  console.log(`  ${label} -> ${response.status}`);
  console.log(`    ${JSON.stringify(await response.json())}`);
}

/** Express 5, multer in memory, and an avatar that must be a real image of at most 2 MB and 1000 px. */
export async function runUploadDemo() {
  const app = express();
  const avatar = File.image().required().max('2mb').dimensions({ maxWidth: 1000, maxHeight: 1000 });
  app.post(
    '/avatar',
    multer({ storage: multer.memoryStorage() }).single('avatar'),
    new MiddlewareValidator().validate({ avatar, name: 'required|string' }, { files: ['avatar'] }).handle((req, res) => res.status(201).json({ saved: req.validatedData })),
  );
  const server = await new Promise((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  const url = `http://127.0.0.1:${server.address().port}/avatar`;
  console.log(`\nUploads: POST ${url} (multipart), the avatar judged by its content`);
  try {
    await upload(url, 'a 640x480 PNG', png(640, 480), 'me.png', 'image/png');
    await upload(url, 'a PHP script named photo.jpg', '<?php system($_GET["c"]);', 'photo.jpg', 'image/jpeg');
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runUploadDemo();
