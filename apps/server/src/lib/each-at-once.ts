/**
 * Runs `work` on each item as the items come, with at most `limit` of them under way at once. The first failure
 * stops the taking of new items; the ones under way are let finish, and then it is thrown.
 */
export async function eachAtOnce<T>(
  items: AsyncIterable<T> | Iterable<T>,
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const underWay = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  for await (const item of items) {
    const task: Promise<void> = work(item)
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => underWay.delete(task));
    underWay.add(task);
    if (underWay.size >= limit) await Promise.race(underWay);
    if (failure) break;
  }
  await Promise.all(underWay);
  if (failure) throw failure.error;
}
