import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from './zod-resolver.ts';
import type { z } from 'zod';

/**
 * react-hook-form with a shared zod schema: fields are checked when left and again on every
 * change after that, so feedback is instant. Error messages are catalogue keys (see
 * `useMessage`).
 */
export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
}
