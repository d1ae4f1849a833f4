import { type RemoteInfo, createSocket } from 'node:dgram';

/** The records a name answers with, or the response code it answers every query with (2 SERVFAIL, 5 REFUSED). */
export interface ZoneEntry {
  readonly mx?: readonly (readonly [preference: number, exchange: string])[];
  readonly a?: readonly string[];
  readonly aaaa?: readonly string[];
  readonly rcode?: number;
}

const TYPE_A = 1;
const TYPE_MX = 15;
const TYPE_AAAA = 28;

/** A name in DNS wire form; `.` (the root, a null MX) is one zero byte. */
function encodeName(name: string): Buffer {
  const labels = name === '.' || name === '' ? [] : name.split('.');
  return Buffer.concat([...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'ascii')])), Buffer.from([0])]);
}

/** An IPv6 address written out in eight groups, as 16 bytes. */
function encodeIPv6(address: string): Buffer {
  return Buffer.concat(address.split(':').map((group) => Buffer.from([Number.parseInt(group, 16) >> 8, Number.parseInt(group, 16) & 0xff])));
}

/**
 * A DNS server on 127.0.0.1 answering from `zone` over UDP: enough for node:dns's resolveMx,
 * resolve4 and resolve6. Unknown names are NXDOMAIN; a known name without records of the asked
 * type answers with none (NODATA). Every question asked is recorded as `type name`.
 */
export async function startDnsServer(zone: Readonly<Record<string, ZoneEntry>>): Promise<{ server: string; questions: string[]; close(): Promise<void> }> {
  const socket = createSocket('udp4');
  const questions: string[] = [];
  socket.on('message', (query: Buffer, peer: RemoteInfo) => {
    let at = 12;
    const labels: string[] = [];
    while (query[at]! > 0) {
      labels.push(query.subarray(at + 1, at + 1 + query[at]!).toString('ascii'));
      at += query[at]! + 1;
    }
    const questionEnd = at + 5;
    const name = labels.join('.').toLowerCase();
    const type = query.readUInt16BE(at + 1);
    questions.push(`${type === TYPE_MX ? 'MX' : type === TYPE_A ? 'A' : type === TYPE_AAAA ? 'AAAA' : type} ${name}`);
    const entry = zone[name];
    const answers: Buffer[] = [];
    if (entry && entry.rcode === undefined) {
      const rdatas =
        type === TYPE_MX
          ? (entry.mx ?? []).map(([preference, exchange]) => Buffer.concat([Buffer.from([preference >> 8, preference & 0xff]), encodeName(exchange)]))
          : type === TYPE_A
            ? (entry.a ?? []).map((address) => Buffer.from(address.split('.').map(Number)))
            : type === TYPE_AAAA
              ? (entry.aaaa ?? []).map(encodeIPv6)
              : [];
      for (const rdata of rdatas) {
        const fixed = Buffer.alloc(12);
        fixed.writeUInt16BE(0xc00c, 0);
        fixed.writeUInt16BE(type, 2);
        fixed.writeUInt16BE(1, 4);
        fixed.writeUInt32BE(60, 6);
        fixed.writeUInt16BE(rdata.length, 10);
        answers.push(fixed, rdata);
      }
    }
    const rcode = entry === undefined ? 3 : (entry.rcode ?? 0);
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    header.writeUInt16BE(0x8180 | rcode, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length / 2, 6);
    socket.send(Buffer.concat([header, query.subarray(12, questionEnd), ...answers]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    server: `127.0.0.1:${socket.address().port}`,
    questions,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
