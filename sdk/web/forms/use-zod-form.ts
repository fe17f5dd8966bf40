import type { FieldValues, UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from './zod-resolver.ts';

/**
 * Options for react-hook-form's `useForm` with a shared zod schema: fields are checked when
 * left and again on every change after that, so feedback is instant. Error messages are
 * catalogue keys (see `useMessage`). Use as `useForm(zodFormOptions(schema, { defaultValues }))`;
 * react-hook-form itself is a shared singleton loaded only by screens with forms.
 */
export function zodFormOptions<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>> {
  return { mode: 'onTouched', ...options, resolver: zodResolver(schema) as never };
}
