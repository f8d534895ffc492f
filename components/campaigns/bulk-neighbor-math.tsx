/**
 * On a neighbor campaign each row is a target address: said as the arithmetic of what gets mailed,
 * before anything is checked or priced.
 */
export function NeighborMath({ id, rows, neighbors }: { id: string; rows: number | null; neighbors: number }) {
  const plural = (n: number, word: string) => `${n} ${n === 1 ? word : `${word}s`}`;
  return (
    <p id={id} role="status" className="mt-2 rounded-md bg-sky-50 p-2 text-sm text-sky-900 ring-1 ring-sky-200">
      {rows === null ? (
        <>
          A neighbor campaign: each row is a target address. It gets no postcard; its {plural(neighbors, 'neighbor')}{' '}
          do.
        </>
      ) : (
        <>
          <strong className="tabular-nums">
            {plural(rows, 'row')} × {plural(neighbors, 'neighbor')} = {plural(rows * neighbors, 'postcard')}
          </strong>
          . Each row is a target address: it gets no postcard; its neighbors do.
        </>
      )}
    </p>
  );
}
