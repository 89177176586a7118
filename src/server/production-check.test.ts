// Production refuses demo settings (issue 7 §5): the check as a unit, and the real server started from source with
// NODE_ENV=production, which must exit with the message before it opens anything.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { loadPaymentConfig } from './integrations/payments/config';
import { demoSettings, refusalMessage } from './production-check';

const LIVE = {
  SEED_DEMO: '0', PAYMENT_PROVIDER: 'braintree,paypal', PUBLIC_URL: 'https://shop.example.com',
  WIRE_BENEFICIARY: 'Shop Ltd', WIRE_BANK: 'Bank', WIRE_BANK_ADDRESS: 'Street 1', WIRE_SWIFT: 'BANKXXXX', WIRE_ACCOUNT_USD: '1', WIRE_ACCOUNT_CNY: '2',
};
const check = (env: NodeJS.ProcessEnv) => demoSettings(loadConfig(env), loadPaymentConfig(env), env);

describe('demo settings in production', () => {
  it('names each: demo accounts, the sandbox provider, demo bank details, a localhost PUBLIC_URL', () => {
    const problems = check({});
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/SEED_DEMO=0[\s\S]*PAYMENT_PROVIDER[\s\S]*WIRE_BENEFICIARY[\s\S]*PUBLIC_URL/);
    expect(check(LIVE)).toEqual([]);
    expect(check({ ...LIVE, WIRE_SWIFT: '' })).toEqual([expect.stringContaining('WIRE_SWIFT')]);
    expect(refusalMessage(problems)).toContain('ALLOW_DEMO_IN_PRODUCTION=1');
  });

  it('make the real server exit with the message before it opens anything', { timeout: 60_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fusion-prod-'));
    const run = (extra: NodeJS.ProcessEnv) =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'main.ts')], {
          env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', ...extra },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.on('exit', (code) => resolve({ code, stderr }));
      });
    try {
      const refused = await run({});
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Refusing to start in production');
      expect(refused.stderr).toContain('SEED_DEMO=0');
      // nothing was created: the refusal comes before the database is opened
      expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
