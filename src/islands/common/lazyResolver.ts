// A react-hook-form resolver whose zod schema — and zod with it, ~25 KB brotli with the resolver —
// is imported when the form first validates, not with the page (docs/decisions/020, "Forms of the
// signed-in pages"). react-hook-form resolvers are asynchronous anyway, so the form behaves as
// with `zodResolver(schema)`: same messages, same moments. `prefetch` (on the form's first focus
// or pointer) fetches the module before the first submit needs it.
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyZodResolver<TValues extends FieldValues, TContext = unknown, TOutput = TValues>(
  loadSchema: () => Promise<unknown>,
): { resolver: Resolver<TValues, TContext, TOutput>; prefetch: () => void } {
  let ready: Promise<Resolver<TValues, TContext, TOutput>> | null = null;
  const load = () =>
    (ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) =>
        zodResolver(schema as never) as unknown as Resolver<TValues, TContext, TOutput>,
    ));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    prefetch: () => {
      // A failed fetch (offline) is retried by the submit, which shows its own error then.
      load().catch(() => {
        ready = null;
      });
    },
  };
}
