import { z } from 'zod';

/** The code editor settings of §2, kept per user. */
export const editorSettingsSchema = z.object({
  lineSpacing: z.number().min(1).max(3).default(1.5),
  fontSize: z.number().int().min(8).max(40).default(14),
  theme: z.enum(['light', 'dark']).default('light'),
  keymap: z.enum(['default', 'vim', 'emacs']).default('default'),
  autoSave: z.boolean().default(true),
  tabSize: z.number().int().min(1).max(8).default(4),
  indentUnit: z.enum(['space', 'tab']).default('space'),
  zoom: z.number().int().min(50).max(200).default(100),
});
/** Editor settings. */
export type EditorSettings = z.infer<typeof editorSettingsSchema>;

/** Defaults for a user who never changed them. */
export const defaultEditorSettings: EditorSettings = editorSettingsSchema.parse({});
