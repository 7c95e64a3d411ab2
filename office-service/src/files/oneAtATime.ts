/**
 * A queue of one: each task starts when the one before it has settled, whatever its outcome. For work that holds a
 * lot of memory for a moment (decoding an image, parsing a PDF): on a small VPS, fifty uploads at once had better
 * wait a moment each than all hold their memory together.
 */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const turn = last.then(task, task);
    last = turn.catch(() => undefined);
    return turn;
  };
}
