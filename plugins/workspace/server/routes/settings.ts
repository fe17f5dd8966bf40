import { type RegisterEnv } from '@seodang/sdk';
import { editorSettingsSchema, defaultEditorSettings } from '../../common/index.ts';
import { judge } from '../judge.ts';

/** Per-user editor settings (§2 "Code editor") and the judge's language list (§3). */
export function registerSettingsRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/workspace/editor-settings',
    summary: 'My code editor settings',
    tags: ['workspace'],
    access: 'user',
    async handler(_input, rc) {
      const row = await rc.db('workspace_editor_settings').where({ user_id: rc.user!.id }).first();
      return {
        data: row
          ? editorSettingsSchema.parse({ ...defaultEditorSettings, ...row.settings })
          : defaultEditorSettings,
      };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/workspace/editor-settings',
    summary: 'Save my code editor settings',
    tags: ['workspace'],
    access: 'user',
    body: editorSettingsSchema,
    async handler({ body }, rc) {
      await rc
        .db('workspace_editor_settings')
        .insert({ user_id: rc.user!.id, settings: JSON.stringify(body) })
        .onConflict('user_id')
        .merge({ settings: JSON.stringify(body), updated_at: rc.db.fn.now() });
      return { data: body };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/workspace/languages',
    summary: 'Language options (projectCode, language, label, langVersion) from the judge',
    tags: ['workspace'],
    access: 'user',
    async handler() {
      const list = await judge().languages();
      return {
        data: {
          list: list.map((l) => ({
            projectCode: l.projectCode,
            language: l.language,
            label: l.label,
            langVersion: l.langVersion,
            available: l.available,
          })),
        },
      };
    },
  });
}
