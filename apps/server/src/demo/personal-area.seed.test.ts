import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { users } from '../db/schema/users';
import { demo } from './identities';
import { personalAreaSeeder } from './personal-area.seed';
import { runSeeders } from './seed';

describe('demo personal area', () => {
  const app = useTestApp();

  it('seeds the demo customer’s personal area even without a profile row', async () => {
    const ran = await runSeeders(app.ctx, [personalAreaSeeder]);
    expect(ran).toEqual(['personal-area-v1']);
    const [row] = await app.ctx.db
      .select({ fiscalCode: users.fiscalCode, email: users.email })
      .from(users)
      .where(eq(users.uid, demo.customer.uid));
    expect(row).toEqual({ fiscalCode: 'BNCGLI90A41L219W', email: demo.customer.email });
  });
});
