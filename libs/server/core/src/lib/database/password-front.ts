import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const ITERATIONS = 4096;

const hmac = (key: Buffer, data: string | Buffer) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

/** A backend message: type byte, Int32 length (counting itself), body. */
function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

function auth(code: number, data = ''): Buffer {
  const body = Buffer.alloc(4 + Buffer.byteLength(data));
  body.writeInt32BE(code, 0);
  body.write(data, 4);
  return message('R', body);
}

const refusal = message('E', Buffer.from('SFATAL\0VFATAL\0C28P01\0Mpassword authentication failed\0\0', 'latin1'));

/**
 * PGlite (through @electric-sql/pglite-socket 0.2) authenticates nobody: any local process reaching
 * its socket is in. So it listens on a Unix socket in a private (0700) folder, and this front, the only
 * TCP door, asks for the password with SCRAM-SHA-256, as PostgreSQL does, before joining the client to
 * it. The password never crosses the socket, and the front keeps only the keys derived from it.
 */
export class PasswordFront {
  private constructor(
    private readonly server: Server,
    private readonly sockets: Set<Socket>,
  ) {}

  static async start(password: string, upstreamPath: string): Promise<{ front: PasswordFront; port: number }> {
    const salt = randomBytes(16);
    const salted = pbkdf2Sync(password, salt, ITERATIONS, 32, 'sha256');
    const keys = { stored: sha256(hmac(salted, 'Client Key')), server: hmac(salted, 'Server Key'), salt: salt.toString('base64') };
    const sockets = new Set<Socket>();
    const server = createServer((socket) => {
      // Small request/response messages: Nagle's delay would add tens of ms to every query.
      socket.setNoDelay(true);
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      handshake(socket, keys, upstreamPath);
    });
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
    return { front: new PasswordFront(server, sockets), port: (server.address() as AddressInfo).port };
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

interface Keys {
  stored: Buffer;
  server: Buffer;
  salt: string;
}

/** Startup (SSL/GSS refused: loopback), SASL initial response, SASL response; then the bytes pass through. */
function handshake(socket: Socket, keys: Keys, upstreamPath: string): void {
  let buffered = Buffer.alloc(0);
  let startup: Buffer | null = null;
  let exchange: { clientFirstBare: string; serverFirst: string; nonce: string; gs2: string } | null = null;
  const fail = () => socket.end(refusal);
  socket.on('error', () => socket.destroy());

  const onData = (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (;;) {
      // The startup packet has no type byte; every later message has one.
      const offset = startup ? 1 : 0;
      if (buffered.length < offset + 4) return;
      const length = buffered.readInt32BE(offset);
      if (length < 4 || length > 10_000) return fail();
      if (buffered.length < offset + length) return;
      const packet = buffered.subarray(0, offset + length);
      buffered = buffered.subarray(offset + length);

      if (!startup) {
        const code = packet.readInt32BE(4);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          socket.write('N');
          continue;
        }
        if (code !== 196608) return socket.destroy();
        startup = Buffer.from(packet);
        socket.write(auth(10, 'SCRAM-SHA-256\0\0'));
        continue;
      }
      if (packet[0] !== 0x70) return fail();
      const body = packet.subarray(5);
      if (!exchange) {
        const end = body.indexOf(0);
        if (body.subarray(0, end).toString() !== 'SCRAM-SHA-256') return fail();
        const clientFirst = body.subarray(end + 5).toString();
        const match = /^([ny]),,(n=[^,]*,r=([^,]+))$/.exec(clientFirst);
        if (!match) return fail();
        const nonce = match[3] + randomBytes(18).toString('base64');
        const serverFirst = `r=${nonce},s=${keys.salt},i=${ITERATIONS}`;
        exchange = { clientFirstBare: match[2], serverFirst, nonce, gs2: `${match[1]},,` };
        socket.write(auth(11, serverFirst));
        continue;
      }
      const clientFinal = body.toString();
      const match = /^(c=([^,]*),r=([^,]*)),p=([^,]*)$/.exec(clientFinal);
      if (!match || match[3] !== exchange.nonce || match[2] !== Buffer.from(exchange.gs2).toString('base64')) return fail();
      const authMessage = `${exchange.clientFirstBare},${exchange.serverFirst},${match[1]}`;
      const proof = Buffer.from(match[4], 'base64');
      const signature = hmac(keys.stored, authMessage);
      if (proof.length !== signature.length) return fail();
      const clientKey = Buffer.from(proof.map((b, i) => b ^ signature[i]));
      if (!timingSafeEqual(sha256(clientKey), keys.stored)) return fail();
      socket.write(auth(12, `v=${hmac(keys.server, authMessage).toString('base64')}`));

      // Authenticated: PGlite gets the startup packet (it answers AuthenticationOk) and the rest as is.
      socket.off('data', onData);
      const upstream = connect(upstreamPath);
      upstream.on('error', () => socket.destroy());
      socket.on('close', () => upstream.destroy());
      upstream.on('close', () => socket.destroy());
      upstream.write(startup);
      if (buffered.length) upstream.write(buffered);
      socket.pipe(upstream);
      upstream.pipe(socket);
      return;
    }
  };
  socket.on('data', onData);
}
