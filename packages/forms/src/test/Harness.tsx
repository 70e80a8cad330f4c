import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import {
  useForm,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod/mini';

/** Props of the test form around a field. */
interface HarnessProps<S extends z.ZodMiniType<FieldValues, FieldValues>> {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  onValid?: (values: z.output<S>) => void;
  children: (control: Control<z.input<S>, unknown, z.output<S>>) => ReactNode;
}

/**
 * A form like the web's: zod resolver, 'onTouched' mode, and a Continue button disabled while the form is
 * invalid (reading `formState.isValid`).
 */
export function Harness<S extends z.ZodMiniType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  onValid,
  children,
}: HarnessProps<S>) {
  const { control, handleSubmit, formState } = useForm<z.input<S>, unknown, z.output<S>>({
    // zodResolver's overloads cannot follow a generic schema; the concrete types are checked by the props.
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    mode: 'onTouched',
    defaultValues,
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onValid?.(values))}>
      {children(control)}
      <button type="submit" disabled={!formState.isValid}>
        Continue
      </button>
    </form>
  );
}
