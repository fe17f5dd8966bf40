import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { zodFormOptions } from './use-zod-form.ts';

/**
 * react-hook-form over a shared zod schema, typed from the schema (instant feedback; see
 * `zodFormOptions`). Published apart from `@seodang/sdk/web` as `@seodang/sdk/web-forms`, so only
 * the screens with forms load react-hook-form.
 */
export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>(zodFormOptions(schema, options));
}
