/*
 * A file's media type judged by its content (magic bytes), never by its name or the type the
 * client claimed: file-type reads the binary formats from the first bytes; what it does not know
 * and is text is told apart here (PHP, HTML, SVG, XML, plain text), as a browser sniffs markup.
 */
import type { UploadedFile } from '../../../src/file.js';
import { importFailed, optionalPeer } from './optional-peer.js';
import { ownBytes } from './own-bytes.js';

/** What a file's content says it is: its media type and its usual extension (`''` when unknown). */
export interface ContentType {
  readonly mime: string;
  readonly extension: string;
}

/** The bytes read to sniff a file: what file-type names its reasonable detection size. */
export const SNIFF_BYTES = 4100;

const fileType = optionalPeer('file-type', () => import('file-type').catch(importFailed));

/** Binary content file-type does not recognise. */
const UNKNOWN: ContentType = { mime: 'application/octet-stream', extension: '' };
const PLAIN_TEXT: ContentType = { mime: 'text/plain', extension: 'txt' };
const HTML: ContentType = { mime: 'text/html', extension: 'html' };
const SVG: ContentType = { mime: 'image/svg+xml', extension: 'svg' };
const XML: ContentType = { mime: 'text/xml', extension: 'xml' };
const PHP: ContentType = { mime: 'text/x-php', extension: 'php' };

/** Elements that make a document HTML when they come first (the WHATWG MIME sniffing patterns). */
const HTML_FIRST_ELEMENTS = new Set(['html', 'head', 'script', 'iframe', 'h1', 'div', 'font', 'table', 'a', 'style', 'title', 'b', 'body', 'br', 'p']);

/** A byte no text has (libmagic's rule: controls other than BEL, BS, TAB, LF, VT, FF, CR and ESC). */
const isBinaryByte = (byte: number): boolean => (byte < 0x20 && (byte < 7 || (byte > 13 && byte !== 27))) || byte === 0x7f;

/** The head as text for sniffing markup (its byte-order mark read), or undefined when it is not text. */
function textOf(head: Uint8Array): string | undefined {
  const utf16 = utf16Of(head);
  if (utf16 !== undefined) {
    const text = new TextDecoder(utf16).decode(head);
    for (let i = 0; i < text.length; i++) if (isBinaryByte(text.charCodeAt(i))) return undefined;
    return text;
  }
  for (const byte of head) if (isBinaryByte(byte)) return undefined;
  return new TextDecoder('utf-8').decode(head);
}

/** The UTF-16 byte order a head's byte-order mark names, if it has one. */
const utf16Of = (head: Uint8Array): 'utf-16le' | 'utf-16be' | undefined =>
  head[0] === 0xff && head[1] === 0xfe ? 'utf-16le' : head[0] === 0xfe && head[1] === 0xff ? 'utf-16be' : undefined;

const isSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';

/** The first word of `text` (up to a space). */
function wordAt(text: string): string {
  let end = 0;
  while (end < text.length && !isSpace(text[end])) end++;
  return text.slice(0, end);
}

/** The name of the first element of markup, the prolog (`<?xml ?>`, comments, doctypes) skipped, lower case; `doctype:<name>` for a doctype naming one. */
function firstElement(text: string): { readonly name: string; readonly doctype: string; readonly xml: boolean } {
  let at = 0;
  let doctype = '';
  let xml = false;
  for (;;) {
    while (isSpace(text[at]) || text[at] === '\ufeff') at++;
    if (text.startsWith('<?', at)) {
      xml ||= text.startsWith('<?xml', at);
      const end = text.indexOf('?>', at);
      if (end === -1) return { name: '', doctype, xml };
      at = end + 2;
    } else if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at);
      if (end === -1) return { name: '', doctype, xml };
      at = end + 3;
    } else if (text.startsWith('<!', at)) {
      const end = text.indexOf('>', at);
      if (end === -1) return { name: '', doctype, xml };
      const inner = text.slice(at + 2, end);
      if (inner.startsWith('doctype')) doctype = wordAt(inner.slice(7).trimStart());
      at = end + 1;
    } else break;
  }
  if (text[at] !== '<') return { name: '', doctype, xml };
  let end = at + 1;
  while (end < text.length && !isSpace(text[end]) && text[end] !== '>' && text[end] !== '/') end++;
  return { name: text.slice(at + 1, end), doctype, xml };
}

/** What text content is: PHP anywhere in it, HTML or SVG by its first element, XML by its declaration, else plain text. */
function textType(text: string): ContentType {
  const lower = text.toLowerCase();
  if (lower.includes('<?php') || lower.trimStart().startsWith('<?=')) return PHP;
  const { name, doctype, xml } = firstElement(lower);
  if (doctype === 'html' || HTML_FIRST_ELEMENTS.has(name)) return HTML;
  if (name === 'svg' || doctype === 'svg') return SVG;
  return xml ? XML : PLAIN_TEXT;
}

/** The type of a head that is text (PHP, HTML, SVG, XML or plain text); undefined for binary content. */
export function textContentType(head: Uint8Array): ContentType | undefined {
  const text = textOf(head);
  return text === undefined ? undefined : textType(text);
}

/** The content type of the first bytes of a file. */
export async function contentTypeOf(head: Uint8Array, rule: string): Promise<ContentType> {
  const { fileTypeFromBuffer } = await fileType(rule);
  // A UTF-16 byte-order mark looks like an MPEG frame to file-type: text that says so is text.
  const utf16Text = utf16Of(head) === undefined ? undefined : textContentType(head);
  if (utf16Text !== undefined) return utf16Text;
  const detected = head.length === 0 ? undefined : await fileTypeFromBuffer(ownBytes(head));
  // file-type knows XML only by its declaration; an SVG or XHTML document is told apart as text.
  if (detected !== undefined && detected.ext !== 'xml') return { mime: detected.mime, extension: detected.ext };
  return textContentType(head) ?? UNKNOWN;
}

/** Each file's content type, sniffed once however many rules ask. */
const sniffed = new WeakMap<UploadedFile, Promise<ContentType>>();

/** The content type of `file`, from its first `SNIFF_BYTES` bytes only. */
export function sniff(file: UploadedFile, rule: string): Promise<ContentType> {
  let known = sniffed.get(file);
  if (known === undefined) {
    known = file.head(SNIFF_BYTES).then((head) => contentTypeOf(head, rule));
    sniffed.set(file, known);
    // A failed read is the rule's fault now, and read again next time.
    known.catch(() => sniffed.delete(file));
  }
  return known;
}
