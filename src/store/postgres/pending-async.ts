/** A repository interface with every method answering through a promise (until repositories.ts is async itself). */
export type Async<R> = { [K in keyof R]: R[K] extends (...args: infer A) => infer T ? (...args: A) => Promise<Awaited<T>> : R[K] };
