import type { Knex } from '@seodang/sdk';

/**
 * The version of the notice a learner accepts before the first question (what is sent to the
 * model, who reads the register, how long it is kept). Raising it asks everyone again.
 */
export const currentPolicyVersion = 1;

/** Whether the user accepted the current notice. */
export async function policyAccepted(db: Knex, userId: number): Promise<boolean> {
  const row = await db('ai_policy_acceptances')
    .where({ user_id: userId, policy_version: currentPolicyVersion })
    .first('user_id');
  return !!row;
}

/** Records the user's acceptance of the current notice (again: no change). */
export async function acceptPolicy(db: Knex, userId: number): Promise<void> {
  await db('ai_policy_acceptances')
    .insert({ user_id: userId, policy_version: currentPolicyVersion })
    .onConflict(['user_id', 'policy_version'])
    .ignore();
}
