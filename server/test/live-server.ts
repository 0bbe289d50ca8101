// A real server process (src/main.ts) for the tests that kill, restart or run several of them: its HTTP client,
// start and stop, signing in and out. Runs on the pass's database: PostgreSQL when DATABASE_URL is set, else PGlite
// in the given data folder.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { DEMO_TENANTS } from '../src/seed';

const serverDir = path.resolve(import.meta.dirname, '..');

export interface Answer {
  status: number;
  body: string;
  json<T>(): T;
}

export class LiveServer {
  private process: ChildProcess | null = null;
  private stderr = '';

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get child(): ChildProcess {
    if (!this.process) throw new Error('the server is not running');
    return this.process;
  }

  /** Environment of the server and its operator commands: the database, the data folder, fixed demo passwords. */
  get environment(): NodeJS.ProcessEnv {
    return {
      ...process.env,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      QMS_SEED_DEMO: 'true',
      QMS_DEMO_PASSWORDS: 'fixed',
      QMS_KEY_ENCRYPTION_KEY: Buffer.alloc(32, 'qms-live-server-test').toString('base64'),
      PUBLIC_URL: this.base,
      ...this.env,
    };
  }

  /**
   * An operator command (`node --import tsx <script> …args`) on the same database, answering its output; the
   * server must be stopped on PGlite.
   */
  operator(script: string, args: string[]): string {
    const run = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: serverDir,
      env: this.environment,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`${script} failed: ${run.stdout}${run.stderr}`);
    return run.stdout;
  }

  async start(): Promise<void> {
    if (this.process) throw new Error('the server already runs');
    this.stderr = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: this.environment,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr!.on('data', (chunk) => (this.stderr += chunk));
    this.process = child;
    // a cold start (tsx compiling, migrations, the demo seed's password hashes) on a busy 2-core machine
    for (let i = 0; i < 900; i++) {
      const ready = await this.request('GET', '/ready').catch(() => null);
      if (ready?.status === 200) return;
      if (child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`the server did not become ready: ${this.stderr.slice(-2000)}`);
  }

  /** Ends the process with `signal` and waits for it; answers its exit code (null when killed by the signal). */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    const child = this.process;
    if (!child) return null;
    this.process = null;
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    return new Promise((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill(signal);
    });
  }

  /** One request on a connection of its own. */
  request(
    method: string,
    url: string,
    headers: Record<string, string> = {},
    body?: string | Buffer,
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = http.request(`${this.base}${url}`, { method, headers, agent: false }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, json: <T>() => JSON.parse(text) as T }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  /** A JSON call with a bearer token. */
  call(bearer: string, method: string, url: string, body?: unknown): Promise<Answer> {
    return this.request(
      method,
      url,
      {
        authorization: `Bearer ${bearer}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body === undefined ? undefined : JSON.stringify(body),
    );
  }

  /** The token answer of a demo user's sign-in (password grant of the embedded provider). */
  async grant(email: string): Promise<{ access_token: string; refresh_token: string }> {
    const user = DEMO_TENANTS.flatMap((t) => t.users).find((u) => u.email === email);
    if (!user) throw new Error(`no demo user ${email}`);
    const grant = await this.form('token', {
      grant_type: 'password',
      client_id: 'qms-web',
      username: user.email,
      password: user.fixedPassword,
    });
    if (grant.status !== 200) throw new Error(`sign-in of ${email}: ${grant.status} ${grant.body}`);
    return grant.json();
  }

  /** An access token of a demo user. */
  async signIn(email: string): Promise<string> {
    return (await this.grant(email)).access_token;
  }

  /** A form post to an endpoint of the embedded provider (`token`, `logout`). */
  form(endpoint: string, fields: Record<string, string>): Promise<Answer> {
    return this.request(
      'POST',
      `/realms/qms/protocol/openid-connect/${endpoint}`,
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams(fields).toString(),
    );
  }
}

export const demoPassword = (email: string): string =>
  DEMO_TENANTS.flatMap((t) => t.users).find((u) => u.email === email)!.fixedPassword;
