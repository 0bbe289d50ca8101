/**
 * Release workflow (issue 13): the time to release a process with 10 participants (5 authors, 5 approvers)
 * through the API: start the release, 10 signed approvals (each re-enters its password, checked with scrypt and
 * the sign-in throttle), and the releaser's signed completion. The 10 signers are added to the demo tenant once
 * (owner connection, server stopped), each with a password, and sign in like anyone else.
 */
import http from 'node:http';
import { demoUsers } from '../../support/suite';
import { accessToken, call, mean, ms, type Bench, type Figure } from '../context';

const SIGNERS = 10;
const RUNS = Number(process.env.BENCH_RELEASE_RUNS ?? 5);
const PASSWORD = 'Bench signer password 1';
const signerEmail = (i: number) => `bench.signer.${String(i).padStart(2, '0')}@acme.example`;

/** Adds the signers unless they exist (a kept PostgreSQL bench database has them from an earlier run). */
async function addSigners(bench: Bench): Promise<void> {
  const { addBenchSigners } = await import('@qms/server/bench');
  const database = await bench.openDatabase();
  try {
    const emails = Array.from({ length: SIGNERS }, (_, i) => signerEmail(i + 1));
    await addBenchSigners(database.db, demoUsers.acmeAdmin.email, emails, PASSWORD);
  } finally {
    await database.close();
  }
}

/** A signed-in signer; each signature names the e-mail too (the first of a session must, §11.200(a)(1)(i)). */
async function tokenOf(
  email: string,
  password: string,
): Promise<{ token: string; userId: string; email: string }> {
  const token = await accessToken(email, password);
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: string;
  };
  return { token, userId: claims.sub, email };
}

interface Release {
  dbVersion: number;
  authors: { userId: string; dbVersion: number }[];
  approvers: { userId: string; dbVersion: number }[];
}

async function releaseOnce(
  agent: http.Agent,
  admin: { token: string; userId: string; email: string },
  signers: { token: string; userId: string; email: string }[],
  run: number,
): Promise<number> {
  const created = JSON.parse(
    await call(agent, admin.token, 'POST', '/qms-api/sops', { name: `Bench release ${Date.now()} ${run}` }),
  ) as { sop: { artifactId: string; versionId: string; dbVersion: number } };
  // a release completes only with a Change Description (issue 27.4); written before the clock starts
  await call(
    agent,
    admin.token,
    'PUT',
    `/qms-api/sops/${created.sop.artifactId}/versions/${created.sop.versionId}`,
    { changeDescription: 'Bench release', dbVersion: created.sop.dbVersion },
  );
  const cc = `/qms-api/sops/v/${created.sop.versionId}/change-control/release`;
  const t0 = performance.now();
  let release = JSON.parse(
    await call(agent, admin.token, 'POST', cc, {
      comment: 'Bench release',
      expectedDecider: admin.userId,
      authorUserIds: signers.slice(0, SIGNERS / 2).map((s) => s.userId),
      approverUserIds: signers.slice(SIGNERS / 2).map((s) => s.userId),
    }),
  ) as Release;
  for (const signer of signers) {
    const record = [...release.authors, ...release.approvers].find((p) => p.userId === signer.userId)!;
    release = JSON.parse(
      await call(agent, signer.token, 'PUT', `${cc}/approve`, {
        comment: '',
        dbVersion: record.dbVersion,
        password: PASSWORD,
        email: signer.email,
      }),
    ) as Release;
  }
  await call(agent, admin.token, 'PUT', `${cc}/complete`, {
    dbVersion: release.dbVersion,
    password: demoUsers.acmeAdmin.password,
    email: admin.email,
  });
  return performance.now() - t0;
}

export const release: Figure = {
  name: 'release',
  async run(bench) {
    await bench.ensureStarted(); // the first start seeds the demo tenant the signers join
    await bench.stop();
    await addSigners(bench);
    await bench.start();
    const admin = await tokenOf(demoUsers.acmeAdmin.email, demoUsers.acmeAdmin.password);
    const signers = [];
    for (let i = 1; i <= SIGNERS; i++) signers.push(await tokenOf(signerEmail(i), PASSWORD));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await releaseOnce(agent, admin, signers, 0); // warm-up
      const times: number[] = [];
      for (let run = 1; run <= RUNS; run++) times.push(await releaseOnce(agent, admin, signers, run));
      times.sort((a, b) => a - b);
      bench.row(
        `release a process with ${SIGNERS} participants through the API (start, ${SIGNERS} signed approvals, signed complete), ${RUNS} runs`,
        `mean ${ms(mean(times))}, min ${ms(times[0]!)}, max ${ms(times[times.length - 1]!)}`,
      );
      bench.goal({
        figure: `release with ${SIGNERS} participants (mean)`,
        value: ms(mean(times)),
        goal: '(none)',
        holds: null,
      });
    } finally {
      agent.destroy();
    }
  },
};
