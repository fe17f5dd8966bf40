import type { RegisterEnv, RequestContext } from '@seodang/sdk';
import { curriculumCodes, curriculumMapSchema } from '../../common/index.ts';
import { curriculumMapOf, resetCurriculumMap, saveCurriculumMap } from '../curriculum-map.ts';

const tags = ['lectures-authoring'];
const path = '/api/lecture/curriculum-codes';

async function present(rc: RequestContext) {
  const { entries, isDefault, updatedAt } = await curriculumMapOf(rc.db, rc.channel?.index ?? null);
  return { data: { entries, isDefault, updatedAt, codes: curriculumCodes } };
}

/**
 * The curriculum content-type mapping of this channel (or the public site): teachers read it to
 * name their lesson phases; only the channel's admin (the site admin on the public site) changes it.
 */
export function registerCurriculumCodeRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path,
    summary: 'The lesson-phase → curriculum-code mapping (#A01–#A05, #E01–#E06, @@@1–@@@6)',
    tags,
    access: ['teacher', 'admin'],
    handler: (_input, rc) => present(rc),
  });

  env.route({
    method: 'PUT',
    path,
    summary: 'Replace the mapping (admin)',
    tags,
    access: ['admin'],
    body: curriculumMapSchema,
    async handler({ body }, rc) {
      await saveCurriculumMap(rc.db, rc.channel?.index ?? null, body.entries, rc.user!.id);
      return present(rc);
    },
  });

  env.route({
    method: 'DELETE',
    path,
    summary: 'Go back to the default mapping (admin)',
    tags,
    access: ['admin'],
    async handler(_input, rc) {
      await resetCurriculumMap(rc.db, rc.channel?.index ?? null);
      return present(rc);
    },
  });
}
