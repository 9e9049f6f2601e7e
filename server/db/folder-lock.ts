import { mkdirSync, rmdirSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join, relative, resolve } from 'node:path';

/*
 * The embedded database's folder lock: a Unix socket, `DATA_DIR/server.sock`, on which the
 * process that holds the folder listens. The operating system closes it when that process ends,
 * however it ends (SIGKILL, a crash, a power cut): a connection to a socket nobody listens on
 * is refused, so a stale one is taken over at once. No pid is trusted — a zombie's, a reused
 * one after a reboot, or a container's that is the same at every start.
 *
 * The socket is also the one channel to the running server: `npm run backup` asks it for a
 * backup there (see `askHolder`), and only the process holding the folder can answer.
 */

export const LOCK_SOCKET = 'server.sock';
/** The lock file of earlier versions (a pid): ignored, and removed when the folder is taken. */
const OLD_LOCK_FILE = 'server.lock';
/** Held for the moment of taking over a stale socket, so two starting processes cannot both do it. */
const TAKEOVER = 'server.sock.takeover';
/** Unix socket paths are limited to 107 bytes on Linux. */
const MAX_SOCKET_PATH = 100;

/** Thrown when another live process holds the folder. */
export class FolderLockedError extends Error {
  readonly pid: number | undefined;
  constructor(dir: string, pid: number | undefined) {
    super(`The database in ${dir} is open in another process${pid ? ` (pid ${pid})` : ''}. Stop it first, or use another DATA_DIR.`);
    this.name = 'FolderLockedError';
    this.pid = pid;
  }
}

/** A request from another process, and how to answer it: one line of JSON each way. */
export type LockRequestHandler = (request: Record<string, unknown>) => Promise<Record<string, unknown>>;

export interface FolderLock {
  release(): Promise<void>;
  /** Answers requests sent with `askHolder` (the backup). */
  onRequest(handler: LockRequestHandler): void;
}

/** The socket's path as `listen` and `connect` take it: relative to the working directory when that is shorter. */
function socketPath(dir: string): string {
  const absolute = join(resolve(dir), LOCK_SOCKET);
  const fromHere = relative(process.cwd(), absolute) || LOCK_SOCKET;
  const path = fromHere.length < absolute.length ? fromHere : absolute;
  if (path.length > MAX_SOCKET_PATH) throw new Error(`DATA_DIR's path is too long for its lock socket (${absolute}): use a shorter DATA_DIR.`);
  return path;
}

function listen(path: string): Promise<Server> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolvePromise(server);
    });
  });
}

/** Reads one line of JSON from a socket. */
function readLine(socket: Socket, timeoutMs: number): Promise<Record<string, unknown>> {
  return new Promise((resolvePromise, reject) => {
    let text = '';
    const timer = setTimeout(() => fail(new Error('The process holding the database did not answer.')), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.destroy();
      reject(error);
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end < 0) {
        if (text.length > 65_536) fail(new Error('An answer too long on the lock socket.'));
        return;
      }
      clearTimeout(timer);
      try {
        resolvePromise(JSON.parse(text.slice(0, end)) as Record<string, unknown>);
      } catch {
        reject(new Error('A malformed answer on the lock socket.'));
      }
    });
    socket.once('error', fail);
    socket.once('close', () => fail(new Error('The process holding the database closed the connection.')));
  });
}

/**
 * Connects to the folder's socket: the holder's greeting (`{ pid }`) and the open connection,
 * or undefined when nobody listens there (no socket, or a stale one).
 */
async function reachHolder(path: string, timeoutMs = 5_000): Promise<{ socket: Socket; greeting: Record<string, unknown> } | undefined> {
  const socket = await new Promise<Socket | undefined>((resolvePromise, reject) => {
    const attempt = connect(path);
    attempt.once('connect', () => resolvePromise(attempt));
    attempt.once('error', (error: NodeJS.ErrnoException) => {
      if (['ECONNREFUSED', 'ENOENT', 'ENOTSOCK'].includes(error.code ?? '')) resolvePromise(undefined);
      else reject(error);
    });
  });
  if (!socket) return undefined;
  return { socket, greeting: await readLine(socket, timeoutMs) };
}

/** Sends a request to the process holding `dir` and returns its answer; undefined when no process holds it. */
export async function askHolder(dir: string, request: Record<string, unknown>, timeoutMs = 120_000): Promise<Record<string, unknown> | undefined> {
  const reached = await reachHolder(socketPath(dir));
  if (!reached) return undefined;
  reached.socket.write(`${JSON.stringify(request)}\n`);
  const answer = await readLine(reached.socket, timeoutMs);
  reached.socket.end();
  return answer;
}

/** The pid of the process holding `dir`, or undefined when none does. */
export async function folderHolder(dir: string): Promise<number | undefined> {
  const reached = await reachHolder(socketPath(dir), 2_000).catch(() => undefined);
  if (!reached) return undefined;
  reached.socket.end();
  return typeof reached.greeting.pid === 'number' ? reached.greeting.pid : undefined;
}

function serve(server: Server, handlers: { current?: LockRequestHandler }) {
  server.on('connection', (socket) => {
    socket.on('error', () => socket.destroy());
    socket.write(`${JSON.stringify({ pid: process.pid })}\n`);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end < 0) {
        if (text.length > 65_536) socket.destroy();
        return;
      }
      const line = text.slice(0, end);
      text = '';
      void (async () => {
        let answer: Record<string, unknown>;
        try {
          const request = JSON.parse(line) as Record<string, unknown>;
          answer = handlers.current ? await handlers.current(request) : { error: 'Nothing answers requests here.' };
        } catch (error) {
          answer = { error: (error as Error).message };
        }
        if (!socket.destroyed) socket.end(`${JSON.stringify(answer)}\n`);
      })();
    });
  });
}

/** Takes `dir` for this process, or throws FolderLockedError when a live process holds it. */
export async function lockFolder(dir: string): Promise<FolderLock> {
  mkdirSync(dir, { recursive: true });
  const path = socketPath(dir);
  let server: Server | undefined;
  for (let attempt = 0; attempt < 3 && !server; attempt += 1) {
    try {
      server = await listen(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      const holder = await reachHolder(path, 2_000).then(
        (reached) => reached,
        (error: unknown) => ({ error }),
      );
      if (holder && 'greeting' in holder) {
        holder.socket.end();
        throw new FolderLockedError(resolve(dir), typeof holder.greeting.pid === 'number' ? holder.greeting.pid : undefined);
      }
      if (holder) {
        // Reached but no answer (a holder busy starting or ending): ask again shortly; still so
        // after the last attempt, the folder counts as held.
        await new Promise((done) => setTimeout(done, 200));
        continue;
      }
      // Nobody listens: the socket of a process that ended. Take it over, one process at a time.
      const takeover = join(dir, TAKEOVER);
      try {
        mkdirSync(takeover);
      } catch {
        await new Promise((done) => setTimeout(done, 100));
        continue;
      }
      try {
        if (!(await reachHolder(path, 2_000).catch(() => undefined))) rmSync(path, { force: true });
        server = await listen(path).catch(() => undefined);
      } finally {
        rmdirSync(takeover);
      }
    }
  }
  if (!server) throw new FolderLockedError(resolve(dir), undefined);
  rmSync(join(dir, OLD_LOCK_FILE), { force: true });
  const handlers: { current?: LockRequestHandler } = {};
  serve(server, handlers);
  // The lock must not keep a finished process alive.
  server.unref();
  const held = server;
  return {
    onRequest(handler) {
      handlers.current = handler;
    },
    release: () => new Promise<void>((done) => held.close(() => done())),
  };
}
